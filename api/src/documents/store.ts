/**
 * Documents in the database: their rows only (the bytes are in the BlobStore). Written once per
 * (session, Idempotency-Key) as orders are; removed only while the expert has not reviewed them.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { documents } from '../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'createdAt' | 'reviewedAt' | 'refusedAt' | 'refusalReason' | 'refusalNote' | 'reviewKey'>;

/** Ids in URLs: 96 random bits, so one cannot be guessed from another (access is still checked). */
export const newDocumentId = () => randomBytes(12).toString('base64url');
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

/** An order's documents at most: a list of ten requirements with a few pages each, and no more. */
export const MAX_DOCUMENTS_PER_ORDER = 30;
/** Files for one requirement at most ("ID proof of every director": a few people, front and back). */
export const MAX_DOCUMENTS_PER_REQUIREMENT = 10;

export function createDocumentStore(db: Db) {
  return {
    async ofOrder(orderId: number): Promise<DocumentRow[]> {
      return db
        .select()
        .from(documents)
        .where(eq(documents.orderId, orderId))
        .orderBy(asc(documents.createdAt), asc(documents.id))
        .limit(MAX_DOCUMENTS_PER_ORDER * 2);
    },

    async byId(orderId: number, id: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.orderId, orderId), eq(documents.id, id)))
        .limit(1);
      return row;
    },

    async byKey(sessionId: string, idempotencyKey: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.uploaderSessionId, sessionId), eq(documents.idempotencyKey, idempotencyKey)))
        .limit(1);
      return row;
    },

    /** How many documents the order holds, in all and for one requirement. */
    async counts(orderId: number, requirement: string): Promise<{ total: number; forRequirement: number }> {
      const rows = await db
        .select({ requirement: documents.requirement, n: count() })
        .from(documents)
        .where(eq(documents.orderId, orderId))
        .groupBy(documents.requirement);
      return { total: rows.reduce((sum, row) => sum + row.n, 0), forRequirement: rows.find((row) => row.requirement === requirement)?.n ?? 0 };
    },

    /** The new row, or undefined when this session's key was used meanwhile (a concurrent retry). */
    async insert(document: NewDocument): Promise<DocumentRow | undefined> {
      const [row] = await db
        .insert(documents)
        .values({ ...document, id: newDocumentId() })
        .onConflictDoNothing({ target: [documents.uploaderSessionId, documents.idempotencyKey] })
        .returning();
      return row;
    },

    /** Removes a document not yet reviewed, in one statement (a review cannot slip in between); its blob key when it did. */
    async removeUnreviewed(orderId: number, id: string): Promise<string | undefined> {
      const [row] = await db
        .delete(documents)
        .where(and(eq(documents.orderId, orderId), eq(documents.id, id), isNull(documents.reviewedAt)))
        .returning({ blobKey: documents.blobKey });
      return row?.blobKey;
    },

    /** The expert has looked at it (the console): from now on it stays with the order. */
    async markReviewed(orderId: number, id: string, at: Date, reviewKey?: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .update(documents)
        .set({ reviewedAt: at, reviewKey: reviewKey ?? null })
        .where(and(eq(documents.orderId, orderId), eq(documents.id, id), isNull(documents.reviewedAt)))
        .returning();
      return row;
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
