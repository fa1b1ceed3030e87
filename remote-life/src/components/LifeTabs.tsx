import { BookOpen, CheckSquare, HeartPulse, TrendingUp } from 'lucide-react';
import { BottomTabs } from '@nyaya/shared/ui/BottomTabs';

export const LIFE_AREA_LABEL = 'Life planning';

export function LifeTabs() {
  return (
    <BottomTabs
      label="Life-planning area"
      tabs={[
        { label: 'Life Event', to: '/life-event', icon: HeartPulse },
        { label: 'Resource', to: '/resource', icon: BookOpen },
        { label: 'Track', to: '/track', icon: TrendingUp },
        { label: 'Act', to: '/act', icon: CheckSquare },
      ]}
    />
  );
}
