/**
 * A concurrency limit in front of the database: at most `concurrency` requests use it at once,
 * at most `queue` more wait, and anything beyond is refused at once (the API answers 503 with
 * Retry-After) instead of waiting until the client gives up. PGlite is one connection in one
 * thread: without this, a burst queues requests for seconds (DESIGN.md measured a p99 of 3.6 s).
 */
export interface Gate {
  /** A release function when there is room now; null when the request would have to wait (use `enter`). */
  tryEnter(): (() => void) | null;
  /**
   * A release function once there is room, or null when the queue is full. A wait given up
   * (`signal` aborted: the client hung up) leaves the queue and rejects.
   */
  enter(signal?: AbortSignal): Promise<() => void> | null;
  readonly active: number;
  readonly waiting: number;
}

export function createGate({ concurrency, queue }: { concurrency: number; queue: number }): Gate {
  let active = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    tryEnter() {
      if (active >= concurrency) return null;
      active += 1;
      return once();
    },
    enter(signal) {
      if (signal?.aborted) return Promise.reject(new Error('The client gave up before its turn.'));
      if (active < concurrency) {
        active += 1;
        return Promise.resolve(once());
      }
      if (waiting.length >= queue) return null;
      return new Promise((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener('abort', leave);
          resolve(once());
        };
        const leave = () => {
          const index = waiting.indexOf(turn);
          if (index >= 0) waiting.splice(index, 1);
          reject(new Error('The client gave up before its turn.'));
        };
        signal?.addEventListener('abort', leave, { once: true });
        waiting.push(turn);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
