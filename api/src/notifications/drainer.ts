/**
 * Drains the outbox (issue 25): claims pending rows with `FOR UPDATE SKIP LOCKED` and a lease, so
 * several instances share the work without sending a row twice at the same time; sends each
 * channel the recipient's settings allow (channelsFor) through the Notifier; notes each channel
 * handed over (notification_deliveries) and the rows delivered, once per batch of 20 (four
 * statements a batch, not four a notification: at 2,000 orders a second, each telling its expert,
 * the outbox would otherwise be most of the database's work). A crash between a send and its
 * note leaves the lease to expire: the row is claimed again and only the channels not noted are
 * sent, with the same idempotency key, which the provider drops if it already had it. So nothing
 * is lost and nothing reaches a person twice. A failing provider is retried with backoff, up to
 * MAX_ATTEMPTS. Why not pg-boss or graphile-worker: README, "Notifications".
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { NotificationSettingsSchema, type NotificationKind } from '@nyaya/shared/api';
import { channelsFor, notificationHref, type Channel } from '@nyaya/shared/rules/notifications';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../accounts/store';
import type { Db } from '../db/database';
import { accounts, notificationDeliveries, notificationOutbox, notifications } from '../db/schema';
import { messageFor } from './messages';
import type { Notifier } from './notifier';

/** How long a claim is exclusive: far longer than a provider's answer takes, short enough to recover soon. */
export const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 10;
const BATCH = 20;

/** 10 s, 20 s, 40 s … at most an hour between attempts. */
export const backoffMs = (attempts: number) => Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export interface DrainerOptions {
  db: Db;
  notifier: Notifier;
  now: () => number;
  log?: { warn(object: object, message: string): void };
}

export interface DrainResult {
  delivered: number;
  failed: number;
}

export function createDrainer({ db, notifier, now, log }: DrainerOptions) {
  /** Leases up to BATCH due rows to this instance; rows another instance holds are skipped, not waited for. */
  async function claim() {
    const at = new Date(now());
    const due = db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          isNull(notificationOutbox.deliveredAt),
          isNull(notificationOutbox.failedAt),
          lte(notificationOutbox.availableAt, at),
          or(isNull(notificationOutbox.lockedUntil), lte(notificationOutbox.lockedUntil, at)),
        ),
      )
      .orderBy(asc(notificationOutbox.availableAt), asc(notificationOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(notificationOutbox)
      .set({ lockedUntil: new Date(at.getTime() + LEASE_MS), attempts: sql`${notificationOutbox.attempts} + 1` })
      .where(inArray(notificationOutbox.id, due))
      .returning({ id: notificationOutbox.id, notificationId: notificationOutbox.notificationId, attempts: notificationOutbox.attempts });
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  /** The claimed rows' notifications, recipients and channels already handed over: one query for the batch. */
  async function load(claimed: Claimed[]) {
    const rows = await db
      .select({
        outboxId: notificationOutbox.id,
        notification: notifications,
        account: accounts,
        done: sql<Channel[]>`coalesce((SELECT json_agg(d.channel) FROM ${notificationDeliveries} d WHERE d.outbox_id = ${notificationOutbox.id}), '[]'::json)`,
      })
      .from(notificationOutbox)
      .innerJoin(notifications, eq(notifications.id, notificationOutbox.notificationId))
      .innerJoin(accounts, eq(accounts.id, notifications.accountId))
      .where(
        inArray(
          notificationOutbox.id,
          claimed.map((row) => row.id),
        ),
      );
    return new Map(rows.map((row) => [row.outboxId, row]));
  }

  type Loaded = Awaited<ReturnType<typeof load>> extends Map<number, infer Row> ? Row : never;

  /** Sends what is still missing of one claimed row; each channel handed over goes in `handed`. Throws if the provider fails. */
  async function deliver(outboxId: number, row: Loaded | undefined, handed: Array<{ outboxId: number; channel: Channel }>): Promise<void> {
    if (!row) return; // The account was deleted meanwhile: nobody to tell.
    const { notification, account } = row;
    // As the account's own answer reads them: a setting an older row lacks has its default.
    const settings = NotificationSettingsSchema.safeParse({ ...DEFAULT_NOTIFICATION_SETTINGS, ...(account.notificationSettings as object) });
    if (!settings.success) return;
    const kind = notification.kind as NotificationKind;
    const done = new Set(row.done);
    const subject = { type: notification.subjectType, reference: notification.subject };
    const words = messageFor(kind, notification.data as never, subject, account.language);
    for (const channel of channelsFor(kind, settings.data, { email: Boolean(account.email) })) {
      if (done.has(channel)) continue;
      await notifier.send({
        idempotencyKey: `notification-${outboxId}-${channel}`,
        channel,
        kind,
        accountId: account.id,
        to: channel === 'sms' ? account.mobile : channel === 'email' ? account.email! : account.id,
        language: account.language,
        ...words,
        link: notificationHref(subject, account.role, kind),
      });
      handed.push({ outboxId, channel });
    }
  }

  /** One pass: claims and sends until nothing is due (at most 10 batches, so a flood yields to the next tick). */
  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { delivered: 0, failed: 0 };
    for (let round = 0; round < 10; round += 1) {
      const claimed = await claim();
      if (claimed.length === 0) break;
      const loaded = await load(claimed);
      const handed: Array<{ outboxId: number; channel: Channel }> = [];
      const delivered: number[] = [];
      for (const { id, attempts } of claimed) {
        try {
          await deliver(id, loaded.get(id), handed);
          delivered.push(id);
        } catch (error) {
          const last = attempts >= MAX_ATTEMPTS;
          log?.warn(
            { err: error, outboxId: id, attempts },
            last ? 'a notification could not be sent; giving up' : 'a notification could not be sent; will retry',
          );
          await db
            .update(notificationOutbox)
            .set({
              lockedUntil: null,
              availableAt: new Date(now() + backoffMs(attempts)),
              lastError: String((error as Error)?.message ?? error).slice(0, 500),
              failedAt: last ? new Date(now()) : null,
            })
            .where(eq(notificationOutbox.id, id));
          result.failed += 1;
        }
      }
      // The batch's notes in two statements: what each channel handed over, and the rows done.
      if (handed.length > 0) await db.insert(notificationDeliveries).values(handed).onConflictDoNothing();
      if (delivered.length > 0) {
        await db
          .update(notificationOutbox)
          .set({ deliveredAt: new Date(now()), lockedUntil: null, lastError: null })
          .where(inArray(notificationOutbox.id, delivered));
      }
      result.delivered += delivered.length;
    }
    return result;
  }

  return { drain };
}

export type Drainer = ReturnType<typeof createDrainer>;
