import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screenRenderer } from '../src/server/screens';

/** A renderer as a remote deploys it; `slow` in the URL keeps the worker's thread busy for 800 ms. */
const RENDERER = `exports.renderer = {
  routes: [],
  renderScreen: async (url, locale) => {
    const until = Date.now() + (url.includes('slow') ? 800 : 0);
    while (Date.now() < until);
    if (url.includes('throw')) throw new Error('broken');
    return { html: '<p' + (locale === 'hi' ? ' lang="hi"' : '') + '>' + url + '</p>' };
  },
};`;

describe('screenRenderer', () => {
  let dir: string;
  let file: string;
  let screens: ReturnType<typeof screenRenderer>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'nyaya-screens-'));
    file = join(dir, 'prerender.cjs');
    writeFileSync(file, RENDERER);
    screens = screenRenderer({ budgetMs: 300 });
    return screens.warm(file, '1');
  });
  afterAll(() => {
    screens.close();
    rmSync(dir, { recursive: true });
  });

  it('renders in a worker and keeps the screen by its key', async () => {
    expect(await screens.render({ key: 'a', file, version: '1', url: '/experts', locale: 'en' as const })).toEqual({ html: '<p>/experts</p>' });
    expect(screens.cached('a')).toEqual({ html: '<p>/experts</p>' });
  });

  it('passes the language to the renderer', async () => {
    expect(await screens.render({ key: 'hi', file, version: '1', url: '/experts', locale: 'hi' })).toEqual({ html: '<p lang="hi">/experts</p>' });
  });

  it('gives null past the budget while the main thread stays free, and keeps the late screen', async () => {
    const started = Date.now();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 20);
    const screen = await screens.render({ key: 'slow', file, version: '1', url: '/slow', locale: 'en' as const });
    const waited = Date.now() - started;
    expect(screen).toBeNull();
    expect(waited).toBeLessThan(700);
    // The render ran on another thread: this one kept ticking meanwhile.
    expect(ticks).toBeGreaterThan(5);
    await new Promise((resolve) => setTimeout(resolve, 900));
    clearInterval(ticker);
    expect(screens.cached('slow')).toEqual({ html: '<p>/slow</p>' });
  });

  it('gives null for a renderer that throws or a file that is not there', async () => {
    expect(await screens.render({ key: 't', file, version: '1', url: '/throw', locale: 'en' as const })).toBeNull();
    expect(await screens.render({ key: 'm', file: join(dir, 'missing.cjs'), version: '1', url: '/experts', locale: 'en' as const })).toBeNull();
  });
});
