/**
 * Blobs in the `blobs` table (bytea): the default store, the same on PGlite and PostgreSQL, so a
 * fresh checkout keeps uploads with nothing else to run. Fine for documents of at most 10 MB;
 * object storage (s3BlobStore) is there for a deployment that outgrows its database.
 *
 * The bytes cross the driver as base64 text, decoded and encoded by the database: PGlite
 * serialises a binary parameter byte by byte (a 10 MB put took 7–18 s here, base64 0.5–3 s),
 * and node-postgres sends bytea as hex text anyway.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blobs } from '../db/schema';
import { assertBlobKey, type BlobStore } from './blobStore';

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

export function databaseBlobStore(db: Db): BlobStore {
  return {
    kind: 'database',
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      await db
        .insert(blobs)
        .values({ key, contentType, size: bytes.byteLength, bytes: sql`decode(${toBase64(bytes)}, 'base64')` })
        // `excluded`: the bytes are sent once, not a second time for the update.
        .onConflictDoUpdate({ target: blobs.key, set: { contentType: sql`excluded.content_type`, size: sql`excluded.size`, bytes: sql`excluded.bytes` } });
    },
    async get(key) {
      assertBlobKey(key);
      const [row] = await db
        .select({ base64: sql<string>`encode(${blobs.bytes}, 'base64')`, contentType: blobs.contentType })
        .from(blobs)
        .where(eq(blobs.key, key))
        .limit(1);
      // PostgreSQL breaks base64 into 76-character lines; Node's decoder skips the line breaks.
      return row && { bytes: new Uint8Array(Buffer.from(row.base64, 'base64')), contentType: row.contentType };
    },
    async delete(key) {
      assertBlobKey(key);
      await db.delete(blobs).where(eq(blobs.key, key));
    },
  };
}
