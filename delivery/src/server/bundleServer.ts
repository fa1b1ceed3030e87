/**
 * One bundle served over HTTP with Fastify: the host (its pages, its files, remotes.json and the
 * API at /api) or a remote (its federated container's files). Static files come from
 * @fastify/static with the build's brotli/gzip files (chosen by Accept-Encoding, q-values
 * honoured), conditional GETs and ranges; pages from deepLinks.ts, compressed once and kept.
 *
 * Nothing a client or a deploy does can stop the process: a malformed URL is a 400, a missing
 * or vanishing file a 404, idle and slow connections are closed by the timeouts below, and the
 * number of connections is capped.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname } from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { BundleName } from '../manifest';
import { isApiPath, proxyToApi } from './apiProxy';
import { forwardedProto, trustedProxies, type TrustProxy } from './forwarded';
import { HTML_LANG, localeOfRequest, type Locale } from '@nyaya/shared/rules/language';
import { UPLOAD_PACE } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import type { deepLinkPages, Page } from './deepLinks';
import type { Deployment } from './deployment';
import { cacheControlFor, corsHeaders, securityHeaders } from './headers';

/**
 * Timeouts (ms): an idle or trickling connection is closed, so it cannot hold a slot for long.
 * The host's requests may carry uploads to the API, which take minutes on a phone: there the
 * request's limit is the API's ceiling, and the API cuts off a body that stops coming.
 */
export const TIMEOUTS = { idle: 10_000, keepAlive: 5_000, headers: 10_000, request: 15_000, upload: UPLOAD_PACE.ceilingMs } as const;
/** Open connections per port; beyond it a new connection is refused at once rather than queued. */
export const MAX_CONNECTIONS = 8_000;

/** Files a browser never needs: build stats, the delivery manifest, the precompressed copies by name. */
const PRIVATE_FILE = /(^|\/)(mf-stats\.json|delivery\.json)$|\.(br|gz|map)$/;
/** A missing file of these types is a 404; any other missing path of the host is an app route. */
const ASSET_TYPES = new Set(['.js', '.css', '.json', '.svg', '.png', '.ico', '.txt', '.webmanifest', '.map', '.br', '.gz', '.woff2']);

export interface BundleServerOptions {
  name: BundleName;
  port: number;
  deployment: Deployment;
  /** the host's pages (deepLinkPages); remotes have none */
  pages?: ReturnType<typeof deepLinkPages>;
  /** where the API listens (the host forwards /api to it) */
  apiPort?: number;
  /** the proxies in front whose X-Forwarded-* to believe (TRUSTED_PROXIES); loopback by default */
  trust?: TrustProxy;
}

/** The visitor's language (remembered choice, else Accept-Language), and the headers that say a page depends on it. */
function pageLocale(request: FastifyRequest, reply: FastifyReply): Locale {
  const locale = localeOfRequest(request.headers.cookie, request.headers['accept-language']);
  reply.header('Content-Language', HTML_LANG[locale]).header('Vary', 'Accept-Encoding, Cookie, Accept-Language');
  return locale;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('ETag', page.etag);
  const tags = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(page.etag) || tags.includes('*')) return reply.code(304).send();
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not found');
}

