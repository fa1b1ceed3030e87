/**
 * The server's first drafts render in a worker thread at the lowest CPU priority (Linux), so that
 * a burst of orders is answered before drafts take CPU; the thread that serves requests keeps its
 * own priority.
 */
import { getPriority } from 'node:os';
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { workerRenderer } from '../src/drafts/workerRenderer';

/** The nice value of each thread of this process, from /proc (field 19 of its stat). */
function threadNices(): number[] {
  return readdirSync(`/proc/${process.pid}/task`).flatMap((tid) => {
    try {
      return [Number(readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])];
    } catch {
      return []; // A thread that ended meanwhile.
    }
  });
}

const renderer = workerRenderer();
afterAll(() => renderer.close());

describe('the worker renderer', () => {
  it.runIf(process.platform === 'linux')('renders at nice 19 in its own thread, and leaves the calling thread’s priority alone', async () => {
    const before = getPriority();
    const lowBefore = threadNices().filter((nice) => nice === 19).length;
    const bytes = await renderer({
      serviceId: 'rental-agreement',
      intake: {},
      language: 'en',
      orderNumber: 'ORDTEST00001',
      parties: { client: 'Asha Verma' },
      createdAt: new Date('2026-11-29T10:00:00Z'),
    });
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(threadNices().filter((nice) => nice === 19).length).toBe(lowBefore + 1);
    expect(getPriority()).toBe(before);
  });
});
