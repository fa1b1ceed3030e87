import { useState } from 'react';
import { accountState, setAccountState } from '@nyaya/shared/account';
import type { Account, NotificationSettings } from '@nyaya/shared/api';
import { notificationSettingsStore } from '@nyaya/shared/stores';
import { Card } from '@nyaya/shared/ui/Card';
import { Switch } from '@nyaya/shared/ui/Switch';
import { updateProfile } from '../../account/accountApi';
import { AccountScreen } from './AccountScreen';
import { useT } from './i18n';
import { RequireAccount } from './RequireAccount';

type SettingId = keyof NotificationSettings;

/** The four toggles of /notifications (spec §4), in its order, with what each one sends. */
const SETTINGS: { id: SettingId; label: `notifications.${SettingId}`; text: `notifications.${SettingId}Text` }[] = [
  { id: 'push', label: 'notifications.push', text: 'notifications.pushText' },
  { id: 'email', label: 'notifications.email', text: 'notifications.emailText' },
  { id: 'sms', label: 'notifications.sms', text: 'notifications.smsText' },
  { id: 'marketing', label: 'notifications.marketing', text: 'notifications.marketingText' },
];

function Toggles({ account }: { account: Account }) {
  const t = useT();
  const settings = account.notificationSettings;
  const [status, setStatus] = useState<'saved' | 'failed' | 'unreachable' | null>(null);

  async function toggle(id: SettingId, enabled: boolean) {
    const before = accountState();
    if (before.status !== 'signed-in') return;
    // Shown at once; put back if the account does not take it.
    setAccountState({ ...before, account: { ...before.account, notificationSettings: { ...settings, [id]: enabled } } });
    setStatus(null);
    const result = await updateProfile({ notificationSettings: { [id]: enabled } });
    const now = accountState();
    if (result.kind === 'ok') {
      if (now.status === 'signed-in') setAccountState({ ...now, account: result.data });
      // The /notifications screen reads this device's store: it shows the same choice.
      notificationSettingsStore.set((saved) => ({ ...saved, [id]: result.data.notificationSettings[id] }));
      setStatus('saved');
    } else {
      if (now.status === 'signed-in')
        setAccountState({ ...now, account: { ...now.account, notificationSettings: { ...now.account.notificationSettings, [id]: !enabled } } });
      setStatus(result.kind === 'unreachable' ? 'unreachable' : 'failed');
    }
  }

  return (
    <>
      <p className="mb-4 text-sm text-muted">{t('notifications.intro')}</p>
      <Card className="divide-y divide-line py-1">
        {SETTINGS.map((setting) => (
          <Switch
            key={setting.id}
            label={t(setting.label)}
            description={t(setting.text)}
            checked={settings[setting.id]}
            onCheckedChange={(enabled) => void toggle(setting.id, enabled)}
          />
        ))}
      </Card>
      <p role="status" className="mt-3 min-h-5 text-sm">
        {status === 'saved' && <span className="text-muted">{t('notifications.saved')}</span>}
        {status === 'failed' && <span className="font-medium text-red-700">{t('notifications.failed')}</span>}
        {status === 'unreachable' && <span className="font-medium text-red-700">{t('account.unreachable')}</span>}
      </p>
    </>
  );
}

/** `/profile/notifications`: the four notification choices, kept on the account. */
export function NotificationSettingsPage() {
  const t = useT();
  return (
    <AccountScreen title={t('notifications.title')}>
      <RequireAccount>{(account) => <Toggles account={account} />}</RequireAccount>
    </AccountScreen>
  );
}
