import { tCommon } from '@nyaya/shared/i18n/common';
import type { IntakeValues } from '../types';
import { sanitizeText, sanitizeTextRecord } from '../rules/sanitizeText';
import { createListStore, createRecordStore, DAY_MS, plainSchema, type EntrySchema } from './persistentStore';
import { isId } from './validators';

/** Spec §4 "Favourites": a local toggle list of provider ids. Use with `useIdSet`. */
export const favouriteProvidersStore = createListStore('marketplace:favourites', plainSchema(isId), { label: () => tCommon('store.label.favouriteProviders') });

/** One draft per `${serviceId}/${providerId}`: each service's form keeps its own fields. */
export type IntakeDrafts = Record<string, Partial<IntakeValues>>;

/** A form field's name, as the forms declare them. */
const FIELD = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
/** More fields than any form has, and longer text than any field takes, is not a draft of ours. */
const MAX_DRAFT_FIELDS = 50;
const MAX_DRAFT_TEXT = 2000;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One intake draft as stored: the form's fields as typed (strings), and beside them `$v` (the
 * schema's version) and `$updatedAt` (ISO 8601), both strings so that any version's reader sees a
 * record of strings.
 * - version 1 (before `$v`): the fields alone; read as changed now.
 * - version 2: the fields, `$v: "2"` and `$updatedAt`.
 * Anything else (a field that is not text, a `$` field or a version this code does not know) is
 * not understood, and the store keeps it as it is.
 */
export const intakeDraftSchema: EntrySchema<Partial<IntakeValues>> = {
  version: 2,
  read(stored) {
    if (!isRecord(stored)) return undefined;
    const { $v, $updatedAt, ...fields } = stored;
    let updatedAt: number | undefined;
    if ($v === '2') {
      updatedAt = typeof $updatedAt === 'string' ? Date.parse($updatedAt) : Number.NaN;
      if (!Number.isFinite(updatedAt)) return undefined;
    } else if ($v !== undefined || $updatedAt !== undefined) {
      return undefined;
    }
    const entries = Object.entries(fields);
    if (entries.length > MAX_DRAFT_FIELDS) return undefined;
    const entry: Partial<IntakeValues> = {};
    for (const [name, value] of entries) {
      if (!FIELD.test(name) || typeof value !== 'string' || value.length > MAX_DRAFT_TEXT) return undefined;
      entry[name] = sanitizeText(value);
    }
    return { entry, updatedAt };
  },
  write: (entry, updatedAt) => ({ ...entry, $v: '2', $updatedAt: new Date(updatedAt).toISOString() }),
  normalize: sanitizeTextRecord,
};

/**
 * Drafts are pruned, oldest first, once unchanged for 30 days or beyond 50 drafts or 200,000
 * characters of JSON (about 400 KB of localStorage, a twelfth of a browser's usual 5 MB): far more
 * than anyone keeps going at once, and small enough that a keystroke's write stays well under a
 * millisecond or two.
 */
export const INTAKE_DRAFT_LIMITS = { maxAgeMs: 30 * DAY_MS, maxEntries: 50, maxChars: 200_000 } as const;

/**
 * What the user typed in an intake form, per `${serviceId}/${providerId}`, kept across reloads.
 * Every service has its own form (`@nyaya/shared/data/marketplace/intake`), so a draft holds
 * whichever text fields its form has; a form reads only its own fields from it. Each draft is
 * read on its own: one that is not understood is kept in storage, and the others are used.
 */
export const intakeDraftsStore = createRecordStore('marketplace:intake-drafts', intakeDraftSchema, {
  label: () => tCommon('store.label.draft'),
  prune: INTAKE_DRAFT_LIMITS,
});
