/**
 * Each remote's screen renderer: its dist-prerender/prerender.cjs, built and deployed with the
 * remote (its prerender/renderScreen.tsx). The server puts the screen it renders into a deep
 * link's HTML, so the page paints its content before any JavaScript has run.
 *
 * A renderer is loaded on first use and again when its remote is redeployed (the file changed).
 * A missing, broken, slow or throwing renderer gives null: the page then keeps its loading
 * skeleton and the app renders the screen in the browser, as without this.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { statSync } from 'node:fs';

const require = createRequire(import.meta.url);

/** Longer than this and the skeleton goes out instead: a screen is worth sending only if it is quick. */
export const SCREEN_RENDER_BUDGET_MS = 300;

/** @param {(area: string) => string | null} rendererFile where an area's prerender.cjs is deployed */
export function areaScreens(rendererFile) {
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
    if (current?.version === version) return current.renderScreen;
    // Redeployed: forget the old build's modules (the entry and its chunks) before loading the new one.
    for (const key of Object.keys(require.cache)) if (key.startsWith(dirname(file))) delete require.cache[key];
    try {
      const { renderScreen } = require(file);
      if (typeof renderScreen !== 'function') return null;
      loaded.set(area, { version, renderScreen });
      return renderScreen;
    } catch {
      return null;
    }
  }

  /** The area's screen at `url` (path and query), or null. */
  return async function renderAreaScreen(area, url) {
    const renderScreen = renderer(area);
    if (!renderScreen) return null;
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
  };
}
