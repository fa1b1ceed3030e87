/**
 * Drafts in the database: their rows only (the bytes are in the BlobStore). Reads take a `Db`,
 * which may be a transaction: on PGlite a query outside an open transaction would wait for it.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { drafts } from '../db/schema';

export type DraftRow = typeof drafts.$inferSelect;
export type NewDraft = Omit<typeof drafts.$inferInsert, 'id'>;

/** Versions an order may have at most: a first draft and rounds of corrections, not a file store. */
export const MAX_DRAFT_VERSIONS = 20;

export const draftStore = {
  /** Every version, the newest first. */
  async ofOrder(db: Db, orderId: number): Promise<DraftRow[]> {
    return db.select().from(drafts).where(eq(drafts.orderId, orderId)).orderBy(desc(drafts.version)).limit(MAX_DRAFT_VERSIONS);
  },

  async version(db: Db, orderId: number, version: number): Promise<DraftRow | undefined> {
    const [row] = await db
      .select()
      .from(drafts)
      .where(and(eq(drafts.orderId, orderId), eq(drafts.version, version)))
      .limit(1);
    return row;
  },

  async latest(db: Db, orderId: number): Promise<DraftRow | undefined> {
    const [row] = await db.select().from(drafts).where(eq(drafts.orderId, orderId)).orderBy(desc(drafts.version)).limit(1);
    return row;
  },

  /** The version the client has: the latest delivered one. */
  async latestDelivered(db: Db, orderId: number): Promise<DraftRow | undefined> {
    const [row] = await db
      .select()
      .from(drafts)
      .where(and(eq(drafts.orderId, orderId), isNotNull(drafts.deliveredAt)))
      .orderBy(desc(drafts.version))
      .limit(1);
    return row;
  },

  async byKey(db: Db, orderId: number, idempotencyKey: string): Promise<DraftRow | undefined> {
    const [row] = await db
      .select()
      .from(drafts)
      .where(and(eq(drafts.orderId, orderId), eq(drafts.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row;
  },

  /** The new row, or undefined when the version (or the upload's key) is already there: a race lost, nothing written. */
  async insert(db: Db, draft: NewDraft): Promise<DraftRow | undefined> {
    const [row] = await db.insert(drafts).values(draft).onConflictDoNothing().returning();
    return row;
  },
};
