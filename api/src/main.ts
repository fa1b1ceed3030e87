/**
 * Starts the API: PGlite in-process unless DATABASE_URL names a PostgreSQL; migrations applied,
 * then it listens on PORT (default NYAYA_PORT_BASE + 5, i.e. 3005).
 *
 *   PORT            port to listen on (default 3005, or NYAYA_PORT_BASE + 5)
 *   HOST            address to listen on (default 127.0.0.1; 0.0.0.0 behind a load balancer)
 *   DATABASE_URL    postgres://… ; absent: PGlite in NYAYA_DATA_DIR (default api/.data/pglite)
 *   NYAYA_DATA_FRESH=1     start PGlite on an empty database (the e2e suite's throwaway data)
 *   SERVER_SECRET   keys the sign-in codes' hashes (32+ characters); absent: one kept in the database
 *   TRUSTED_PROXIES proxies whose X-Forwarded-For/-Proto/-Host to believe, comma-separated
 *                   addresses or CIDRs (loopback, 127.0.0.1 and ::1, always; TRUST_PROXY is the old name)
 *   ALLOWED_ORIGINS other origins allowed to make changes, comma-separated (default: only the API's own)
 *   RATE_LIMIT_LOOPBACK=1  rate-limit loopback clients by address too (they are exempt by default)
 *   WRITES_PER_MINUTE      writes per client address (IPv6: /64) and per session per minute (default 120)
 *   PG_STATEMENT_TIMEOUT_MS  PostgreSQL's statement_timeout for the pool (default 10000)
 *   No SMS provider is configured in this release: codes are shown on screen (test mode).
 *   API_CONCURRENCY / API_QUEUE  the database's concurrency limit and queue
 *   LOG_LEVEL       pino level (default info)
 *   NOTIFICATION_WORKER=0  do not send the notification outbox or run the next-hour job in this instance
 *                   (another instance does); notifications are logged, no provider is configured
 *   S3_BUCKET       keep uploaded files in S3-compatible storage (absent: in the database); with
 *                   S3_ENDPOINT (a non-AWS service), S3_REGION (default us-east-1), S3_ACCESS_KEY_ID
 *                   and S3_SECRET_ACCESS_KEY (absent: the AWS SDK's own chain), S3_FORCE_PATH_STYLE=1
 *                   (default when S3_ENDPOINT is set), S3_PREFIX (a folder in the bucket)
 */
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { API_PORT_OFFSET } from '@nyaya/shared/api';
import { compileMessagesAtRunTime } from '@nyaya/shared/i18n';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { workerRenderer } from './drafts/workerRenderer';
import { createGate } from './gate';
import { s3SettingsFromEnv } from './storage/fromEnv';
import { s3BlobStore } from './storage/s3BlobStore';

// The shared rules' messages (validation) are ICU text here, not compiled by a build.
compileMessagesAtRunTime(compileMessage);

const env = process.env;
const port = Number(env.PORT ?? Number(env.NYAYA_PORT_BASE ?? 3000) + API_PORT_OFFSET);
const fresh = env.NYAYA_DATA_FRESH === '1';
// Read before the database opens: a half-made S3 configuration stops the start-up with what is missing.
const s3 = s3SettingsFromEnv(env);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL || undefined,
  // A throwaway database gets a folder of its own per port, emptied at each start.
  dataDir: env.NYAYA_DATA_DIR || (fresh ? fileURLToPath(new URL(`../.data/pglite-fresh-${port}`, import.meta.url)) : undefined),
  fresh,
  poolSize: env.PG_POOL_SIZE ? Number(env.PG_POOL_SIZE) : undefined,
  statementTimeoutMs: env.PG_STATEMENT_TIMEOUT_MS ? Number(env.PG_STATEMENT_TIMEOUT_MS) : undefined,
});
// First drafts are rendered in a worker thread: 20–70 ms of shaping each, which here would hold up requests.
const renderer = workerRenderer();
const app = await buildApp({
  database,
  renderDraft: renderer,
  logger: { level: env.LOG_LEVEL ?? 'info' },
  serverSecret: env.SERVER_SECRET || undefined,
  trustedProxies: env.TRUSTED_PROXIES || env.TRUST_PROXY || undefined,
  allowedOrigins: env.ALLOWED_ORIGINS ? env.ALLOWED_ORIGINS.split(',').map((origin) => origin.trim()) : undefined,
  limitLoopback: env.RATE_LIMIT_LOOPBACK === '1',
  writesPerMinute: env.WRITES_PER_MINUTE ? Number(env.WRITES_PER_MINUTE) : undefined,
  blobStore: s3 ? s3BlobStore(s3) : undefined,
  notificationWorker: env.NOTIFICATION_WORKER !== '0',
  newAccountMs: env.NEW_ACCOUNT_HOURS ? Number(env.NEW_ACCOUNT_HOURS) * 60 * 60 * 1000 : undefined,
  gate: env.API_CONCURRENCY ? createGate({ concurrency: Number(env.API_CONCURRENCY), queue: Number(env.API_QUEUE ?? 64) }) : undefined,
});

// A real database with codes shown on screen: anyone could sign in as anyone. Say so, loudly: on
// stderr as it is (a box a person sees) and in the log (where an operator's alerting looks).
if (database.kind === 'postgres') {
  const warning = [
    '************************************************************************************',
    '*  TEST MODE on a real database: no SMS provider is configured, so sign-in codes   *',
    '*  are shown ON SCREEN to whoever asks, and payments are simulated. Anyone can     *',
    '*  sign in as any number. Configure an SMS provider before real users arrive.      *',
    '************************************************************************************',
  ].join('\n');
  process.stderr.write(`\n${warning}\n\n`);
  app.log.error('TEST MODE on a real database: sign-in codes are shown on screen; anyone can sign in as any number.');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await renderer.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Started by delivery/src/server/main.ts: stop when it goes, however it went.
process.on('disconnect', () => void shutdown('parent gone'));

try {
  await app.listen({ port, host: env.HOST ?? '127.0.0.1' });
} catch (error) {
  const inUse = (error as { code?: string }).code === 'EADDRINUSE';
  app.log.error(
    inUse ? `Port ${port} is already in use: stop what uses it, or set PORT (or NYAYA_PORT_BASE).` : `Cannot listen on port ${port}: ${String(error)}`,
  );
  await database.close();
  process.exit(1);
}
app.log.info(`Nyaya API on ${database.kind} at http://${env.HOST ?? '127.0.0.1'}:${port}`);
