// Small in-process caches for data that changes rarely (tariffs, promotions, the vehicle catalogue) or
// never (a quote once priced). One process serves the site, so no shared cache is needed.

/**
 * The value for `key`, loaded on first use and again when the key changes (a new day) or the value is
 * `ttlMs` old; callers in between share one load. A failed load is not kept.
 */
export function refreshing<K, T>(load: (key: K) => PromiseLike<T>, ttlMs: number): (key: K) => Promise<T> {
  let entry: { key: K; at: number; value: Promise<T> } | undefined;
  return (key) => {
    const now = Date.now();
    if (entry === undefined || entry.key !== key || now - entry.at >= ttlMs) {
      // A real promise: a query builder is only a thenable, which would run its query on every await.
      const value = Promise.resolve(load(key));
      const current = { key, at: now, value };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
    }
    return entry.value;
  };
}

/** A map that forgets its least recently used entries beyond `capacity`. */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  constructor(readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size <= this.capacity) return;
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#entries.delete(oldest.value);
  }
}
