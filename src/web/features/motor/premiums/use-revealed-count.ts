import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render now: `first` at once, then `step` more in each later task,
 * so a long list never blocks the page in one long task (a cheap phone draws the first cards first and
 * stays responsive while it makes the rest). A new list (`key`) starts again from `first`.
 */
export function useRevealedCount(total: number, key: string, first = 3, step = 3) {
  const [revealed, setRevealed] = useState({ key, count: first });
  if (revealed.key !== key) setRevealed({ key, count: first });
  const count = revealed.key === key ? revealed.count : first;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setRevealed((now) => ({ key: now.key, count: now.count + step })), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
