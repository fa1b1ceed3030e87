/**
 * One contract, two stores: the database's (PGlite or PostgreSQL, as the run is) and S3's (against
 * s3rver). Whatever a route does with `app.blobs` must hold on both.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../src/storage/blobStore';
import { newBlobKey } from '../src/storage/blobStore';
import { databaseBlobStore } from '../src/storage/databaseBlobStore';
import { s3SettingsFromEnv } from '../src/storage/fromEnv';
import { startTestS3, type TestS3 } from './s3';
import { dbLabel, testDatabase } from './support';

let s3: TestS3;
let database: BlobStore;

beforeAll(async () => {
  s3 = await startTestS3();
  database = databaseBlobStore((await testDatabase()).database.db);
});
afterAll(async () => {
  await s3?.stop();
});

const stores: Array<[string, () => BlobStore]> = [
  [`database (${dbLabel})`, () => database],
  ['s3 (s3rver)', () => s3.store],
];

describe.each(stores)('BlobStore contract: %s', (_name, store) => {
  it('gives back exactly the bytes and the content type it was given, every byte value included', async () => {
    const key = newBlobKey('contract');
    const bytes = new Uint8Array(Array.from({ length: 512 }, (_, index) => index % 256));
    await store().put(key, bytes, 'application/pdf');
    const blob = await store().get(key);
    expect(blob?.contentType).toBe('application/pdf');
    expect(Buffer.from(blob!.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it('keeps a 10 MB blob whole', async () => {
    const key = newBlobKey('contract');
    const bytes = randomBytes(10 * 1024 * 1024);
    await store().put(key, bytes, 'image/png');
    const blob = await store().get(key);
    expect(blob?.bytes.byteLength).toBe(bytes.byteLength);
    expect(Buffer.from(blob!.bytes).equals(bytes)).toBe(true);
  });

  it('keeps an empty blob as empty, not as missing', async () => {
    const key = newBlobKey('contract');
    await store().put(key, new Uint8Array(0), 'application/octet-stream');
    expect((await store().get(key))?.bytes.byteLength).toBe(0);
  });

  it('replaces a blob put again under the same key', async () => {
    const key = newBlobKey('contract');
    await store().put(key, Buffer.from('first'), 'text/plain');
    await store().put(key, Buffer.from('second'), 'image/jpeg');
    const blob = await store().get(key);
    expect(Buffer.from(blob!.bytes).toString()).toBe('second');
    expect(blob?.contentType).toBe('image/jpeg');
  });

  it('answers undefined for a key that holds nothing, and after a delete', async () => {
    const key = newBlobKey('contract');
    expect(await store().get(key)).toBeUndefined();
    await store().put(key, Buffer.from('gone soon'), 'text/plain');
    await store().delete(key);
    expect(await store().get(key)).toBeUndefined();
    // A retried delete is not an error.
    await expect(store().delete(key)).resolves.toBeUndefined();
  });

  it('keeps blobs apart: deleting one leaves its neighbours', async () => {
    const keys = [newBlobKey('contract'), newBlobKey('contract'), newBlobKey('contract')];
    await Promise.all(keys.map((key, index) => store().put(key, Buffer.from(`blob ${index}`), 'text/plain')));
    await store().delete(keys[1]!);
    expect(Buffer.from((await store().get(keys[0]!))!.bytes).toString()).toBe('blob 0');
    expect(await store().get(keys[1]!)).toBeUndefined();
    expect(Buffer.from((await store().get(keys[2]!))!.bytes).toString()).toBe('blob 2');
  });

  it.each(['', '../etc/passwd', '/absolute', 'a//b', 'a/../b', 'spaces in it', 'x'.repeat(201), 'ünïcode'])('refuses the key %j', async (key) => {
    await expect(store().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Not a valid blob key/);
    await expect(store().get(key)).rejects.toThrow(/Not a valid blob key/);
    await expect(store().delete(key)).rejects.toThrow(/Not a valid blob key/);
  });
});

describe('S3 settings from the environment', () => {
  it('keeps files in the database when no S3_* variable is set', () => {
    expect(s3SettingsFromEnv({})).toBeNull();
  });

  it('reads a self-hosted service: path-style by default, credentials, a prefix folder', () => {
    expect(
      s3SettingsFromEnv({
        S3_BUCKET: 'docs',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: '/nyaya',
      }),
    ).toEqual({
      bucket: 'docs',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'nyaya/',
    });
  });

  it('leaves AWS itself virtual-hosted and its credentials to the SDK', () => {
    expect(s3SettingsFromEnv({ S3_BUCKET: 'docs', S3_REGION: 'ap-south-1' })).toMatchObject({
      region: 'ap-south-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('stops a half-made configuration with what is missing', () => {
    expect(() => s3SettingsFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ENDPOINT is set but S3_BUCKET is not/);
    expect(() => s3SettingsFromEnv({ S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'id' })).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
  });
});
