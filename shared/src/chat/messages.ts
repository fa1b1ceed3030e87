/**
 * The conversation's messages as the screen keeps them: in id order, each once, whichever way it
 * came (the first read, the live stream, a send's answer, a page of earlier ones).
 */
import type { MessageView } from '@nyaya/shared/api';

export function mergeMessages(list: readonly MessageView[], incoming: readonly MessageView[]): MessageView[] {
  if (!incoming.length) return list as MessageView[];
  const byId = new Map(list.map((message) => [message.id, message]));
  let changed = false;
  for (const message of incoming) {
    if (byId.has(message.id)) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return list as MessageView[];
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The list after message `id` changed (hidden after reports, restored or removed, issue 26):
 * `fresh` is the server's page from that id on; the message is replaced by its copy there, or
 * dropped when the page has none (removed). Only that message changes.
 */
export function replaceMessage(list: readonly MessageView[], id: number, fresh: readonly MessageView[]): MessageView[] {
  if (!list.some((message) => message.id === id)) return list as MessageView[];
  const now = fresh.find((message) => message.id === id);
  return now ? list.map((message) => (message.id === id ? now : message)) : list.filter((message) => message.id !== id);
}

export const lastIdOf = (list: readonly MessageView[]) => list.at(-1)?.id ?? 0;

/** A fresh client id for a message (URL-safe, 22 characters from the platform's random source). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(bytes, (byte) => alphabet[byte & 63]).join('');
}
