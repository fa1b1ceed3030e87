/**
 * Live replies on a public discussion (issue 26): Server-Sent Events from a real socket, open to a
 * guest, each new reply once with its id; a reconnect from Last-Event-ID or `?after=` catches up
 * with no gap and no duplicate; edits and removals arrive as `changed`; a hidden or missing
 * discussion has no stream.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ReplyViewSchema, discussionPaths, moderationPaths, type ReplyView } from '@nyaya/shared/api';
import { Visitor, dbLabel, signIn, testApp, testDatabase } from './support';
import { listen } from './conversationsSupport';
import { answered, settled, started } from './discussionsSupport';

let app: FastifyInstance;
let port: number;
let asha: Visitor;
let ravi: Visitor;

beforeAll(async () => {
  app = await testApp((await testDatabase()).database, { eventStream: { heartbeatMs: 200 } });
  port = await listen(app);
  [asha, ravi] = [new Visitor(app), new Visitor(app)];
  await settled(app, await signIn(asha));
  await settled(app, await signIn(ravi));
});
afterAll(async () => {
  await app?.close();
});

interface Stream {
  status: number;
  headers: IncomingHttpHeaders;
  raw: string;
  replies: ReplyView[];
  ids: number[];
  changed: number[];
  waitFor(check: () => boolean, what: string): Promise<void>;
  close(): void;
}

function openStream(path: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      const waiters = new Set<() => void>();
      const stream: Stream = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        raw: '',
        replies: [],
        ids: [],
        changed: [],
        waitFor: (check, what) =>
          new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error(`waited for ${what}; got ${stream.raw}`)), 10_000);
            const test = () => {
              if (!check()) return;
              waiters.delete(test);
              clearTimeout(timer);
              ok();
            };
            waiters.add(test);
            test();
          }),
        close: () => req.destroy(),
      };
      response.on('data', (chunk: string) => {
        stream.raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          const data = field('data');
          if (data === undefined) continue;
          if (field('event') === 'reply') {
            stream.replies.push(ReplyViewSchema.parse(JSON.parse(data)));
            stream.ids.push(Number(field('id')));
          } else if (field('event') === 'changed') stream.changed.push((JSON.parse(data) as { replyId: number }).replyId);
        }
        for (const waiter of [...waiters]) waiter();
      });
      resolve(stream);
    });
    req.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
    req.end();
  });
}

describe(`discussions live (${dbLabel})`, () => {
  it('streams a new reply to a guest reading the page, at once and once', async () => {
    const made = await started(asha);
    await answered(ravi, made.id, 'Before the page opened');
    const stream = await openStream(discussionPaths.events(made.id));
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    const reply = (await answered(ravi, made.id, '<img src=x onerror=alert(1)> live')).reply;
    await stream.waitFor(() => stream.replies.length === 1, 'one reply');
    expect(stream.replies[0]).toMatchObject({ id: reply.id, body: '<img src=x onerror=alert(1)> live', author: reply.author, mine: false });
    expect(stream.ids).toEqual([reply.id]);
    expect(stream.raw).toMatch(/^retry: \d+\n: open\n\n/);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(stream.raw).toContain(': heartbeat\n\n');
    expect(stream.replies).toHaveLength(1);
    stream.close();
  });

  it('catches up after a reconnect from Last-Event-ID or ?after=, with no gap and no duplicate', async () => {
    const made = await started(asha);
    const first = await openStream(`${discussionPaths.events(made.id)}?after=0`);
    const early = [(await answered(ravi, made.id, 'one')).reply, (await answered(asha, made.id, 'two')).reply];
    await first.waitFor(() => first.replies.length === 2, 'two replies');
    first.close();
    const missed = [];
    for (const body of ['three', 'four', 'five']) missed.push((await answered(ravi, made.id, body)).reply);

    const resumed = await openStream(discussionPaths.events(made.id), { 'last-event-id': String(early[1]!.id) });
    await resumed.waitFor(() => resumed.replies.length === 3, 'the three missed');
    const later = (await answered(asha, made.id, 'six')).reply;
    await resumed.waitFor(() => resumed.replies.length === 4, 'the later one');
    expect(resumed.ids).toEqual([...missed, later].map((reply) => reply.id));
    resumed.close();

    const fromQuery = await openStream(`${discussionPaths.events(made.id)}?after=${early[0]!.id}`);
    await fromQuery.waitFor(() => fromQuery.replies.length === 5, 'five replies');
    expect(fromQuery.replies.map((reply) => reply.body)).toEqual(['two', 'three', 'four', 'five', 'six']);
    fromQuery.close();
    expect((await openStream(`${discussionPaths.events(made.id)}?after=x`)).status).toBe(400);
  });

  it('streams replies sent at once in id order, each once, and a late reader catches up on all of them', async () => {
    const made = await started(asha);
    const stream = await openStream(`${discussionPaths.events(made.id)}?after=0`);
    const sent = await Promise.all(Array.from({ length: 16 }, (_, n) => answered(n % 2 ? asha : ravi, made.id, `At once ${n + 1}`)));
    const ids = sent.map((created) => created.reply.id).sort((a, b) => a - b);
    await stream.waitFor(() => stream.replies.length === 16, 'sixteen replies');
    expect(stream.ids).toEqual(ids);
    stream.close();
    const late = await openStream(`${discussionPaths.events(made.id)}?after=0`);
    await late.waitFor(() => late.replies.length === 16, 'the sixteen again');
    expect(late.ids).toEqual(ids);
    late.close();
  });

  it('tells open pages of an edited or removed reply', async () => {
    const made = await started(asha);
    const reply = (await answered(ravi, made.id, 'first words')).reply;
    const stream = await openStream(discussionPaths.events(made.id));
    expect((await ravi.write('PATCH', discussionPaths.reply(made.id, reply.id), { body: 'better words' })).statusCode).toBe(200);
    await stream.waitFor(() => stream.changed.length === 1, 'the edit');
    expect((await ravi.write('DELETE', discussionPaths.reply(made.id, reply.id))).statusCode).toBe(204);
    await stream.waitFor(() => stream.changed.length === 2, 'the removal');
    expect(stream.changed).toEqual([reply.id, reply.id]);
    expect(stream.replies).toEqual([]);
    stream.close();
  });

  it('has no stream for a missing or hidden discussion', async () => {
    expect((await openStream(discussionPaths.events('ds-nothere'))).status).toBe(404);
    const made = await started(asha);
    for (let n = 0; n < 3; n += 1) {
      const reporter = new Visitor(app);
      await signIn(reporter);
      expect((await reporter.write('POST', moderationPaths.reports, { targetKind: 'discussion', targetId: made.id, reason: 'spam' })).statusCode).toBe(200);
    }
    expect((await openStream(discussionPaths.events(made.id))).status).toBe(410);
  });
});
