import type { Account } from '@nyaya/shared/api';
import type { NotificationSetting } from '@nyaya/shared/types';
import { SettingsSection } from '../components/notifications/SettingsSection';
import { translateText, useT as useInfoT } from '../i18n';
import { StartHere } from './StartHere';
import { useNotificationSettings } from './useNotificationSettings';
import { useT } from './i18n';

/**
 * A signed-in user's notifications: none are sent yet, so the list says what will appear; the four
 * settings are the account's own (saved on it, so every device and the profile agree).
 */
export function AccountNotifications({ account, labels }: { account: Account; labels: readonly NotificationSetting[] }) {
  const t = useT();
  const tInfo = useInfoT();
  const { settings, change, failure } = useNotificationSettings(account);
  const failedLabel = failure ? translateText(labels.find((setting) => setting.id === failure.key)?.label ?? failure.key) : '';
  const reason = failure ? (failure.problem?.trim().replace(/[.।]+$/, '') ?? t('notifications.unreachable')) : '';

  return (
    <>
      <section aria-labelledby="notifications-list">
        <h2 id="notifications-list" className="mb-2 text-lg font-semibold text-ink">
          {tInfo('notifications.recent')}
        </h2>
        <StartHere title={t('notifications.empty.title')}>{t('notifications.empty.body')}</StartHere>
      </section>
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
