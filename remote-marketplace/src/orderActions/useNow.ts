import { useEffect, useState } from 'react';

/**
 * The time now (ms), moved on every `everyMs` while mounted: the revision window closes while the
 * tracking page may be open, and the button must say so without a reload.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
