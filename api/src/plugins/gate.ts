/**
 * The database's concurrency gate as a plugin. A request takes a place after its body is read (a
 * slow upload holds none) and gives it back as soon as its answer is ready, before it is written:
 * a client that stops reading (or pipelines requests it never reads) cannot keep places, and one
 * that hangs up while queued leaves the queue. Writing a response that the client does not read
 * ends with the socket's inactivity timeout (`connectionTimeout` in app.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { apiRoutes } from '@nyaya/shared/api';
import type { Gate } from '../gate';
import { problem, sendProblem } from '../problems';

const released = new WeakMap<FastifyRequest, () => void>();

export default fp(
  async (app, { gate }: { gate: Gate }) => {
    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.url === apiRoutes.health || request.routeOptions.url === undefined) return;
      const hungUp = new AbortController();
      const abort = () => hungUp.abort();
      const socket = request.raw.socket;
      if (socket.destroyed) return reply.hijack();
      socket.once('close', abort);
      reply.raw.once('close', abort);
      const entered = gate.enter(hungUp.signal);
      if (!entered) {
        socket.off('close', abort);
        return sendProblem(reply, problem(503, 'The service is busy; try again in a moment.'), { 'retry-after': '1' });
      }
      let release: () => void;
      try {
        release = await entered;
      } catch {
        // Gone while queued: nobody to answer.
        socket.off('close', abort);
        return reply.hijack();
      }
      socket.off('close', abort);
      released.set(request, release);
      // Whatever happens next (an error, a hang-up mid-query), the place is given back.
      reply.raw.once('close', release);
    });
    const giveBack = async (request: FastifyRequest) => released.get(request)?.();
    // The answer is ready: the database is done with this request, whether or not it is ever read.
    app.addHook('onSend', async (request, _reply, payload) => {
      await giveBack(request);
      return payload;
    });
    app.addHook('onResponse', giveBack);
    app.addHook('onRequestAbort', giveBack);
  },
  { name: 'gate' },
);
