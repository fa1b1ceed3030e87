import { useSyncExternalStore } from 'react';

/** What depends on the time ("Available Now", "Next call") is worked out to the minute. */
const MINUTE_MS = 60_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  // One timer for every card on screen, running only while something shows the time.
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), MINUTE_MS / 4);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current minute: the same value for every caller until the minute turns. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The time now (epoch milliseconds, to the minute), moved on as the minutes pass while the screen
 * is open, so a card left on screen does not go on saying "Available Now" after the slot has started.
 */
export function useClock(): number {
  return useSyncExternalStore(subscribe, currentMinute, currentMinute);
}
