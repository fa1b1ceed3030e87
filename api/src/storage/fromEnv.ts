/**
 * Which BlobStore the server uses, from its environment: S3-compatible storage when S3_BUCKET is
 * set, else the database (main.ts). A half-made S3 configuration stops the start-up with what is missing,
 * rather than quietly keeping files in the database an operator thought was not holding them.
 */
import type { S3Settings } from './s3BlobStore';

type Env = Record<string, string | undefined>;

/** The S3 settings in the environment, null when S3 is not configured; throws when it is only partly. */
export function s3SettingsFromEnv(env: Env): S3Settings | null {
  const named = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'].filter(
    (name) => env[name],
  );
  if (named.length === 0) return null;
  if (!env.S3_BUCKET)
    throw new Error(
      `${named.join(', ')} ${named.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set it, or unset the S3_* variables to keep files in the database.`,
    );
  const id = env.S3_ACCESS_KEY_ID;
  const secret = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(id) !== Boolean(secret))
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK then finds credentials itself).');
  const prefix = env.S3_PREFIX?.replace(/^\/+/, '');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : undefined,
    // Self-hosted services (MinIO, s3rver) want path-style addresses; AWS itself prefers virtual hosts.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    prefix: prefix ? `${prefix.replace(/\/*$/, '')}/` : undefined,
  };
}
