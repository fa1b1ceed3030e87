import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areaScreens, SCREEN_CACHE_MS, SCREEN_RENDER_BUDGET_MS } from './areaScreens.mjs';

/** A deployed renderer (dist-prerender/prerender.cjs) whose renderScreen has `body`. */
function deploy(body, at = Date.now() / 1000) {
  const dir = mkdtempSync(join(tmpdir(), 'nyaya-screen-'));
  const file = join(dir, 'prerender.cjs');
  writeFileSync(file, `exports.renderScreen = async (url) => { ${body} };`);
  utimesSync(file, at, at);
  return file;
}

describe('areaScreens', () => {
  it("gives the area's screen for a URL", async () => {
    const file = deploy('return `<main>${url}</main>`;');
    const render = areaScreens((area) => (area === 'experts' ? file : null));
    expect(await render('experts', '/experts?q=a')).toBe('<main>/experts?q=a</main>');
  });

  it('gives null for an area without a renderer, a missing file, or one that is not a renderer', async () => {
    const notRenderer = deploy('');
    writeFileSync(notRenderer, 'exports.something = 1;');
    const render = areaScreens((area) => ({ experts: '/no/such/prerender.cjs', life: notRenderer })[area] ?? null);
    expect(await render('experts', '/experts')).toBeNull();
    expect(await render('life', '/track')).toBeNull();
    expect(await render('host', '/')).toBeNull();
  });

  it('gives null when the renderer throws, answers something else, or is slower than its budget', async () => {
    const throwing = deploy('throw new Error("broken");');
    const odd = deploy('return 42;');
    const slow = deploy(`return new Promise((resolve) => setTimeout(() => resolve('<main></main>'), ${SCREEN_RENDER_BUDGET_MS * 3}));`);
    const render = areaScreens((area) => ({ info: throwing, life: odd, experts: slow })[area] ?? null);
    expect(await render('info', '/trending')).toBeNull();
    expect(await render('life', '/track')).toBeNull();
    const started = Date.now();
    expect(await render('experts', '/experts')).toBeNull();
    expect(Date.now() - started).toBeLessThan(SCREEN_RENDER_BUDGET_MS * 2);
  });

  it('loads a redeployed renderer again', async () => {
    const file = deploy("return 'v1';", 1_000_000);
    const render = areaScreens(() => file);
    expect(await render('experts', '/experts')).toBe('v1');
    writeFileSync(file, "exports.renderScreen = async () => 'v2';");
    utimesSync(file, 2_000_000, 2_000_000);
    expect(await render('experts', '/experts')).toBe('v2');
  });

  it('keeps a screen for a minute per URL, so a busy page is rendered once, not on every request', async () => {
    const file = deploy('globalThis.nyayaRenders = (globalThis.nyayaRenders ?? 0) + 1; return `<main>${globalThis.nyayaRenders}</main>`;');
    let time = 1_000;
    const render = areaScreens(() => file, { now: () => time });
    expect(await render('experts', '/experts')).toBe('<main>1</main>');
    time += SCREEN_CACHE_MS - 1;
    expect(await render('experts', '/experts')).toBe('<main>1</main>');
    expect(await render('experts', '/experts?category=legal')).toBe('<main>2</main>');
    time += 1;
    expect(await render('experts', '/experts')).toBe('<main>3</main>');
  });
});
