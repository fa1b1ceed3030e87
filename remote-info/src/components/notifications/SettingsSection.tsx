import type { ReactNode } from 'react';
import type { NotificationSetting } from '@nyaya/shared/types';
import { Card } from '@nyaya/shared/ui/Card';
import { Switch } from '@nyaya/shared/ui/Switch';
import { translateText, useT } from '../../i18n';

/** The four notification settings (spec: Push, Email, SMS, Marketing Updates) as switches. */
export function SettingsSection({
  settings,
  onChange,
  children,
}: {
  settings: readonly NotificationSetting[];
  onChange: (id: NotificationSetting['id'], enabled: boolean) => void;
  /** below the heading: where they are kept, what went wrong */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby="notification-settings" className="mt-6">
      <h2 id="notification-settings" className="text-lg font-semibold text-ink">
        {t('notifications.settings')}
      </h2>
      {children}
      <Card className="mt-2 divide-y divide-line py-1">
        {settings.map((setting) => (
          <Switch
            key={setting.id}
            label={translateText(setting.label)}
            checked={setting.enabled}
            onCheckedChange={(enabled) => onChange(setting.id, enabled)}
          />
        ))}
      </Card>
    </section>
  );
}
