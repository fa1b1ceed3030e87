/**
 * The API as a Fastify app, laid out as fastify-cli's templates do: plugins (security headers,
 * problems, the database, sessions, the concurrency gate, rate limits, live conversations) registered first, then one
 * plugin per route group. `main.ts` listens with it; the tests call it in-process (`app.inject`)
 * or through a real port.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { UPLOAD_PACE } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { createSignInCodes } from './accounts/codes';
import { testSmsProvider, type SmsProvider } from './accounts/sms';
import type { Database } from './db/database';
import { createGate, type Gate } from './gate';
import { testGateway, type PaymentGateway } from './payment/gateway';
import bodyPacePlugin, { type BodyPace } from './plugins/bodyPace';
import conversationsPlugin from './plugins/conversations';
import discussionsLivePlugin from './plugins/discussionsLive';
import databasePlugin from './plugins/database';
import gatePlugin from './plugins/gate';
import problemsPlugin, { BODY_LIMIT, clientErrorHandler } from './plugins/problems';
import rateLimitsPlugin from './plugins/rateLimits';
import securityHeadersPlugin from './plugins/securityHeaders';
import sessionsPlugin from './plugins/sessions';
import storagePlugin from './plugins/storage';
import { renderDraft } from './drafts';
import type { DraftRenderer } from './drafts/firstDraft';
import { hasDeliveredDraft, type HasDeliveredDraft } from './orders/deliveredDraft';
import draftsPlugin from './plugins/drafts';
import notificationsPlugin from './plugins/notifications';
import { loggingNotifier, type Notifier } from './notifications/notifier';
import authRoutes from './routes/auth';
import bookingRoutes from './routes/bookings';
import meetingsPlugin from './plugins/meetings';
import consoleRoutes from './routes/console';
import conversationRoutes from './routes/conversations';
import privateRoutes from './routes/private';
import discussionsRoutes from './routes/discussions';
import moderationRoutes from './routes/moderation';
import localEventsRoutes from './routes/localEvents';
import trendingRoutes from './routes/trending';
import spacesRoutes from './routes/spaces';
import documentRoutes from './routes/documents';
import documentReviewRoutes from './routes/documentReview';
import draftRoutes from './routes/drafts';
import healthRoutes from './routes/health';
import meRoutes from './routes/me';
import notificationRoutes from './routes/notifications';
import orderRoutes from './routes/orders';
import { serverSecret } from './secrets';
import type { BlobStore } from './storage/blobStore';
import { databaseBlobStore } from './storage/databaseBlobStore';

export { BODY_LIMIT };

export interface AppOptions {
  database: Database;
  /** Fastify's pino logger options; false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Keys the sign-in codes' HMAC (`SERVER_SECRET`); without it one kept in the database is used. */
  serverSecret?: string;
  /**
   * The concurrency limit in front of the database: PGlite runs one query at a time, so by default
   * few requests use it at once and a short queue waits; PostgreSQL takes many more.
   */
  gate?: Gate;
  /** Writes per minute per client address and per session; loopback addresses are exempt unless `limitLoopback`. */
  writesPerMinute?: number;
  limitLoopback?: boolean;
  /** Which proxies to believe for X-Forwarded-For/-Proto/-Host (proxy-addr syntax, comma-separated); loopback by default. */
  trustedProxies?: string;
  /** Origins besides the API's own allowed to make changes (`ALLOWED_ORIGINS`). */
  allowedOrigins?: string[];
  /** How codes reach phones; none is test mode (codes shown on screen and logged). */
  sms?: SmsProvider;
  /** A socket that neither sends nor takes data this long is closed (a response nobody reads ends). */
  socketTimeoutMs?: number;
  /** How fast a request body must keep arriving (plugins/bodyPace.ts); tests shorten the window. */
  bodyPace?: BodyPace;
  /** Takes and gives back money: test mode by default (payment/gateway.ts); tests count its calls. */
  gateway?: PaymentGateway;
  /** Where uploaded files are kept (storage/fromEnv.ts); the database by default. */
  blobStore?: BlobStore;
  /** Whether an order's draft was delivered (Delivery waits for it; orders/deliveredDraft.ts); tests may stand in. */
  hasDeliveredDraft?: HasDeliveredDraft;
  /** Renders first drafts: in this thread by default; the server passes a worker thread's (drafts/workerRenderer.ts). */
  renderDraft?: DraftRenderer;
  /** How often an instance looks for first drafts nobody rendered (ms; 0: only when it places an order). */
  draftSweepMs?: number;
  /** Live conversations' heartbeat and longest stream (live/sse.ts); tests shorten them. */
  eventStream?: { heartbeatMs?: number; maxMs?: number };
  /** How notifications leave (push, email, SMS); a logging one by default (no provider in this release). */
  notifier?: Notifier;
  /** Send the outbox and run the next-hour job on timers (the server); tests call them themselves. */
  notificationWorker?: boolean;
  /** The clock the slots, bookings, codes and limits are checked against (tests pin it). */
  now?: () => number;
  /**
   * How long an account counts as new for private messages (ms; 24 hours by default): a new account
   * writes only to members who wrote to it first. The e2e suite, whose accounts are all minutes
   * old, sets 0 (`NEW_ACCOUNT_HOURS`).
   */
  newAccountMs?: number;
}

