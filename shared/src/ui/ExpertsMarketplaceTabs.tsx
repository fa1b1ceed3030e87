import { ShoppingBag, Users } from 'lucide-react';
import { useCommonT } from '@nyaya/shared/i18n/common';
import { BottomTabs } from './BottomTabs';

/**
 * The bottom bar shared by the experts and marketplace areas (spec §2): two bundles, one bar,
 * so it lives in the kit rather than being written twice.
 */
export function ExpertsMarketplaceTabs() {
  const t = useCommonT();
  return (
    <BottomTabs
      label={t('ui.tabs.label')}
      tabs={[
        { label: t('ui.tabs.experts'), to: '/experts', icon: Users },
        { label: t('ui.tabs.marketplace'), to: '/marketplace', icon: ShoppingBag },
      ]}
    />
  );
}
