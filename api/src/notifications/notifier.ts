/**
 * How a notification leaves Nyaya: one `Notifier` for push, email and SMS. No provider is wired
 * in this release; `loggingNotifier` logs what would be sent and keeps it for the tests. A real
 * provider (FCM, SES, an Indian SMS gateway with DLT templates) implements the same `send`, and
 * must pass `idempotencyKey` on as its own deduplication key: the drainer sends at least once, and
 * the key is what turns a repeat after a crash into no second message.
 */
import type { Channel } from '@nyaya/shared/rules/notifications';
import type { NotificationKind } from '@nyaya/shared/api';

export interface OutgoingMessage {
  /** `notification-<outbox id>-<channel>`: the same on every attempt of the same delivery. */
  idempotencyKey: string;
  channel: Channel;
  kind: NotificationKind;
  accountId: string;
  /** The mobile number (SMS), the email address (email) or the account id (push: its devices). */
  to: string;
  language: 'en' | 'hi';
  title: string;
  body: string;
  /** The app's path it opens (the order's or the consultation's page). */
  link: string;
}

export interface Notifier {
  /** Resolves once the provider has taken the message; throws if it did not (the drainer retries). */
  send(message: OutgoingMessage): Promise<void>;
}

export interface LoggingNotifier extends Notifier {
  /** What was delivered, once per idempotency key, in order: the last `keep` of them. */
  readonly sent: OutgoingMessage[];
  /** Every call, repeats included: the last `keep` of them. */
  readonly attempts: OutgoingMessage[];
}

interface Log {
  info(object: object, message: string): void;
}

/** Bounds of the logging notifier's memory: a running server sends it every notification for as long as it runs. */
export interface NotifierBounds {
  /** Messages kept in `sent` and in `attempts` (the newest). */
  keep: number;
  /** Idempotency keys remembered for dropping repeats (the newest), as a provider's window is. */
  keys: number;
}

export const NOTIFIER_BOUNDS: NotifierBounds = { keep: 1000, keys: 100_000 };

/** Appends, dropping the oldest beyond `max`. */
function pushBounded<T>(list: T[], item: T, max: number): void {
  list.push(item);
  if (list.length > max) list.splice(0, list.length - max);
}

/**
 * Records and logs instead of sending, and drops a repeated idempotency key as a provider would
 * (within its last `bounds.keys` keys: a repeat comes within the outbox's lease and backoff, so
 * long before). Tests read `sent`; `pnpm start` logs each message (no numbers or addresses in full).
 */
export function loggingNotifier(log?: Log, bounds: NotifierBounds = NOTIFIER_BOUNDS): LoggingNotifier {
  const sent: OutgoingMessage[] = [];
  const attempts: OutgoingMessage[] = [];
  const seen = new Set<string>();
  return {
    sent,
    attempts,
    async send(message) {
      pushBounded(attempts, message, bounds.keep);
      if (seen.has(message.idempotencyKey)) return;
      seen.add(message.idempotencyKey);
      // A Set iterates in insertion order: the first key is the oldest.
      if (seen.size > bounds.keys) seen.delete(seen.values().next().value!);
      pushBounded(sent, message, bounds.keep);
      log?.info({ channel: message.channel, kind: message.kind, key: message.idempotencyKey, link: message.link }, `would send: ${message.title}`);
    },
  };
}
