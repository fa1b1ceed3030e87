/**
 * An area's screen for a deep link, rendered in a worker thread (screenWorker.ts) within a time
 * budget, and kept. Past the budget the page goes out with its loading skeleton and the app
 * renders the screen in the browser; the render finishes anyway and is kept for the next visit.
 *
 * Screens are kept by the caller's key (the language, the area's renderer version, the route, its
 * path and only the query parameters the route reads), so `?x=<random>` cannot defeat the cache.
 */
import { Worker } from 'node:worker_threads';
import type { Locale } from '@nyaya/shared/rules/language';
import type { RenderedScreen } from '../prerender/renderRoutes';

/** A screen not rendered within this goes out as the skeleton: it is worth sending only if quick. */
export const SCREEN_RENDER_BUDGET_MS = 300;
/** A render that takes this long is stuck: its worker is replaced. */
const STUCK_MS = 10_000;
/** Renders waiting beyond this many are not started (a flood of distinct URLs gets skeletons). */
const MAX_QUEUE = 64;
const CACHE_SIZE = 1000;

export interface RenderRequest {
  id: number;
  /** the area's renderer (dist-prerender/prerender.cjs) */
  file: string;
  /** changes when the renderer is redeployed */
  version: string;
  url: string;
  locale: Locale;
}

export interface RenderResponse {
  id: number;
  screen: RenderedScreen | null;
}

export interface ScreenJob {
  key: string;
  file: string;
  version: string;
  url: string;
  locale: Locale;
}

function startWorker(): Worker {
  // The worker is TypeScript too: it registers tsx before loading itself, as `node --import tsx` did here.
  const tsx = import.meta.resolve('tsx/esm/api');
  const target = new URL('./screenWorker.ts', import.meta.url).href;
  const worker = new Worker(`import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(target)}); })`, { eval: true });
  worker.unref();
  return worker;
}

export function screenRenderer({ budgetMs = SCREEN_RENDER_BUDGET_MS, cacheSize = CACHE_SIZE } = {}) {
  /** oldest first */
  const cache = new Map<string, RenderedScreen | null>();
  const inFlight = new Map<string, Promise<RenderedScreen | null>>();
  const waiting = new Map<number, { resolve: (screen: RenderedScreen | null) => void; timer: NodeJS.Timeout }>();
  let nextId = 1;
  let worker = spawn();

  function spawn(): Worker {
    const created = startWorker();
    created.on('message', ({ id, screen }: RenderResponse) => {
      const job = waiting.get(id);
      if (!job) return;
      waiting.delete(id);
      clearTimeout(job.timer);
      job.resolve(screen);
    });
    const replace = () => {
      if (worker !== created) return;
      for (const [id, job] of waiting) {
        clearTimeout(job.timer);
        job.resolve(null);
        waiting.delete(id);
      }
      worker = spawn();
    };
    created.on('error', replace);
    created.on('exit', replace);
    return created;
  }

  function remember(key: string, screen: RenderedScreen | null) {
    cache.delete(key);
    cache.set(key, screen);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  }

  function renderInWorker(job: ScreenJob): Promise<RenderedScreen | null> {
    return new Promise((resolve) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        // Stuck (a render that never ends): start afresh; everything waiting gets null.
        void worker.terminate();
      }, STUCK_MS);
      waiting.set(id, { resolve, timer });
      const request: RenderRequest = { id, file: job.file, version: job.version, url: job.url, locale: job.locale };
      worker.postMessage(request);
    });
  }

  return {
    /** The screen kept for `key`, if any (undefined: never rendered; null: nothing to render). */
    cached(key: string): RenderedScreen | null | undefined {
      if (!cache.has(key)) return undefined;
      const screen = cache.get(key)!;
      cache.delete(key);
      cache.set(key, screen);
      return screen;
    },
    /** The job's screen within the budget, or null (it is then kept once it arrives). */
    async render(job: ScreenJob, budget = budgetMs): Promise<RenderedScreen | null> {
      const kept = this.cached(job.key);
      if (kept !== undefined) return kept;
      let pending = inFlight.get(job.key);
      if (!pending) {
        if (waiting.size >= MAX_QUEUE) return null;
        pending = renderInWorker(job).then((screen) => {
          inFlight.delete(job.key);
          remember(job.key, screen);
          return screen;
        });
        inFlight.set(job.key, pending);
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        if (Number.isFinite(budget)) timer = setTimeout(() => resolve(null), budget);
      });
      try {
        return await Promise.race([pending, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    /**
     * Starts the worker and loads a renderer ahead of the first request (loading one takes longer
     * than the budget, so the first deep link would otherwise always get the skeleton).
     */
    async warm(file: string, version: string): Promise<void> {
      await renderInWorker({ key: '', file, version, url: '/', locale: 'en' });
    },
    close() {
      const current = worker;
      worker = null as unknown as Worker;
      void current?.terminate();
    },
  };
}

export type ScreenRenderer = ReturnType<typeof screenRenderer>;
