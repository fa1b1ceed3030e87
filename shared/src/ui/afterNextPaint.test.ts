import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in the task after the next animation frame, not before it', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(10); // a task later, no frame yet: still waiting
    expect(resolved).toBe(false);
    frame?.(0); // the frame's callbacks run, then it paints
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('goes on after the fallback when no frame comes (a background tab)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    let resolved = false;
    void afterNextPaint(50).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(49);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
