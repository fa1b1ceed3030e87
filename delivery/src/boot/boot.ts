/**
 * The start-up script of a page that paints before any JavaScript runs (home, and a deep link
 * whose area rendered its screen on the server). It starts the app's entry after that first
 * paint, and first preloads the files the screen's app needs (its BootConfig, written by the
 * server from the bundles' manifests), so they arrive at once rather than one round trip at a
 * time. Built to `dist/boot.<hash>.js` by the host's build (build/finish.ts); no imports at
 * runtime, so it stays a few hundred bytes.
 */
import { BOOT_CONFIG_ID, type BootConfig, type Preload } from '../contract';

function readConfig(): BootConfig | null {
  try {
    const config = JSON.parse(document.getElementById(BOOT_CONFIG_ID)?.textContent ?? 'null') as BootConfig | null;
    return config && typeof config.entry === 'string' ? { entry: config.entry, preloads: Array.isArray(config.preloads) ? config.preloads : [] } : null;
  } catch {
    return null;
  }
}

function preload(item: Preload) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = item.href;
  link.as = item.as;
  if (item.crossorigin) link.crossOrigin = item.crossorigin;
  // The app's Retry looks for these: Chrome hands a failed preload to the next request for its URL.
  if (item.area) link.setAttribute('data-area', item.area);
  document.head.appendChild(link);
}

export function boot(config: BootConfig) {
  let started = false;
  function load() {
    if (started) return;
    started = true;
    // One file per task: starting a request costs the main thread a few milliseconds on a slow
    // phone, and a deep link's dozen in one go, or even three at a time, made tasks long enough to
    // block input (45–64 ms at Lighthouse's 4×, issue 22).
    let next = 0;
    (function step() {
      if (next < config.preloads.length) preload(config.preloads[next++]!);
      if (next < config.preloads.length) {
        setTimeout(step, 0);
        return;
      }
      const script = document.createElement('script');
      script.src = config.entry;
      document.head.appendChild(script);
    })();
  }
  const afterFrame = () => requestAnimationFrame(() => setTimeout(load, 0));
  // Home fetches only its entry, which it needs soonest: it starts once its first frame is out.
  // A deep link's screen waits until that paint has been presented: its preloads would compete
  // with the paint on a slow connection (and Lighthouse counts them into it).
  if (!config.preloads.length) afterFrame();
  else {
    try {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(load, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      afterFrame();
    }
  }
  // A tab opened in the background does not paint until it is shown; start anyway.
  setTimeout(load, 1000);
}

if (typeof document !== 'undefined') {
  const config = readConfig();
  if (config) boot(config);
}
