/**
 * The API as a Fastify app, built around an open database: `main.ts` listens with it, the tests
 * call it in-process (`app.inject`) or through a real port.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { apiRoutes } from '@nyaya/shared/api';
import { bookingRoutes } from './bookings';
import { ping, type Database } from './db/database';
import { createGate, type Gate } from './gate';
import { orderRoutes } from './orders';
import { ProblemError, problem, sendProblem } from './problems';
import { createSessions, sessionSecret } from './session';

/** Bodies of orders and bookings are a few KB; anything over this is refused with 413. */
export const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  database: Database;
  /** Fastify's pino logger options; false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** The cookie-signing secret (`SESSION_SECRET`); without it one kept in the database is used. */
  sessionSecret?: string;
  /**
   * The concurrency limit in front of the database: PGlite runs one query at a time, so by default
   * few requests use it at once and a short queue waits; PostgreSQL takes many more.
   */
  gate?: Gate;
  /** Writes (POST) per minute per client address; loopback is exempt unless `limitLoopback`. */
  writesPerMinute?: number;
  limitLoopback?: boolean;
  /** Which proxies to believe for X-Forwarded-For/-Proto (proxy-addr syntax); loopback by default. */
  trustProxy?: string;
  /** The clock the slots and bookings are checked against (tests pin it). */
  now?: () => number;
}

export function defaultGate(kind: Database['kind']): Gate {
  return kind === 'pglite' ? createGate({ concurrency: 4, queue: 64 }) : createGate({ concurrency: 64, queue: 1024 });
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Answers for the errors Fastify raises itself, in words a person can act on. */
const fastifyErrors: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: `The request body is over ${BODY_LIMIT / 1024} KB.` },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Send the body as JSON (Content-Type: application/json).' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'The body is empty; send a JSON object.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'The Content-Length does not match the body.' },
  FST_ERR_BAD_URL: { status: 400, detail: 'The URL is malformed.' },
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, now = Date.now } = options;
  const { db } = database;
  const gate = options.gate ?? defaultGate(database.kind);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? 'loopback',
    routerOptions: { maxParamLength: 200 },
    // A request (headers and body) that takes longer than this is cut off: slow clients hold no socket for ever.
    requestTimeout: 30_000,
  }) as unknown as FastifyInstance;

  const secret = await sessionSecret(db, options.sessionSecret);
  await app.register(cookie, { secret });
  const sessions = createSessions(secret);
  await app.register(rateLimit, {
    global: false,
    allowList: (request) => !options.limitLoopback && LOOPBACK.test(request.ip),
    errorResponseBuilder: (_request, context) => new ProblemError(problem(429, `Too many changes from this address; try again in ${context.after}.`)),
  });
  const writeLimit = { max: options.writesPerMinute ?? 120, timeWindow: 60_000 };

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    reply.header('referrer-policy', 'no-referrer');
    return payload;
  });

  // The database's concurrency limit: requests beyond it and its queue get 503 + Retry-After at once.
  // After the body is read, so a slow upload does not hold a place.
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.url === apiRoutes.health || request.routeOptions.url === undefined) return;
    const entered = gate.enter();
    if (!entered) {
      return sendProblem(reply, problem(503, 'The service is busy; try again in a moment.'), { 'retry-after': '1' });
    }
    const release = await entered;
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  });

  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    if (error instanceof ProblemError) return sendProblem(reply, error.problem, error.headers);
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return sendProblem(reply, problem(known.status, known.detail));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(reply, problem(status));
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, problem(500, 'Something went wrong on our side. Try again in a moment.'));
  });

  app.setNotFoundHandler((_request, reply) => sendProblem(reply, problem(404, 'There is nothing at this address.')));

  app.get(apiRoutes.health, async (_request, reply) => {
    try {
      await ping(db);
      return { ok: true, db: database.kind };
    } catch {
      return sendProblem(reply, problem(503, 'The database is not answering.'), { 'retry-after': '5' });
    }
  });
  orderRoutes(app, { db, sessions, writeLimit });
  bookingRoutes(app, { db, sessions, writeLimit, now });
  return app;
}
