import { useEffect, useState } from 'react';

// The wait before Resend is offered (section 2.5): the server says how many seconds (resend_after);
// the page counts them down from when the code was sent, so a reload does not restart the wait.

/** Whole seconds left until `until` (epoch ms), rounded up; 0 once it has passed. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** 75 -> '1:15', 9 -> '0:09'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Seconds left until `until`, re-rendering each second while there are any; undefined counts nothing.
 * `longest` caps the first count, read before the clock is read again for a new wait.
 */
export function useCountdown(until: number | undefined, longest = Infinity): number {
  const [now, setNow] = useState(() => Date.now());
  const left = until === undefined ? 0 : Math.min(secondsLeft(until, now), longest);
  useEffect(() => {
    if (until === undefined) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    };
    // The clock read at the last tick may be long past: read it again at once for a new wait.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [until]);
  return left;
}
