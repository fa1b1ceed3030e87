/**
 * Where uploaded files live, behind one interface so the routes never know which: the database
 * (the default, so `pnpm start` needs nothing else) or S3-compatible object storage when
 * configured (`storage/fromEnv.ts`). Files are at most a few MB, so a blob is read and written
 * whole; streaming would add complexity for no gain at this size.
 */
import { randomBytes } from 'node:crypto';

export interface StoredBlob {
  bytes: Uint8Array;
  contentType: string;
}

export interface BlobStore {
  /** Which implementation this is, for logs and the health of a deployment ("database", "s3"). */
  readonly kind: string;
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The blob, or undefined when nothing is stored under the key. */
  get(key: string): Promise<StoredBlob | undefined>;
  /** Removes the blob; removing a key that holds nothing is not an error (a retried delete). */
  delete(key: string): Promise<void>;
}

/**
 * Keys are made by the server, never taken from a request: letters, digits and `-_./` segments, no
 * `..` and no leading slash, so a key means the same object on every store (S3 normalises paths).
 */
const KEY_PATTERN = /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9_./-]{0,199}$/;

export function assertBlobKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('//')) throw new Error(`Not a valid blob key: ${JSON.stringify(key.slice(0, 60))}`);
}

/** A new key under a prefix ("documents"), unguessable: 128 random bits. */
export function newBlobKey(prefix: string): string {
  const key = `${prefix}/${randomBytes(16).toString('base64url')}`;
  assertBlobKey(key);
  return key;
}
