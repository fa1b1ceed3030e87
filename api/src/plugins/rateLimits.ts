/**
 * Rate limits kept in PostgreSQL (limits/counters.ts), so every instance counts the same requests.
 * Writes (routes with `config: { writeLimit: true }`) are counted per client address (an IPv6
 * client by its /64) and per session. The address is Fastify's `request.ip`, which believes
 * X-Forwarded-For only from TRUSTED_PROXIES. Loopback clients (the e2e suite, the benchmarks) are
 * not counted by address unless `limitLoopback`; they still are by session.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { tooMany } from '../problems';
import { addressKey, isLoopback } from '../limits/clientAddress';
import { createCounters, type Counters, type Limit } from '../limits/counters';
import { hashToken, TOKEN_PATTERN } from '../sessions/store';
import { SESSION_COOKIE } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Count this route's requests against the per-minute write limits. */
    writeLimit?: boolean;
  }
  interface FastifyInstance {
    limits: Counters & {
      /** The client's address key (IPv4, or IPv6 /64), or null when loopback is exempt. */
      addressOf(request: FastifyRequest): string | null;
    };
  }
}

export interface RateLimitOptions {
  now: () => number;
  writesPerMinute: number;
  limitLoopback: boolean;
}

const MINUTE = 60_000;

export default fp(
  async (app, options: RateLimitOptions) => {
    const counters = createCounters(app.db, options.now);
    const addressOf = (request: FastifyRequest) => (!options.limitLoopback && isLoopback(request.ip) ? null : addressKey(request.ip));
    app.decorate('limits', { ...counters, addressOf });

    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.config.writeLimit) return;
      const limits: Limit[] = [];
      const address = addressOf(request);
      if (address) limits.push({ key: `write:addr:${address}`, max: options.writesPerMinute, windowMs: MINUTE });
      const token = request.cookies[SESSION_COOKIE];
      if (token && TOKEN_PATTERN.test(token)) limits.push({ key: `write:session:${hashToken(token)}`, max: options.writesPerMinute, windowMs: MINUTE });
      const verdict = await counters.hit(limits);
      if (!verdict.allowed) {
        const seconds = Math.ceil(verdict.retryAfterSeconds);
        const who = verdict.exceeded?.key.startsWith('write:session:') ? 'this browser' : 'this address';
        throw tooMany(`Too many changes from ${who}; try again in ${seconds} s.`, seconds);
      }
    });
  },
  { name: 'rate-limits', dependencies: ['database', 'sessions'] },
);
