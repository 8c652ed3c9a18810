export interface RetrySettings {
  firstMs: number;
  maxMs: number;
}

/** The wait after a message's `attempts`-th failed delivery: `firstMs`, doubling each time, at most `maxMs`. */
export function retryDelay(attempts: number, { firstMs, maxMs }: RetrySettings): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempts - 1));
}
