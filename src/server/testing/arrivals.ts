// What a test peer has received, oldest first, and a way to wait until enough has arrived: the SMTP
// server, the SMS gateway and the CRM peers all record deliveries the outbox makes in its own time.

export interface Arrivals<T> {
  /** Everything received so far, oldest first. */
  items: T[];
  add(item: T): void;
  /** Resolves once at least `count` items have arrived; fails after `timeoutMs`, naming `what`. */
  waitFor(count: number, timeoutMs?: number): Promise<T[]>;
}

export function arrivals<T>(what: string): Arrivals<T> {
  const items: T[] = [];
  const waiting = new Set<() => void>();
  return {
    items,
    add(item) {
      items.push(item);
      waiting.forEach((check) => check());
    },
    waitFor(count, timeoutMs = 10_000) {
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
