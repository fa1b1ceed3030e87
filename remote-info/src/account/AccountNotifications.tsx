import type { Account } from '@nyaya/shared/api';
import type { NotificationSetting } from '@nyaya/shared/types';
import { SettingsSection } from '../components/notifications/SettingsSection';
import { translateText } from '../i18n';
import { AccountNotificationList } from './notifications/AccountNotificationList';
import { useNotificationSettings } from './useNotificationSettings';
import { useT } from './i18n';

/**
 * A signed-in user's notifications: their own from the API (issue 25), and the four settings,
 * the account's own (saved on it, so every device, the profile and what is sent agree).
 */
export function AccountNotifications({ account, labels }: { account: Account; labels: readonly NotificationSetting[] }) {
  const t = useT();
  const { settings, change, failure } = useNotificationSettings(account);
  const failedLabel = failure ? translateText(labels.find((setting) => setting.id === failure.key)?.label ?? failure.key) : '';
  const reason = failure ? (failure.problem?.trim().replace(/[.।]+$/, '') ?? t('notifications.unreachable')) : '';

  return (
    <>
      <AccountNotificationList role={account.role} />
      <SettingsSection settings={labels.map((setting) => ({ ...setting, enabled: settings[setting.id] }))} onChange={(id, enabled) => void change(id, enabled)}>
        <p className="mt-1 text-sm text-muted">{t('notifications.settingsHint')}</p>
        {/* Always in the page, so a screen reader hears what is written into it. */}
        <div role="alert">
          {failure && (
            <p className="mt-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {t('notifications.saveFailed', { setting: failedLabel, reason })}
            </p>
          )}
        </div>
      </SettingsSection>
    </>
  );
}
