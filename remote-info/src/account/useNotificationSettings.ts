import { useRef, useState } from 'react';
import { accountState, setAccountState } from '@nyaya/shared/account';
import { accountPaths, callApi, MeResponseSchema, type Account, type NotificationSettings } from '@nyaya/shared/api';
import { notificationSettingsStore } from '@nyaya/shared/stores';

export type SettingKey = keyof NotificationSettings;

/** Why a change was not saved: the API's problem title, or null when it could not be reached. */
export interface SaveFailure {
  key: SettingKey;
  problem: string | null;
}

/**
 * The account's four notification settings, changed optimistically: a switch moves at once, the
 * change is sent as `PATCH /api/v1/me`, and if it is refused or cannot be sent the switch goes back
 * and `failure` says which one and why. Each key's newest change wins: an older answer for the
 * same key neither rolls back nor overwrites a newer one still on its way.
 */
export function useNotificationSettings(account: Account) {
  const [pending, setPending] = useState<Partial<Record<SettingKey, { enabled: boolean; seq: number }>>>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const sequence = useRef(0);
  /** The newest change of each key: an older one's failure is not reported over it. */
  const latest = useRef<Partial<Record<SettingKey, number>>>({});
  /** The newest answer committed: an older one arriving late does not overwrite it. */
  const committed = useRef(0);

  const settings: NotificationSettings = { ...account.notificationSettings };
  for (const [key, change] of Object.entries(pending) as [SettingKey, { enabled: boolean }][]) settings[key] = change.enabled;

  const settle = (key: SettingKey, seq: number) =>
    setPending((current) => {
      if (current[key]?.seq !== seq) return current;
      const { [key]: _settled, ...rest } = current;
      return rest;
    });

  const change = async (key: SettingKey, enabled: boolean) => {
    const seq = ++sequence.current;
    latest.current[key] = seq;
    setPending((current) => ({ ...current, [key]: { enabled, seq } }));
    setFailure(null);
    const result = await callApi({ path: accountPaths.me, method: 'PATCH', body: { notificationSettings: { [key]: enabled } }, schema: MeResponseSchema });
    settle(key, seq);
    if (result.kind === 'ok') {
      if (seq < committed.current) return;
      committed.current = seq;
      // Every screen (the host's profile too) now reads the account as the server has it, and
      // this device's store (synced to the account) holds the same choice, as the profile's
      // Notification Settings keeps it.
      const saved = result.data.account;
      const state = accountState();
      if (saved && state.status === 'signed-in' && state.account.id === saved.id) {
        setAccountState({ ...state, account: saved });
        notificationSettingsStore.set((stored) => ({ ...stored, [key]: saved.notificationSettings[key] }));
      }
    } else if (latest.current[key] === seq) {
      setFailure({ key, problem: result.kind === 'problem' ? result.problem.title : null });
    }
  };

  return { settings, change, failure };
}
