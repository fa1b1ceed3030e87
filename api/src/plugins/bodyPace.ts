/**
 * A request body must keep coming. Uploads of 10 MB over a phone link take minutes, so the
 * server's request timeout is only a ceiling (app.ts); instead, every window a body still
 * arriving must have brought at least `minBytesPerWindow` more. A client that trickles bytes to
 * hold a socket is answered 408 with the reason, and its connection is closed.
 */
import fp from 'fastify-plugin';
import type { IncomingHttpHeaders } from 'node:http';
import { problem, sendProblem } from '../problems';

export interface BodyPace {
  windowMs: number;
  minBytesPerWindow: number;
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

export default fp<BodyPace>(
  async (app, { windowMs, minBytesPerWindow }) => {
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      if (raw.complete || !hasBody(raw.headers)) return;
      const socket = raw.socket;
      // Bytes of the socket, not of the stream: reading the stream here would take the body from its parser.
      let seen = socket.bytesRead;
      const timer = setInterval(() => {
        if (raw.complete || reply.sent || socket.destroyed) return clearInterval(timer);
        const read = socket.bytesRead;
        if (read - seen >= minBytesPerWindow) {
          seen = read;
          return;
        }
        clearInterval(timer);
        // The rest of the body is never read: the answer goes out, then the connection ends.
        reply.raw.once('finish', () => socket.destroy());
        sendProblem(
          reply,
          problem(
            408,
            `The upload is too slow: less than ${Math.round(minBytesPerWindow / 1024)} KB arrived in ${windowMs / 1000} seconds. Try again on a steadier connection.`,
            { title: 'Upload too slow' },
          ),
          { connection: 'close' },
        );
      }, windowMs);
      timer.unref();
      reply.raw.once('close', () => clearInterval(timer));
    });
  },
  { name: 'body-pace' },
);
