import { joinedLocalEventsStore, joinedSpacesStore, notificationSettingsStore, readNotificationsStore, walletMaskedStore } from './info';

describe('info stores', () => {
  beforeEach(() => {
    for (const store of [joinedSpacesStore, walletMaskedStore, readNotificationsStore, notificationSettingsStore, joinedLocalEventsStore]) store.reset();
  });

  it('use versioned keys and keep what is set', () => {
    joinedSpacesStore.set(['sp-1']);
    walletMaskedStore.set(true);
    notificationSettingsStore.set({ sms: true });
    expect(JSON.parse(localStorage.getItem('nyaya:v1:info:joined-spaces')!)).toEqual(['sp-1']);
    expect(localStorage.getItem('nyaya:v1:info:wallet-masked')).toBe('true');
    expect(JSON.parse(localStorage.getItem('nyaya:v1:info:notification-settings')!)).toEqual({ sms: true });
  });

  it('fall back to defaults for junk in storage', () => {
    localStorage.setItem('nyaya:v1:info:wallet-masked', '"yes"');
    localStorage.setItem('nyaya:v1:info:read-notifications', '{not json');
    localStorage.setItem('nyaya:v1:info:notification-settings', JSON.stringify({ sms: 'on' }));
    localStorage.setItem('nyaya:v1:info:joined-local-events', JSON.stringify([1, 2]));
    expect(walletMaskedStore.get()).toBe(false);
    expect(readNotificationsStore.get()).toEqual([]);
    expect(notificationSettingsStore.get()).toEqual({});
    expect(joinedLocalEventsStore.get()).toEqual([]);
  });

  it('keep the entries they understand and the others, written back', () => {
    localStorage.setItem('nyaya:v1:info:notification-settings', JSON.stringify({ sms: true, email: 'weekly' }));
    expect(notificationSettingsStore.get()).toEqual({ sms: true });
    notificationSettingsStore.set((previous) => ({ ...previous, push: false }));
    expect(JSON.parse(localStorage.getItem('nyaya:v1:info:notification-settings')!)).toEqual({ sms: true, push: false, email: 'weekly' });
  });
});
