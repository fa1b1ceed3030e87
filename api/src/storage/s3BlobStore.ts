/**
 * Blobs in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …) through the AWS SDK.
 * Chosen when S3_BUCKET is set (storage/fromEnv.ts); the API tests run it against s3rver.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertBlobKey, type BlobStore } from './blobStore';

export interface S3Settings {
  bucket: string;
  region: string;
  /** A non-AWS service's address (https://minio.example.in); absent: AWS itself. */
  endpoint?: string;
  /** Absent: the SDK's own chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket.host/key` does not resolve on most self-hosted services: use `host/bucket/key`. */
  forcePathStyle?: boolean;
  /** Prefix of every key, so one bucket can hold several deployments' files. */
  prefix?: string;
}

const notThere = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function s3BlobStore(settings: S3Settings, client = new S3Client(clientConfig(settings))): BlobStore & { client: S3Client } {
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertBlobKey(key);
    return `${settings.prefix ?? ''}${key}`;
  };
  return {
    kind: 's3',
    client,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return undefined;
        return { bytes: await object.Body.transformToByteArray(), contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (notThere(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that holds nothing, so a retried delete is not an error.
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

export function clientConfig(settings: S3Settings) {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle ?? false,
    // A stalled storage service must not hold a request (and its gate place) for ever.
    requestHandler: { requestTimeout: 20_000, connectionTimeout: 5_000 },
    maxAttempts: 3,
  };
}
