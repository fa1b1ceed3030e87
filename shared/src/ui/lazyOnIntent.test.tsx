import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { intentProps, lazyOnIntent } from './lazyOnIntent';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyOnIntent', () => {
  it('renders nothing until the code arrives, then the component with its props', async () => {
    const { Component } = lazyOnIntent(() => Promise.resolve(Greeting));
    render(<Component name="Asha" />);
    expect(screen.queryByText('Hello Asha')).toBeNull();
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('prefetches once, in a task after the event, and the component then uses that fetch', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn(() => Promise.resolve(Greeting));
      const { Component, prefetch } = lazyOnIntent(load);
      const { onPointerOver, onFocus } = intentProps(prefetch);
      onPointerOver();
      onFocus();
      expect(load).not.toHaveBeenCalled(); // not inside the event itself
      await act(() => vi.runAllTimersAsync());
      expect(load).toHaveBeenCalledTimes(1);
      prefetch();
      await act(() => vi.runAllTimersAsync());
      render(<Component name="Ravi" />);
      await act(() => vi.runAllTimersAsync());
      expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again after a failed prefetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const { Component, prefetch } = lazyOnIntent<{ name: string }>(load);
    prefetch();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    render(<Component name="Meera" />);
    expect(await screen.findByText('Hello Meera')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
