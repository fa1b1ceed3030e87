import { SYNCED_VALUE_MAX_BYTES } from '../../api/account';
import type { ActionItem } from '../../types';
import { isOverdue } from './actionItemFilter';
import {
  ACTION_ITEMS_MAX_BYTES,
  actionItemsFit,
  actionItemsToShow,
  completeActionItem,
  deleteActionItem,
  isActionItemEntry,
  newActionItemId,
  ownActionItems,
  putActionItem,
  type ActionItemEntries,
  type OwnActionItem,
} from './ownActionItems';

const own = (title: string, dueDate: string, completed = false): OwnActionItem => ({
  title,
  category: 'Finance',
  priority: 'High',
  dueDate,
  description: '',
  completed,
});
const NOW = Date.parse('2026-11-27T09:00:00Z');
const sample: ActionItem[] = [{ id: 'act-1', ...own('Sample', '2026-11-27') }];

describe('own action items', () => {
  it('lists the live items soonest first, leaving out tombstones and odd ids', () => {
    const entries: ActionItemEntries = {
      b: own('Renew passport', '2026-12-01'),
      a: own('File ITR', '2026-11-30'),
      gone: { deleted: true, deletedAt: '2026-11-20T00:00:00Z' },
      c: own('Book a lawyer', '2026-12-01'),
      'bad id with spaces': own('Forged', '2026-11-01'),
    };
    expect(ownActionItems(entries).map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(ownActionItems(entries)[0]).toEqual({ id: 'a', ...own('File ITR', '2026-11-30') });
  });

  it('shows the samples as examples until the user has an item of their own, and again after the last is deleted', () => {
    expect(actionItemsToShow(sample, {})).toEqual({ items: sample, examples: true });
    const mine = putActionItem({}, 'x', own('Mine', '2026-11-28'));
    expect(actionItemsToShow(sample, mine)).toEqual({ items: [{ id: 'x', ...own('Mine', '2026-11-28') }], examples: false });
    expect(actionItemsToShow(sample, deleteActionItem(mine, 'x', NOW)).examples).toBe(true);
  });

  it('deletes with a tombstone that carries its time, and drops tombstones older than 180 days', () => {
    const entries: ActionItemEntries = {
      old: { deleted: true, deletedAt: '2026-05-01T00:00:00.000Z' },
      recent: { deleted: true, deletedAt: '2026-10-01T00:00:00.000Z' },
      x: own('Mine', '2026-11-28'),
    };
    expect(deleteActionItem(entries, 'x', NOW)).toEqual({
      recent: { deleted: true, deletedAt: '2026-10-01T00:00:00.000Z' },
      x: { deleted: true, deletedAt: '2026-11-27T09:00:00.000Z' },
    });
  });

  it('ticks and unticks an item; a deleted or unknown one stays as it is', () => {
    const entries: ActionItemEntries = { x: own('Mine', '2026-11-28'), gone: { deleted: true, deletedAt: '2026-11-20T00:00:00Z' } };
    expect(completeActionItem(entries, 'x', true).x).toEqual(own('Mine', '2026-11-28', true));
    expect(completeActionItem(entries, 'gone', true)).toBe(entries);
    expect(completeActionItem(entries, 'toString', true)).toBe(entries);
  });

  it('never counts a completed item as overdue, and counts one due yesterday as overdue', () => {
    const [late, lateDone] = ownActionItems({ a: own('Late', '2026-11-26'), b: own('Late but done', '2026-11-26', true) });
    expect(isOverdue(late!, '2026-11-27')).toBe(true);
    expect(isOverdue(lateDone!, '2026-11-27')).toBe(false);
    expect(isOverdue(late!, '2026-11-26')).toBe(false);
  });

  it('accepts only entries this version writes: a forged synced value is not shown', () => {
    expect(isActionItemEntry(own('Mine', '2026-11-28'))).toBe(true);
    expect(isActionItemEntry({ deleted: true, deletedAt: '2026-11-20T00:00:00Z' })).toBe(true);
    for (const forged of [
      null,
      'text',
      [own('Mine', '2026-11-28')],
      { ...own('Mine', '2026-11-28'), admin: true },
      { ...own('Mine', '2026-11-28'), title: '' },
      { ...own('Mine', '2026-11-28'), title: 'x'.repeat(121) },
      { ...own('Mine', '2026-11-28'), description: 'x'.repeat(501) },
      { ...own('Mine', '2026-11-28'), dueDate: '2026-02-30' },
      { ...own('Mine', '2026-11-28'), category: 'Crypto' },
      { ...own('Mine', '2026-11-28'), priority: 'Urgent' },
      { ...own('Mine', '2026-11-28'), completed: 'yes' },
      { deleted: true },
      { deleted: 'yes', deletedAt: '2026-11-20T00:00:00Z' },
      { deleted: true, deletedAt: 'yesterday' },
      { deleted: true, deletedAt: '2026-11-20T00:00:00Z', title: 'Mine' },
    ]) {
      expect(isActionItemEntry(forged)).toBe(false);
    }
  });

  it('keeps the store within what the account keeps', () => {
    expect(ACTION_ITEMS_MAX_BYTES).toBeLessThan(SYNCED_VALUE_MAX_BYTES);
    const longest = (n: number) => own(`${n}`.padEnd(120, 'अ'), '2026-11-28');
    const many: ActionItemEntries = {};
    let count = 0;
    while (actionItemsFit(putActionItem(many, `own-${count}`, { ...longest(count), description: 'ब'.repeat(500) }))) {
      many[`own-${count}`] = { ...longest(count), description: 'ब'.repeat(500) };
      count += 1;
    }
    // Hindi text takes 3 bytes a character: at the longest, 30-odd items fit; short ones many more.
    expect(count).toBeGreaterThan(25);
    const stored = Object.fromEntries(Object.entries(many).map(([id, item]) => [id, { ...item, v: 2, updatedAt: new Date(NOW).toISOString() }]));
    expect(Buffer.byteLength(JSON.stringify(stored))).toBeLessThanOrEqual(SYNCED_VALUE_MAX_BYTES);
  });

  it('makes ids the store and the check accept, different each time', () => {
    const [a, b] = [newActionItemId(), newActionItemId()];
    expect(a).toMatch(/^own-[0-9a-f]{18}$/);
    expect(a).not.toBe(b);
  });
});
