// Waiting in tests for what a peer receives (leads in the vtiger peer, POSTs at the webhook receiver):
// the peer calls `arrived()` after adding to its list, and a test waits for the list to reach a count.

export function arrivals<T>(items: T[], what: string) {
  const waiting = new Set<() => void>();
  return {
    arrived() {
      waiting.forEach((check) => check());
    },
    /** Resolves with the list once it holds at least `count` items; fails after `timeoutMs`. */
    waitFor(count: number, timeoutMs = 10_000): Promise<T[]> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (items.length < count) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(items);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`expected ${count} ${what} within ${timeoutMs} ms, got ${items.length}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
  };
}
