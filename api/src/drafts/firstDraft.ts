/**
 * The first draft of every order, generated from its intake after the order is answered
 * (issue 25). An order is placed with a `draft_jobs` row in the same statement; any instance
 * claims a job (its `run_after` is a lease: a renderer that dies leaves the job to be claimed again
 * two minutes later), renders, stores the PDF through the BlobStore and inserts version 1 with the
 * job's removal in one transaction. A unique (order, version) makes it once per order whatever
 * races: a second renderer's insert does nothing and it gives its blob back. Nothing is kept in
 * memory that another instance would need: the database says what is left to do. An instance
 * drains the queue when it places an order (`kick`) and every `sweepMs`, which takes up jobs that
 * other instances left behind.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { draftJobs, orders } from '../db/schema';
import { newBlobKey, type BlobStore } from '../storage/blobStore';
import type { DraftRequest } from './document';
import { draftStore } from './store';

export type DraftRenderer = (request: DraftRequest) => Promise<Uint8Array>;

/** Tries of one job before it is left for a person to look at (its `last_error` says why). */
export const MAX_ATTEMPTS = 5;
const LEASE = sql`interval '2 minutes'`;

export interface FirstDraftOptions {
  db: Db;
  blobs: BlobStore;
  render: DraftRenderer;
  log: FastifyBaseLogger;
  /** How often an instance looks for jobs nobody took (others' crashes, failures to retry); 0: never. */
  sweepMs: number;
}

export type GenerateOutcome = 'created' | 'exists' | 'gone';

export function createFirstDrafts({ db, blobs, render, log, sweepMs }: FirstDraftOptions) {
  const forget = (orderId: number) => db.delete(draftJobs).where(eq(draftJobs.orderId, orderId));

  /** Version 1 of the order's draft, made unless it is there; a cancelled or vanished order gets none. */
  async function generate(orderId: number): Promise<GenerateOutcome> {
    if (await draftStore.version(db, orderId, 1)) {
      await forget(orderId);
      return 'exists';
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order || order.cancelledAt) {
      await forget(orderId);
      return 'gone';
    }
    const contact = order.contact as { name?: string };
    const expert = order.expert as { name?: string };
    const bytes = await render({
      serviceId: order.serviceId,
      intake: order.intake as Record<string, string>,
      language: order.language,
      orderNumber: order.orderNumber,
      parties: { client: contact.name, provider: order.providerName, expert: expert.name },
      createdAt: order.createdAt,
    });
    const blobKey = newBlobKey('drafts');
    await blobs.put(blobKey, bytes, 'application/pdf');
    const row = await db.transaction(async (tx) => {
      const inserted = await draftStore.insert(tx, { orderId, version: 1, source: 'generated', blobKey, size: bytes.byteLength });
      await tx.delete(draftJobs).where(eq(draftJobs.orderId, orderId));
      return inserted;
    });
    if (row) return 'created';
    // Another renderer was first: its version 1 stands, and this copy is no one's.
    await blobs.delete(blobKey).catch((error: unknown) => log.warn({ err: error, blobKey }, 'a spare first draft’s file was not deleted'));
    return 'exists';
  }

  /** One due job, leased to this instance, or null when none is due. */
  async function claim(): Promise<number | null> {
    const result = await db.execute(sql`
      UPDATE ${draftJobs} SET run_after = now() + ${LEASE}, attempts = attempts + 1
      WHERE order_id = (
        SELECT order_id FROM ${draftJobs} WHERE run_after <= now() AND attempts < ${MAX_ATTEMPTS}
        ORDER BY run_after, order_id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING order_id::float8 AS order_id, attempts`);
    const [row] = (result as unknown as { rows: Array<{ order_id: number }> }).rows;
    return row ? Number(row.order_id) : null;
  }

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  async function drain(): Promise<void> {
    for (let orderId = await claim(); orderId !== null && !stopped; orderId = await claim()) {
      try {
        await generate(orderId);
      } catch (error) {
        // Left leased: tried again once the lease ends, at most MAX_ATTEMPTS times in all.
        log.error({ err: error, orderId }, 'a first draft could not be generated');
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(draftJobs)
          .set({ lastError: message.slice(0, 500) })
          .where(eq(draftJobs.orderId, orderId))
          .catch(() => {});
      }
    }
  }

  /** Drains the queue now, once at a time per instance; a kick during a drain drains again after it. */
  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'the first drafts’ queue could not be read'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          kick();
        }
      });
  }

  const timer = sweepMs > 0 ? setInterval(kick, sweepMs) : null;
  timer?.unref();

  return {
    generate,
    kick,
    /** Resolves once nothing is being rendered (tests wait for the queue; shutdown waits too). */
    async idle(): Promise<void> {
      while (running) await running;
    },
    async close(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}

export type FirstDrafts = ReturnType<typeof createFirstDrafts>;
