/**
 * The headers every API answer carries, set once each (`reply.header` replaces): JSON is never
 * cached, sniffed, framed or allowed to load anything. The host's server adds the page-wide ones
 * (HSTS, Permissions-Policy) to what it proxies and must not repeat these.
 */
import fp from 'fastify-plugin';

export const API_SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
} as const;

export default fp(
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.headers(API_SECURITY_HEADERS);
      return payload;
    });
  },
  { name: 'security-headers' },
);