export async function bundleServer({
  name,
  port,
  deployment,
  pages,
  apiPort,
  trust = trustedProxies(undefined).trust,
}: BundleServerOptions): Promise<FastifyInstance> {
  const isHost = name === 'host';
  const requestTimeout = isHost ? TIMEOUTS.upload : TIMEOUTS.request;
  // HTTPS as the browser used it (a trusted load balancer's X-Forwarded-Proto counts): HSTS goes with it.
  const isHttps = (request: FastifyRequest) => forwardedProto(request.raw, trust) === 'https';
  let server: Server | undefined;
  const app = Fastify({
    logger: false,
    // Long ids (10,000 characters, twice in one URL) must reach the app, which answers them with a clear page.
    routerOptions: { maxParamLength: 20_000 },
    connectionTimeout: TIMEOUTS.idle,
    keepAliveTimeout: TIMEOUTS.keepAlive,
    requestTimeout,
    return503OnClosing: true,
    // A malformed URL (bad percent-encoding) is a 400 that echoes nothing back; so is any other
    // request the framework itself rejects.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.headers(headers(false));
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Bad request');
    },
    trustProxy: trust,
    serverFactory: (handler) => {
      server = createServer(
        { maxHeaderSize: 64 * 1024, headersTimeout: TIMEOUTS.headers, requestTimeout, keepAliveTimeout: TIMEOUTS.keepAlive },
        handler as (request: IncomingMessage, response: ServerResponse) => void,
      );
      server.maxConnections = MAX_CONNECTIONS;
      return server;
    },
  });

  // Computed again only when remotes.json changes (the CSP names the remotes' origins).
  let headersFor = { origins: [] as string[], http: {} as Record<string, string>, https: {} as Record<string, string> };
  const headers = (https: boolean) => {
    const origins = deployment.remoteOrigins();
    if (origins !== headersFor.origins) {
      headersFor = {
        origins,
        http: securityHeaders({ remoteOrigins: origins, https: false }),
        https: securityHeaders({ remoteOrigins: origins, https: true }),
      };
    }
    return https ? headersFor.https : headersFor.http;
  };

  // Every answer carries the security headers, whatever it is; a remote's also its CORS answer.
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers(isHttps(request)));
    if (!isHost) reply.headers(corsHeaders(request.headers.origin, deployment.hostOrigins()));
  });

  if (isHost && apiPort !== undefined) {
    // Before any body parsing: the request streams through to the API as it came.
    app.addHook('onRequest', async (request, reply) => {
      if (!isApiPath(request.url)) return;
      reply.hijack();
      const extra = securityHeaders({ remoteOrigins: [], https: isHttps(request) });
      delete extra['Content-Security-Policy'];
      proxyToApi(request.raw, reply.raw, apiPort, { extraHeaders: extra, trust });
    });
  }

  if (isHost && pages) {
    // An app route (any path that is not a file type) is a page, before the static files are
    // looked at: ids are the user's to choose (`/lawyer-profile/%00` gets the app's answer).
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/' || url.pathname === '/remotes.json' || isApiPath(url.pathname)) return;
      if (ASSET_TYPES.has(extname(url.pathname).toLowerCase())) return;
      const page = await pages(url, pageLocale(request, reply));
      if (!page) return reply.code(503).header('Retry-After', '5').type('text/plain; charset=utf-8').send('Nyaya is being deployed; try again in a moment.');
      return sendPage(request, reply, page);
    });
  }

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyStatic, {
    root: deployment.distOf(name),
    preCompressed: true,
    index: false,
    redirect: false,
    cacheControl: false,
    dotfiles: 'deny',
    allowedPath: (pathname) => !PRIVATE_FILE.test(pathname),
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', cacheControlFor(path.slice(deployment.distOf(name).length + 1)));
    },
  });

  if (isHost) {
    app.get('/', (request, reply) => {
      const locale = pageLocale(request, reply);
      return reply.header('Cache-Control', 'no-cache').sendFile(deployment.host.get()?.home[locale] ?? 'index.html');
    });
    app.get('/remotes.json', (_request, reply) => {
      const text = deployment.remoteConfigText();
      if (text === null) return notFound(reply);
      return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(text);
    });
  }

  if (!isHost) {
    app.options('/*', (_request, reply) =>
      reply.code(204).header('Access-Control-Allow-Methods', 'GET, HEAD').header('Access-Control-Max-Age', '86400').send(),
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD').send();
    // A remote is a federated container, not a site: its 404 names nothing it was asked for.
    return notFound(reply);
  });

  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // Never the error's text: it can carry paths and whatever the client sent.
    reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Something went wrong' : 'Bad request');
  });

  await app.listen({ port, host: '::' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAFNOSUPPORT' && error.code !== 'EADDRNOTAVAIL') throw error;
    await app.listen({ port, host: '0.0.0.0' });
  });
  void server;
  return app;
}
