#!/usr/bin/env node
/**
 * `pnpm bench:chat`: live conversations on two API instances sharing one throwaway PostgreSQL.
 * 1,000 event streams (20 on each of 50 orders' conversations, spread over both instances), then
 * messages sent through either instance at a steady pace; each delivery's latency is the time from
 * the send to its arrival on a stream (one clock: this process). Halfway, one instance is killed
 * (SIGKILL); its streams reconnect to the survivor with Last-Event-ID, as a browser would after the
 * SSE `retry` the server gave each stream (1–4 s), and sends go to the survivor (a send cut off is
 * retried with the same client id). At the end every stream must hold every message of its conversation exactly once, in order.
 * Prints a table; the latencies are not asserted, the exactly-once check is (exit 1 if it fails).
 *
 *   BENCH_STREAMS=1000 BENCH_CONVERSATIONS=50 BENCH_MESSAGES=6 BENCH_INTERVAL_MS=40 node api/bench/chat.mjs
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../scripts/with-postgres.mjs';
import { StreamClient, percentile } from './chatClients.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const streams = Number(process.env.BENCH_STREAMS ?? 1000);
const conversationCount = Number(process.env.BENCH_CONVERSATIONS ?? 50);
const perConversation = Number(process.env.BENCH_MESSAGES ?? 6);
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 40);

const orderBody = JSON.stringify({
  serviceId: 'rental-agreement',
  offerId: 'rental-agreement-1',
  contact: { name: 'Asha Verma', mobile: '9876543210' },
  state: 'Delhi',
  // The rental agreement's form, complete (api/test/support.ts's rentalIntake).
  intake: {
    landlordName: 'Ramesh Gupta',
    tenantName: 'Anita Rao',
    propertyAddress: '12 MG Road, Bengaluru',
    monthlyRent: '25000',
    startDate: '2026-12-01',
    securityDeposit: '50000',
    tenureMonths: '11',
    lockInMonths: '6',
    noticeMonths: '1',
    rentEscalation: '5',
    furnishing: 'Semi-furnished',
  },
  // The total the checkout shows (₹1,042.82): the server checks it and runs the test payment itself.
  payment: { provider: 'test', amountPaise: 104_282 },
});

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

async function startApi(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'error', SERVER_SECRET: 'bench-secret-'.padEnd(48, 'x') },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  for (let waited = 0; waited < 120_000; waited += 250) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return { port, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('An API instance did not start');
}

/** A guest with an order: its session cookie and the order's number (the conversation's reference). */
async function newConversation(port) {
  const me = await fetch(`http://127.0.0.1:${port}/api/v1/me`);
  const cookie = me.headers.getSetCookie()[0].split(';')[0];
  const placed = await fetch(`http://127.0.0.1:${port}/api/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': `bench-${randomBytes(12).toString('base64url')}` },
    body: orderBody,
  });
  if (placed.status !== 201) throw new Error(`order answered ${placed.status}: ${await placed.text()}`);
  return { reference: (await placed.json()).orderNumber, cookie, sent: [] };
}

async function sendOnce(port, conversation, clientId, body) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/conversations/${conversation.reference}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: conversation.cookie },
    body: JSON.stringify({ clientId, body }),
  });
  if (response.status !== 201 && response.status !== 200) throw new Error(`send answered ${response.status}`);
  return (await response.json()).id;
}

const postgres = await startPostgres();
const instances = [];
try {
  instances.push(await startApi(postgres.url), await startApi(postgres.url));
  const [a, b] = instances;
  const conversations = [];
  for (let index = 0; index < conversationCount; index += 1) conversations.push(await newConversation(a.port));

  const sentAt = new Map();
  const latencies = { steady: [], failover: [] };
  let killedAt = Infinity;
  const onMessage = (client, message, at) => {
    const started = sentAt.get(message.clientId);
    if (started === undefined) return;
    // Sent while this stream was away (dropped, not yet back): delivered by its catch-up on reconnect.
    const caughtUp = client.movedAt !== undefined && message.id > client.lastBeforeDrop && started < (client.reconnectedAt ?? Infinity);
    (caughtUp ? latencies.failover : latencies.steady).push(at - started);
  };
  const clients = Array.from(
    { length: streams },
    (_, index) => new StreamClient({ conversation: conversations[index % conversationCount], port: index % 2 ? b.port : a.port, onMessage }),
  );
  const opening = performance.now();
  for (let index = 0; index < clients.length; index += 50) await Promise.all(clients.slice(index, index + 50).map((client) => client.connect()));
  const openMs = performance.now() - opening;

  // A dropped stream comes back on the survivor after the browser's retry delay, from its last id.
  for (const client of clients) {
    client.dropped = (dropped) => {
      dropped.movedAt = performance.now();
      dropped.lastBeforeDrop = dropped.lastId;
      dropped.reconnects += 1;
      dropped.reconnectedAt = undefined;
      setTimeout(
        () =>
          dropped
            .connect(a.port)
            .then(() => (dropped.reconnectedAt = performance.now()))
            .catch((error) => console.error('reconnect failed', error.message)),
        dropped.retryMs,
      );
    };
  }

  const total = conversationCount * perConversation;
  const sends = [];
  for (let index = 0; index < total; index += 1) {
    if (index === Math.floor(total / 2)) {
      b.child.kill('SIGKILL');
      killedAt = performance.now();
    }
    const conversation = conversations[index % conversationCount];
    const clientId = `bench-${randomBytes(12).toString('base64url')}`;
    const port = index % 2 && performance.now() < killedAt ? b.port : a.port;
    sentAt.set(clientId, performance.now());
    // A send cut off by the kill is retried on the survivor with the same client id: one message.
    sends.push(
      sendOnce(port, conversation, clientId, `message ${index}`)
        .catch(() => sendOnce(a.port, conversation, clientId, `message ${index}`))
        .then((id) => conversation.sent.push(id)),
    );
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  await Promise.all(sends);

  // Wait for every stream to hold its conversation's messages (or 60 s), then check them.
  const deadline = performance.now() + 60_000;
  const complete = (client) => client.ids.length >= client.conversation.sent.length;
  while (performance.now() < deadline && !clients.every(complete)) await new Promise((resolve) => setTimeout(resolve, 100));
  let missing = 0;
  let duplicates = 0;
  let outOfOrder = 0;
  for (const client of clients) {
    const expected = [...client.conversation.sent].sort((x, y) => x - y);
    const got = new Set(client.ids);
    missing += expected.filter((id) => !got.has(id)).length;
    duplicates += client.ids.length - got.size;
    outOfOrder += client.ids.some((id, index) => index > 0 && id < client.ids[index - 1]) ? 1 : 0;
  }
  const moved = clients.filter((client) => client.reconnects > 0).length;
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  const row = (label, values) => {
    const sorted = [...values].sort((x, y) => x - y);
    return `| ${label} | ${sorted.length.toLocaleString('en-IN')} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 90))} | ${fmt(percentile(sorted, 99))} | ${fmt(sorted.at(-1) ?? NaN)} |`;
  };
  console.log(
    `\n${streams} streams on ${conversationCount} conversations over 2 instances (opened in ${(openMs / 1000).toFixed(1)} s); ${total} messages, one every ${intervalMs} ms; load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log('\n| deliveries | count | p50 | p90 | p99 | max |\n|---|---|---|---|---|---|');
  console.log(row('live, both instances up and after the kill (not reconnecting)', latencies.steady));
  console.log(row('caught up after reconnecting (the 1–4 s retry included)', latencies.failover));
  console.log(`\nOne instance killed after ${Math.floor(total / 2)} messages: ${moved} streams reconnected to the survivor with Last-Event-ID.`);
  console.log(
    `Every stream got every message of its conversation exactly once, in order: ${missing === 0 && duplicates === 0 && outOfOrder === 0 ? 'yes' : 'NO'} (missing ${missing}, duplicates ${duplicates}, streams out of order ${outOfOrder}).`,
  );
  for (const client of clients) client.close();
  process.exitCode = missing || duplicates || outOfOrder ? 1 : 0;
} finally {
  for (const instance of instances) instance.child.kill('SIGKILL');
  postgres.stop();
}
