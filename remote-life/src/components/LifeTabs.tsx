import { BookOpen, CheckSquare, HeartPulse, TrendingUp } from 'lucide-react';
import { BottomTabs } from '@nyaya/shared/ui/BottomTabs';
import { useT } from '../i18n';

export function LifeTabs() {
  const t = useT();
  return (
    <BottomTabs
      label={t('area.tabsLabel')}
      tabs={[
        { label: t('tabs.lifeEvent'), to: '/life-event', icon: HeartPulse },
        { label: t('tabs.resource'), to: '/resource', icon: BookOpen },
        { label: t('tabs.track'), to: '/track', icon: TrendingUp },
        { label: t('tabs.act'), to: '/act', icon: CheckSquare },
      ]}
    />
  );
}
