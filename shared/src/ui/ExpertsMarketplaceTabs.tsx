import { ShoppingBag, Users } from 'lucide-react';
import { BottomTabs } from './BottomTabs';

/**
 * The bottom bar shared by the experts and marketplace areas (spec §2): two bundles, one bar,
 * so it lives in the kit rather than being written twice.
 */
export function ExpertsMarketplaceTabs() {
  return (
    <BottomTabs
      label="Experts and marketplace"
      tabs={[
        { label: 'Experts', to: '/experts', icon: Users },
        { label: 'Marketplace', to: '/marketplace', icon: ShoppingBag },
      ]}
    />
  );
}
