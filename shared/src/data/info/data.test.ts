import { SCHEDULE_SLOT_COUNT } from '../../rules/info';
import * as data from './index';

const allIds = (list: { id: string }[]) => list.map((item) => item.id);

describe('info sample data', () => {
  it('has unique ids in every list', () => {
    const lists = [
      data.spaces,
      data.walletData.transactions,
      data.scheduleData.events,
      data.notifications,
      data.defaultNotificationSettings,
      data.shareData.recentShares,
      data.discussions,
      data.conversations,
      data.localEvents,
    ];
    for (const list of lists) expect(new Set(allIds(list)).size).toBe(list.length);
  });

  it('has 8 schedule slots with some taken and some free', () => {
    expect(data.scheduleData.slots).toHaveLength(SCHEDULE_SLOT_COUNT);
    expect(data.scheduleData.slots.some((slot) => slot.available)).toBe(true);
    expect(data.scheduleData.slots.some((slot) => !slot.available)).toBe(true);
  });

  it('gives every group a member count and the spec its notification defaults', () => {
    for (const conversation of data.conversations.filter((item) => item.type === 'group')) expect(conversation.members).toBeGreaterThan(0);
    expect(data.defaultNotificationSettings.map((s) => [s.label, s.enabled])).toEqual([
      ['Push', true],
      ['Email', true],
      ['SMS', false],
      ['Marketing Updates', false],
    ]);
  });

  it('keeps the wallet in whole paise: positive amounts, at most two decimals', () => {
    for (const amount of [data.walletData.balance, ...data.walletData.transactions.map((t) => t.amount)]) {
      expect(amount).toBeGreaterThan(0);
      expect(Math.abs(amount * 100 - Math.round(amount * 100))).toBeLessThan(1e-6);
    }
  });

  it("places every local event at a distance in km and names the user's area", () => {
    for (const event of data.localEvents) expect(event.distanceKm).toBeGreaterThanOrEqual(0);
    expect(data.localArea.locality).not.toBe('');
    expect(data.localArea.city).not.toBe('');
  });

  it('has a valid date on every space and transaction', () => {
    for (const item of [...data.spaces.map((s) => s.activity), ...data.walletData.transactions.map((t) => t.date)]) {
      expect(Number.isNaN(new Date(item).getTime())).toBe(false);
    }
  });
});
