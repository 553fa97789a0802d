import { useEffect, useRef, useState } from 'react';

/** An alert lives while a counter runs from 100 down to 0 (docs/requirements.md#ui-async-states); hover pauses it. */
export const ALERT_LIFETIME_START = 100;
/** One step of the counter: 100 steps × 80 ms ≈ 8 s, long enough to read two lines calmly. */
export const ALERT_TICK_MS = 80;

export function nextLifetime(current: number, paused: boolean): number {
  if (paused) return current;
  return Math.max(0, current - 1);
}

/**
 * The remaining lifetime (100 → 0) of one alert. Calls `onExpire` once when it reaches 0.
 * While `paused` is true (pointer over the alert, or keyboard focus inside it) the counter stops.
 */
export function useAlertLifetime(onExpire: () => void, paused: boolean, tickMs: number = ALERT_TICK_MS): number {
  const [remaining, setRemaining] = useState(ALERT_LIFETIME_START);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    if (paused) return undefined;
    const timer = setInterval(() => setRemaining((value) => nextLifetime(value, false)), tickMs);
    return () => clearInterval(timer);
  }, [paused, tickMs]);

  useEffect(() => {
    if (remaining === 0) expire.current();
  }, [remaining]);

  return remaining;
}
