import { tCommon } from '@nyaya/shared/i18n/common';
import { cleanMessageBody, MESSAGE_CLIENT_ID, MESSAGE_MAX_LENGTH } from '../rules/conversation';
import { sanitizeText } from '../rules/sanitizeText';
import { createRecordStore, DAY_MS, versionTwoObjectSchema, type EntrySchema } from './persistentStore';

/**
 * What is typed in a conversation and not yet delivered, per conversation (the order number or
 * booking reference), kept across reloads: the composer's text, and the messages sent while the
 * answer did not come (offline, the API down), each with the client id that makes its retry the
 * same message. Plain shape checks only: this module is in the federated stores singleton.
 */
export interface ChatOutgoing {
  clientId: string;
  body: string;
  /** ISO 8601: when Send was pressed. */
  at: string;
}

export interface ChatDraft {
  text: string;
  outbox: ChatOutgoing[];
}

/** Unsent messages kept per conversation: a person offline writes a few, not a backlog. */
export const MAX_CHAT_OUTBOX = 20;
const REFERENCE = /^(ORD|BKG)[A-Z0-9]{9}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isOutgoing(value: unknown): value is ChatOutgoing {
  if (!isRecord(value) || Object.keys(value).some((key) => !['clientId', 'body', 'at'].includes(key))) return false;
  const { clientId, body, at } = value;
  return (
    typeof clientId === 'string' &&
    MESSAGE_CLIENT_ID.test(clientId) &&
    typeof body === 'string' &&
    body.length <= MESSAGE_MAX_LENGTH &&
    typeof at === 'string' &&
    Number.isFinite(Date.parse(at))
  );
}

function isChatDraft(value: Record<string, unknown>): boolean {
  if (Object.keys(value).some((key) => key !== 'text' && key !== 'outbox')) return false;
  const { text, outbox } = value;
  return typeof text === 'string' && text.length <= MESSAGE_MAX_LENGTH && Array.isArray(outbox) && outbox.length <= MAX_CHAT_OUTBOX && outbox.every(isOutgoing);
}

/** Typed text without bidirectional controls and zero-width characters (as every stored text); the same draft when clean. */
function cleanDraft(draft: ChatDraft): ChatDraft {
  const text = sanitizeText(draft.text);
  return text === draft.text ? draft : { ...draft, text };
}

export const chatDraftSchema: EntrySchema<ChatDraft> = versionTwoObjectSchema<ChatDraft>(isChatDraft, cleanDraft);

/** Drafts of 30 conversations, a month each: enough for anyone's open matters. */
export const chatDraftsStore = createRecordStore('chat:drafts', chatDraftSchema, {
  label: () => tCommon('store.label.draft'),
  prune: { maxAgeMs: 30 * DAY_MS, maxEntries: 30 },
});

export const emptyChatDraft: ChatDraft = { text: '', outbox: [] };

export const isChatReference = (reference: string) => REFERENCE.test(reference);

/** The outbox with one more message (its body cleaned), oldest dropped past the cap. */
export function queueChatMessage(draft: ChatDraft, message: ChatOutgoing): ChatDraft {
  return { text: '', outbox: [...draft.outbox, { ...message, body: cleanMessageBody(message.body) }].slice(-MAX_CHAT_OUTBOX) };
}
