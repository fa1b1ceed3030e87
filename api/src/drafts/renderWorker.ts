/**
 * Renders drafts off the API's main thread (workerRenderer.ts): a draft is 20–70 ms of shaping
 * and PDF writing, synchronous work that on the main thread would hold up every other request.
 */
import { parentPort } from 'node:worker_threads';
import { renderDraft } from './render';
import type { DraftRequest } from './document';

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
