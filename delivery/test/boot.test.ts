// @vitest-environment jsdom
import { boot } from '../src/boot/boot';
import { preloadOf, type BootConfig } from '../src/contract';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.getAttribute('href'));
const entries = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.getAttribute('src'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

describe('boot', () => {
  it('announces a deep link’s files one per task after the first paint, then starts the entry once', async () => {
    const config: BootConfig = { entry: '/app.js', preloads: ['/a.js', '/b.js', '/c.js'].map((href) => preloadOf(href, 'experts')) };
    boot(config);
    expect(links()).toEqual([]);
    // jsdom reports no paint, so the start waits for a frame (or the 1 s fallback) instead.
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersToNextTimerAsync();
    expect(links()).toEqual(['/a.js']);
    await vi.advanceTimersToNextTimerAsync();
    expect(links()).toEqual(['/a.js', '/b.js']);
    expect(entries()).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(links()).toEqual(['/a.js', '/b.js', '/c.js']);
    expect(entries()).toEqual(['/app.js']);
    expect(document.head.querySelector('link[href="/a.js"]')?.getAttribute('data-area')).toBe('experts');
    // The 1 s fallback for a tab opened in the background does not start it again.
    await vi.advanceTimersByTimeAsync(1500);
    expect(entries()).toEqual(['/app.js']);
    expect(links()).toHaveLength(3);
  });

  it('starts home’s entry at once after its first frame, with nothing announced', async () => {
    boot({ entry: '/app.js', preloads: [] });
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersToNextTimerAsync();
    expect(entries()).toEqual(['/app.js']);
    expect(links()).toEqual([]);
  });
});
