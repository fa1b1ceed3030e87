/** How a long piece of work shares the main thread: slices of about `sliceMs`, `pause` between them. */
export interface SliceOptions {
  /** Aborted when the work is no longer wanted (a newer query came): it stops at its next pause. */
  signal?: AbortSignal;
  sliceMs?: number;
  pause?: () => Promise<void>;
}

/** Hands the main thread back to the browser until its next task (`scheduler.yield` where there is one). */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Runs `steps` (a generator that yields after each small step) to its end, pausing whenever a
 * slice has taken `sliceMs`, so a key pressed meanwhile is answered at once (issue 22, INP: search
 * work of 40–70 ms at once on a 4x-slowed phone held the next key). False if `signal` aborted it.
 */
export async function runInSlices(steps: Generator<void, void, void>, { signal, sliceMs = 4, pause = nextTask }: SliceOptions = {}): Promise<boolean> {
  let sliceStart = performance.now();
  while (!steps.next().done) {
    if (performance.now() - sliceStart < sliceMs) continue;
    await pause();
    if (signal?.aborted) return false;
    sliceStart = performance.now();
  }
  return !signal?.aborted;
}
