/**
 * An S3-compatible server for the tests: s3rver in this process, on a free loopback port, keeping
 * its objects in a temporary folder removed when it stops. Its default credentials (S3RVER) are
 * checked like AWS's signatures, so a store that signs wrongly fails here too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { s3BlobStore, type S3Settings } from '../src/storage/s3BlobStore';

export const TEST_BUCKET = 'nyaya-test';

export interface TestS3 {
  settings: S3Settings;
  store: ReturnType<typeof s3BlobStore>;
  stop(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'nyaya-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: TEST_BUCKET }] });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix: 'test/',
  };
  const store = s3BlobStore(settings);
  return {
    settings,
    store,
    async stop() {
      store.client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