export function defaultGate(kind: Database['kind']): Gate {
  return kind === 'pglite' ? createGate({ concurrency: 4, queue: 64 }) : createGate({ concurrency: 64, queue: 1024 });
}

/** Loopback (IPv4 and IPv6) is always a trusted proxy: the host's server forwards from there. */
export function trustProxySetting(configured: string | undefined): string {
  return ['loopback', ...(configured ?? '').split(',')]
    .map((entry) => entry.trim())
    .filter(Boolean)
    .join(',');
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, now = Date.now } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxySetting(options.trustedProxies),
    routerOptions: { maxParamLength: 200 },
    // A request (headers and body) that takes longer than this is cut off: slow clients hold no
    // socket for ever. Long, since a 10 MB upload on a phone takes minutes; bodyPace.ts cuts off
    // a body that stops coming well before.
    requestTimeout: UPLOAD_PACE.ceilingMs,
    // No bytes either way for this long (a client that stops reading its answers): the socket is closed.
    connectionTimeout: options.socketTimeoutMs ?? 30_000,
    clientErrorHandler,
  }) as unknown as FastifyInstance;

  const sms = options.sms ?? testSmsProvider(app.log);
  await app.register(securityHeadersPlugin);
  await app.register(bodyPacePlugin, options.bodyPace ?? UPLOAD_PACE);
  await app.register(problemsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(storagePlugin, { store: options.blobStore ?? databaseBlobStore(database.db) });
  await app.register(meetingsPlugin, { configuredSecret: options.serverSecret });
  await app.register(draftsPlugin, { render: options.renderDraft ?? renderDraft, sweepMs: options.draftSweepMs ?? 30_000 });
  await app.register(sessionsPlugin, { now, allowedOrigins: options.allowedOrigins });
  await app.register(gatePlugin, { gate: options.gate ?? defaultGate(database.kind) });
  await app.register(rateLimitsPlugin, { now, writesPerMinute: options.writesPerMinute ?? 120, limitLoopback: options.limitLoopback ?? false });
  // Live delivery (one LISTEN per instance) and the "new message" hooks: before any plugin that registers one.
  await app.register(conversationsPlugin, { database });
  await app.register(discussionsLivePlugin, { database, now });
  // After the conversations': it registers their "new message" hook.
  await app.register(notificationsPlugin, { notifier: options.notifier ?? loggingNotifier(app.log), now, worker: options.notificationWorker ?? false });

  const codes = createSignInCodes(database.db, { now, secret: await serverSecret(database.db, 'sign-in-codes', options.serverSecret) });
  await app.register(healthRoutes);
  const gateway = options.gateway ?? testGateway;
  await app.register(orderRoutes, { gateway, now });
  await app.register(documentRoutes);
  await app.register(documentReviewRoutes, { now });
  await app.register(draftRoutes, { now });
  await app.register(bookingRoutes, { gateway, now });
  await app.register(authRoutes, { codes, sms, now });
  await app.register(meRoutes, { now, testMode: sms.testMode });
  await app.register(notificationRoutes, { now });
  await app.register(consoleRoutes, { now, hasDeliveredDraft: options.hasDeliveredDraft ?? hasDeliveredDraft });
  await app.register(conversationRoutes, { eventStream: options.eventStream, now, newAccountMs: options.newAccountMs });
  await app.register(privateRoutes, { database, now });
  await app.register(discussionsRoutes, { now, eventStream: options.eventStream });
  await app.register(moderationRoutes, { now });
  await app.register(localEventsRoutes, { now });
  await app.register(trendingRoutes, { now });
  await app.register(spacesRoutes, { now });
  return app;
}
