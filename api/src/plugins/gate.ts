/**
 * The database's concurrency gate as a plugin. A request takes a place after its body is read (a
 * slow upload holds none) and gives it back as soon as its answer is ready, before it is written:
 * a client that stops reading (or pipelines requests it never reads) cannot keep places, and one
 * that hangs up while queued leaves the queue. Writing a response that the client does not read
 * ends with the socket's inactivity timeout (`connectionTimeout` in app.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes } from '@nyaya/shared/api';
import type { Gate } from '../gate';
import { problem, sendProblem } from '../problems';

const released = new WeakMap<FastifyRequest, () => void>();

/**
 * Waits in the gate's queue, leaving it if the client hangs up meanwhile: the place, `busy` when
 * the queue is full, or `gone` when the client hung up while waiting.
 */
async function waitTurn(gate: Gate, request: FastifyRequest, reply: FastifyReply): Promise<(() => void) | 'busy' | 'gone'> {
  const hungUp = new AbortController();
  const abort = () => hungUp.abort();
  const socket = request.raw.socket;
  socket.once('close', abort);
  reply.raw.once('close', abort);
  try {
    const entered = gate.enter(hungUp.signal);
    return entered ? await entered : 'busy';
  } catch {
    return 'gone';
  } finally {
    socket.off('close', abort);
    reply.raw.off('close', abort);
  }
}

export default fp(
  async (app, { gate }: { gate: Gate }) => {
    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.url === apiRoutes.health || request.routeOptions.url === undefined) return;
      if (request.raw.socket.destroyed) return reply.hijack();
      // Room now (the usual case): no waiting, so nothing to listen for.
      const release = gate.tryEnter() ?? (await waitTurn(gate, request, reply));
      if (release === 'busy') return sendProblem(reply, problem(503, 'The service is busy; try again in a moment.'), { 'retry-after': '1' });
      // Gone while queued: nobody to answer.
      if (release === 'gone') return reply.hijack();
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
