/**
 * Every error as a problem document (RFC 9457), whoever raised it: the routes (`ProblemError`),
 * Fastify (a body too large, malformed JSON), an unknown route, or Node's HTTP parser before
 * Fastify sees the request (headers too large: 431). Never a stack trace.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { PROBLEM_CONTENT_TYPE } from '@nyaya/shared/api';
import { ProblemError, problem, sendProblem } from '../problems';
import { API_SECURITY_HEADERS } from './securityHeaders';

/** Bodies of orders and bookings are a few KB; anything over this is refused with 413. */
export const BODY_LIMIT = 64 * 1024;

/** Answers for the errors Fastify raises itself, in words a person can act on. */
const fastifyErrors: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: `The request body is over ${BODY_LIMIT / 1024} KB.` },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Send the body as JSON (Content-Type: application/json).' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'The body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'The body is empty; send a JSON object.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'The Content-Length does not match the body.' },
  FST_ERR_BAD_URL: { status: 400, detail: 'The URL is malformed.' },
};

/** Errors of Node's HTTP parser, answered on the socket (Fastify's `clientErrorHandler`). */
const parserErrors: Record<string, { status: number; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'The request headers are too large (cookies or a long URL); clear this site’s cookies and try again.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request took too long to arrive.' },
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const known = (error.code && parserErrors[error.code]) || { status: 400, detail: 'The request is not valid HTTP.' };
  const body = JSON.stringify(problem(known.status, known.detail));
  const headers = { 'content-type': PROBLEM_CONTENT_TYPE, 'content-length': String(Buffer.byteLength(body)), connection: 'close', ...API_SECURITY_HEADERS };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\n${head}\r\n\r\n${body}`);
}

export default fp(
  async (app) => {
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
  },
  { name: 'problems' },
);
