/**
 * Renders areas' screens off the server's main thread (screens.ts): React's render is synchronous
 * (10–60 ms here), so on the main thread it held up every other request, and no time budget
 * could interrupt it. Each area's renderer is its deployed dist-prerender/prerender.cjs, loaded
 * on first use and again when it is redeployed.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parentPort } from 'node:worker_threads';
import type { AreaRenderer, RenderedScreen } from '../prerender/renderRoutes';
import type { RenderRequest, RenderResponse } from './screens';

const require = createRequire(import.meta.url);
// Where a screen's loader reads the API from here (`serverApiUrl` in @nyaya/shared/api/request):
// the API this server runs, as a guest, so nothing personal is ever rendered into a kept page.
(globalThis as { nyayaServerApiOrigin?: string }).nyayaServerApiOrigin = process.env.NYAYA_SCREEN_API_ORIGIN;
const loaded = new Map<string, { version: string; renderer: AreaRenderer | null }>();

function rendererOf(file: string, version: string): AreaRenderer | null {
  const current = loaded.get(file);
  if (current?.version === version) return current.renderer;
  // Redeployed: forget the old build's modules (the entry and its chunks) before loading the new one.
  for (const key of Object.keys(require.cache)) if (key.startsWith(dirname(file))) delete require.cache[key];
  let renderer: AreaRenderer | null = null;
  try {
    const candidate = (require(file) as { renderer?: AreaRenderer }).renderer;
    renderer = candidate && typeof candidate.renderScreen === 'function' ? candidate : null;
  } catch {
    renderer = null;
  }
  loaded.set(file, { version, renderer });
  return renderer;
}

parentPort?.on('message', async (request: RenderRequest) => {
  let screen: RenderedScreen | null = null;
  try {
    const result = await rendererOf(request.file, request.version)?.renderScreen(request.url, request.locale);
    screen = result && typeof result.html === 'string' ? result : null;
  } catch {
    screen = null;
  }
  const response: RenderResponse = { id: request.id, screen };
  parentPort?.postMessage(response);
});
