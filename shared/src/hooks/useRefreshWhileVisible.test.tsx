import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIGHT_POLL_MS, useRefreshWhileVisible } from './useRefreshWhileVisible';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const hide = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
};
const show = () => {
  visibility = 'visible';
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useRefreshWhileVisible', () => {
  it('asks again every 15 s while the page is visible, and at once when it comes back', () => {
    const refresh = vi.fn();
    const { unmount } = renderHook(() => useRefreshWhileVisible(refresh));
    vi.advanceTimersByTime(LIGHT_POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    hide();
    vi.advanceTimersByTime(LIGHT_POLL_MS * 4);
    expect(refresh).toHaveBeenCalledTimes(1);
    show();
    expect(refresh).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(LIGHT_POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(4);
    unmount();
    vi.advanceTimersByTime(LIGHT_POLL_MS * 4);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('does nothing when not enabled', () => {
    const refresh = vi.fn();
    renderHook(() => useRefreshWhileVisible(refresh, { enabled: false }));
    vi.advanceTimersByTime(LIGHT_POLL_MS * 2);
    window.dispatchEvent(new Event('focus'));
    expect(refresh).not.toHaveBeenCalled();
  });
});
