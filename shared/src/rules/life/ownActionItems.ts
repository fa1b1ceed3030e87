/**
 * The user's own action items (issue 27), as the `life:action-items` store keeps them: id → the
 * item, or a tombstone once deleted. The tombstone stays so that the account sync, which merges
 * per entry by time, lets a delete on one device win over the older copy on another instead of
 * bringing the item back.
 */
import type { ActionItem, Priority, ResourceCategory } from '../../types';
import { resourceCategories } from '../../data/life/resources';
import { isIsoDay, type IsoDay } from './calendarDay';

/** The categories an item can take: the life area's chips (spec §3, the resource library's). */
export const ACTION_ITEM_CATEGORIES: readonly ResourceCategory[] = resourceCategories;
export const ACTION_ITEM_PRIORITIES: readonly Priority[] = ['High', 'Medium', 'Low'];

export const ACTION_ITEM_LIMITS = {
  /** characters (UTF-16 units, as an input counts them) */
  title: 120,
  description: 500,
  /** the earliest and latest due dates taken: a typed year 0002 or 20260 is a slip, not a plan */
  firstDay: '2000-01-01',
  lastDay: '2099-12-31',
} as const;

/**
 * What the store may hold at most, as JSON bytes: the account keeps a store's value up to 64 KB
 * (SYNCED_VALUE_MAX_BYTES, checked by ownActionItems.test.ts); the rest is room for what the
 * store adds to each entry (its version and time) and for entries it keeps without understanding.
 */
export const ACTION_ITEMS_MAX_BYTES = 56 * 1024;

/** How long a tombstone is kept: a device offline for longer may bring a deleted item back. */
export const TOMBSTONE_DAYS = 180;

export interface OwnActionItem {
  title: string;
  category: ResourceCategory;
  priority: Priority;
  /** ISO day (yyyy-mm-dd) */
  dueDate: IsoDay;
  description: string;
  completed: boolean;
}

/** A deleted item: only the fact and when (ISO 8601). */
export interface ActionItemTombstone {
  deleted: true;
  deletedAt: string;
}

export type ActionItemEntry = OwnActionItem | ActionItemTombstone;
export type ActionItemEntries = Record<string, ActionItemEntry>;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const only = (value: Record<string, unknown>, fields: readonly string[]) => Object.keys(value).every((field) => fields.includes(field));
const OWN_FIELDS = ['title', 'category', 'priority', 'dueDate', 'description', 'completed'] as const;

export function isTombstone(entry: ActionItemEntry): entry is ActionItemTombstone {
  return 'deleted' in entry && entry.deleted === true;
}

/**
 * An entry as this version writes it. Anything else (a forged synced value, a later version's
 * field) is not one: the store keeps it untouched and the screen does not show it.
 */
export function isActionItemEntry(value: unknown): value is ActionItemEntry {
  if (!isRecord(value)) return false;
  if ('deleted' in value) {
    return (
      only(value, ['deleted', 'deletedAt']) && value.deleted === true && typeof value.deletedAt === 'string' && Number.isFinite(Date.parse(value.deletedAt))
    );
  }
  const { title, category, priority, dueDate, description, completed } = value;
  return (
    only(value, OWN_FIELDS) &&
    typeof title === 'string' &&
    title.trim().length > 0 &&
    title.length <= ACTION_ITEM_LIMITS.title &&
    typeof category === 'string' &&
    (ACTION_ITEM_CATEGORIES as readonly string[]).includes(category) &&
    typeof priority === 'string' &&
    (ACTION_ITEM_PRIORITIES as readonly string[]).includes(priority) &&
    typeof dueDate === 'string' &&
    isIsoDay(dueDate) &&
    typeof description === 'string' &&
    description.length <= ACTION_ITEM_LIMITS.description &&
    typeof completed === 'boolean'
  );
}

/** The live items as the screen lists them: soonest due first, then by title; tombstones and odd ids left out. */
export function ownActionItems(entries: ActionItemEntries): ActionItem[] {
  const items: ActionItem[] = [];
  for (const [id, entry] of Object.entries(entries)) {
    if (!ID.test(id) || isTombstone(entry)) continue;
    items.push({ id, ...entry });
  }
  return items.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.title.localeCompare(b.title)));
}

/**
 * What /act lists: the user's own items once there is one; before that (and after the last is
 * deleted) the sample items, marked as examples.
 */
export function actionItemsToShow(sample: ActionItem[], entries: ActionItemEntries): { items: ActionItem[]; examples: boolean } {
  const own = ownActionItems(entries);
  return own.length > 0 ? { items: own, examples: false } : { items: sample, examples: true };
}

/** The entries with one item put (added or edited). */
export function putActionItem(entries: ActionItemEntries, id: string, item: OwnActionItem): ActionItemEntries {
  return { ...entries, [id]: item };
}

/**
 * The entries with one item deleted: a tombstone in its place, and tombstones older than
 * TOMBSTONE_DAYS dropped (the store must stay within what the account keeps).
 */
export function deleteActionItem(entries: ActionItemEntries, id: string, now: number): ActionItemEntries {
  const oldest = now - TOMBSTONE_DAYS * 86_400_000;
  const kept: ActionItemEntries = {};
  for (const [key, entry] of Object.entries(entries)) {
    if (key === '__proto__') continue;
    if (isTombstone(entry) && Date.parse(entry.deletedAt) < oldest) continue;
    kept[key] = entry;
  }
  kept[id] = { deleted: true, deletedAt: new Date(now).toISOString() };
  return kept;
}

/** The entries with one item ticked or unticked; the same entries when there is no such item. */
export function completeActionItem(entries: ActionItemEntries, id: string, completed: boolean): ActionItemEntries {
  const entry = Object.hasOwn(entries, id) ? entries[id] : undefined;
  if (!entry || isTombstone(entry)) return entries;
  return { ...entries, [id]: { ...entry, completed } };
}

/** Each entry's store overhead (`,"v":2,"updatedAt":"2026-11-27T09:00:00.000Z"`) counted generously. */
const STORED_OVERHEAD_BYTES = 48;

/** Whether the entries, as the store writes them, fit in ACTION_ITEMS_MAX_BYTES (UTF-8, as the API counts). */
export function actionItemsFit(entries: ActionItemEntries): boolean {
  const bytes = new TextEncoder().encode(JSON.stringify(entries)).length + Object.keys(entries).length * STORED_OVERHEAD_BYTES;
  return bytes <= ACTION_ITEMS_MAX_BYTES;
}

/** A new item's id: random, so two devices never pick the same one. */
export function newActionItemId(): string {
  return `own-${Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
