import { ShoppingBag, Users } from 'lucide-react';
import { useKitT } from './i18n';
import { BottomTabs } from './BottomTabs';

/**
 * The bottom bar shared by the experts and marketplace areas (spec §2): two bundles, one bar,
 * so it lives in the kit rather than being written twice.
 */
export function ExpertsMarketplaceTabs() {
  const t = useKitT();
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
