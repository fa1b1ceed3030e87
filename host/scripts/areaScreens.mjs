/**
 * Each remote's screen renderer: its dist-prerender/prerender.cjs, built and deployed with the
 * remote (its prerender/renderScreen.tsx). The server puts the screen it renders into a deep
 * link's HTML, so the page paints its content before any JavaScript has run.
 *
 * A renderer is loaded on first use and again when its remote is redeployed (the file changed).
 * A missing, broken, slow or throwing renderer gives null: the page then keeps its loading
 * skeleton and the app renders the screen in the browser, as without this.
 *
 * Screens are kept for a minute per URL: the render is synchronous (10–60 ms here) and would
 * otherwise hold up every other request this server is answering. The sample data is fixed, and
 * the app re-renders the screen in the browser anyway, so a minute-old screen is as good.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { statSync } from 'node:fs';

const require = createRequire(import.meta.url);

/**
 * A screen not rendered within this (a slow loader) is dropped and the skeleton goes out instead:
 * it is worth sending only if it is quick. React's render itself is synchronous (10–60 ms here).
 */
export const SCREEN_RENDER_BUDGET_MS = 300;
export const SCREEN_CACHE_MS = 60_000;
const SCREEN_CACHE_SIZE = 200;

/**
 * @param {(area: string) => string | null} rendererFile where an area's prerender.cjs is deployed
 * @param {{ now?: () => number }} [clock] for tests
 */
export function areaScreens(rendererFile, { now = Date.now } = {}) {
  /** @type {Map<string, { screen: string | null, at: number }>} oldest first */
  const cache = new Map();
  /** @type {Map<string, { version: number, renderScreen: (url: string) => Promise<string | null> }>} */
  const loaded = new Map();

  function renderer(area) {
    const file = rendererFile(area);
    if (!file) return null;
    let version;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const current = loaded.get(area);
    if (current?.version === version) return current;
    // Redeployed: forget the old build's modules (the entry and its chunks) before loading the new one.
    for (const key of Object.keys(require.cache)) if (key.startsWith(dirname(file))) delete require.cache[key];
    try {
      const { renderScreen } = require(file);
      if (typeof renderScreen !== 'function') return null;
      const entry = { version, renderScreen };
      loaded.set(area, entry);
      return entry;
    } catch {
      return null;
    }
  }

  /** The area's screen at `url` (path and query), or null. */
  return async function renderAreaScreen(area, url) {
    const current = renderer(area);
    if (!current) return null;
    const key = `${area}\n${current.version}\n${url}`;
    const kept = cache.get(key);
    if (kept && now() - kept.at < SCREEN_CACHE_MS) return kept.screen;
    const screen = await render(current.renderScreen, url);
    cache.delete(key);
    cache.set(key, { screen, at: now() });
    if (cache.size > SCREEN_CACHE_SIZE) cache.delete(cache.keys().next().value);
    return screen;
  };
}

/** The renderer's answer within the budget, or null. */
async function render(renderScreen, url) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), SCREEN_RENDER_BUDGET_MS);
  });
  try {
    const screen = await Promise.race([Promise.resolve().then(() => renderScreen(url)), late]);
    return typeof screen === 'string' ? screen : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
