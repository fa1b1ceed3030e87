/**
 * `renderDraft` in a worker thread, for the running server (main.ts): the first drafts are made
 * after orders are answered, and on the main thread each would still stall the requests behind
 * it. One worker, started on the first draft; a worker that dies or hangs is replaced and what it
 * was rendering fails (the draft job is tried again later). Tests render in their own thread.
 */
import { Worker } from 'node:worker_threads';
import type { DraftRequest } from './document';
import type { DraftRenderer } from './firstDraft';
import type { RenderJob, RenderResult } from './renderWorker';

/** Far beyond the 20–70 ms a draft takes: a render this long is stuck. */
const STUCK_MS = 30_000;

function startWorker(): Worker {
  // The worker is TypeScript too: it registers tsx before loading itself, as the server's own start did.
  const tsx = import.meta.resolve('tsx/esm/api');
  const target = new URL('./renderWorker.ts', import.meta.url).href;
  const worker = new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(target)}); })`, { eval: true });
  worker.unref();
  return worker;
}

export function workerRenderer(): DraftRenderer & { close(): Promise<void> } {
  const waiting = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  let worker: Worker | null = null;
  let nextId = 1;

  function failAll(reason: string) {
    for (const [id, job] of waiting) {
      clearTimeout(job.timer);
      job.reject(new Error(reason));
      waiting.delete(id);
    }
  }

  function current(): Worker {
    if (worker) return worker;
    const created = startWorker();
    created.on('message', (result: RenderResult) => {
      const job = waiting.get(result.id);
      if (!job) return;
      waiting.delete(result.id);
      clearTimeout(job.timer);
      if ('bytes' in result) job.resolve(new Uint8Array(result.bytes));
      else job.reject(new Error(result.error));
    });
    const gone = (why: string) => () => {
      if (worker !== created) return;
      worker = null;
      failAll(why);
    };
    created.on('error', gone('the draft renderer failed'));
    created.on('exit', gone('the draft renderer stopped'));
    worker = created;
    return created;
  }

  const render = (request: DraftRequest) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const id = nextId++;
      const target = current();
      const timer = setTimeout(() => void target.terminate(), STUCK_MS);
      waiting.set(id, { resolve, reject, timer });
      target.postMessage({ id, request } satisfies RenderJob);
    });

  return Object.assign(render, {
    async close() {
      const last = worker;
      worker = null;
      failAll('the server is closing');
      await last?.terminate();
    },
  });
}
