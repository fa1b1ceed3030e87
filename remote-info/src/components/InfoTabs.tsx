import { Flame, Globe, Lock, MapPin } from 'lucide-react';
import { BottomTabs } from '@nyaya/shared/ui/BottomTabs';
import { useT } from '../i18n';

export function InfoTabs() {
  const t = useT();
  return (
    <BottomTabs
      label={t('info.tabs.label')}
      tabs={[
        { label: t('info.tabs.trending'), to: '/trending', icon: Flame },
        { label: t('info.tabs.public'), to: '/public', icon: Globe },
        { label: t('info.tabs.private'), to: '/private', icon: Lock },
        { label: t('info.tabs.local'), to: '/local', icon: MapPin },
      ]}
    />
  );
}
