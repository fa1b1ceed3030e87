/**
 * Renders drafts off the API's main thread (workerRenderer.ts): a draft is 20–70 ms of shaping
 * and PDF writing, synchronous work that on the main thread would hold up every other request.
 */
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderDraft } from './render';
import type { DraftRequest } from './document';

/**
 * First drafts are background work (promised within minutes): this thread runs at the lowest CPU
 * priority, so a burst of orders is answered first and the drafts use what CPU is left. Linux only:
 * there a priority set for "this process" (pid 0) is the calling thread's alone; elsewhere it would
 * be the whole server's, so there the drafts render at normal priority.
 */
if (process.platform === 'linux') {
  try {
    // PRIORITY_LOW is nice 19, the lowest there is.
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // A sandbox that forbids even lowering it: the drafts render at normal priority.
  }
}

export interface RenderJob {
  id: number;
  request: DraftRequest;
}
export type RenderResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

parentPort?.on('message', async ({ id, request }: RenderJob) => {
  try {
    const bytes = await renderDraft(request);
    parentPort!.postMessage({ id, bytes } satisfies RenderResult, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies RenderResult);
  }
});
