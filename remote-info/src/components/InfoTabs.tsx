import { Flame, Globe, Lock, MapPin } from 'lucide-react';
import { BottomTabs } from '@nyaya/shared/ui/BottomTabs';

export const INFO_AREA_LABEL = 'Information';

export function InfoTabs() {
  return (
    <BottomTabs
      label="Information area"
      tabs={[
        { label: 'Trending', to: '/trending', icon: Flame },
        { label: 'Public', to: '/public', icon: Globe },
        { label: 'Private', to: '/private', icon: Lock },
        { label: 'Local', to: '/local', icon: MapPin },
      ]}
    />
  );
}
