#!/usr/bin/env node
/**
 * Where a request's milliseconds go: reads a CPU profile of the API's main thread (`pnpm bench:api`
 * with BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=…", which prints each phase's window) and
 * sorts the samples of one window into the parts of a request, by the innermost frame of the
 * stack that names one (the driver's frames under the order store count as the driver's).
 *
 *   node api/bench/breakdown.mjs <profile.cpuprofile> <from µs> <to µs> <requests> <user ms> <system ms>
 *
 * (the bench prints all six when it profiles). A sampling profile counts wall time while the
 * thread runs; a system call that wakes another process (a write to a loopback socket) goes on
 * being counted after the thread lost its core. So the system calls' share is the system CPU time
 * the kernel measured, and the JavaScript parts share the user CPU time in the profile's proportions.
 */
import { readFileSync } from 'node:fs';

const [file, from, to, requests, userMs, systemMs] = process.argv.slice(2);
if (!systemMs) {
  console.error('Usage: node api/bench/breakdown.mjs <profile> <from µs> <to µs> <requests> <user ms per request> <system ms per request>');
  process.exit(2);
}

/** Parts of a request, each with the frames that belong to it (file or function), innermost first wins. */
const PARTS = [
  ['garbage collection', (frame) => frame.functionName === '(garbage collector)'],
  ['socket writes (system calls)', (frame) => ['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String'].includes(frame.functionName)],
  ['database driver (pg, Drizzle, PGlite)', (frame) => /\/(pg|pg-pool|pg-protocol|pg-types|drizzle-orm|@electric-sql\/pglite)\/|wasm:\/\//.test(frame.url)],
  ['background: notifications, first drafts', (frame) => /api\/src\/(notifications\/drainer|drafts\/|storage\/)/.test(frame.url)],
  [
    'validation, pricing, request hash',
    (frame) => frame.functionName === 'orderFromRequest' || /\/zod\/|shared\/src\/(rules|data)\//.test(frame.url) || frame.functionName === 'idempotencyKeyOf',
  ],
  ['sessions (token, hash, cookie)', (frame) => /api\/src\/(sessions|plugins\/sessions)|@fastify\/cookie|\/cookie\//.test(frame.url)],
  ['order statement values, answer view', (frame) => /api\/src\/(orders|notifications\/events|db\/prepared)/.test(frame.url)],
  [
    'JSON answer, headers, hooks',
    (frame) => /fastify\/lib\/reply|api\/src\/plugins\/(securityHeaders|gate|rateLimits|bodyPace)|fast-json-stringify/.test(frame.url),
  ],
  [
    'HTTP parsing, routing, Fastify',
    (frame) => /node:_http|node:net|node:internal\/(streams|stream_base|http)|fastify|find-my-way|light-my-request|secure-json-parse/.test(frame.url),
  ],
];

const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const partOfNode = new Map();
function partOf(id) {
  if (partOfNode.has(id)) return partOfNode.get(id);
  let part = 'other';
  for (let current = id; current !== undefined; current = parentOf.get(current)) {
    const found = PARTS.find(([, owns]) => owns(byId.get(current).callFrame));
    if (found) {
      part = found[0];
      break;
    }
  }
  partOfNode.set(id, part);
  return part;
}

const totals = new Map();
let busy = 0;
let at = profile.startTime;
for (let index = 0; index < profile.samples.length; index += 1) {
  at += profile.timeDeltas[index] ?? 0;
  if (at < Number(from) || at > Number(to)) continue;
  const node = byId.get(profile.samples[index]);
  if (['(idle)', '(program)'].includes(node.callFrame.functionName)) continue;
  const part = partOf(node.id);
  const delta = profile.timeDeltas[index] ?? 0;
  totals.set(part, (totals.get(part) ?? 0) + delta);
  busy += delta;
}
const SYSTEM = 'socket writes (system calls)';
const javascript = busy - (totals.get(SYSTEM) ?? 0);
const rows = [...totals]
  .filter(([part]) => part !== SYSTEM)
  .sort((a, b) => b[1] - a[1])
  .map(([part, micros]) => ({ part, 'ms per request': Number(((Number(userMs) * micros) / javascript).toFixed(3)) }));
rows.push({ part: 'system calls (sockets, kernel time)', 'ms per request': Number(Number(systemMs).toFixed(3)) });
console.log(`${requests} requests; main thread ${userMs} ms user + ${systemMs} ms system CPU each`);
console.table(rows);
