import { describe, expect, it, vi } from 'vitest';
import { LruCache, refreshing } from './cache';

describe('refreshing', () => {
  it('loads once per key and period, sharing a load in flight', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (key: string) => `${key}:${load.mock.calls.length}`);
    const get = refreshing(load, 1_000);
    expect(await Promise.all([get('a'), get('a')])).toEqual(['a:1', 'a:1']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await get('b')).toBe('b:2');
    vi.advanceTimersByTime(1_000);
    expect(await get('b')).toBe('b:3');
    vi.useRealTimers();
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const get = refreshing(async () => {
      if (fail) throw new Error('database down');
      return 'ok';
    }, 60_000);
    await expect(get(1)).rejects.toThrow('database down');
    fail = false;
    expect(await get(1)).toBe('ok');
  });
});

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});

describe('refreshing a query', () => {
  it('runs a thenable load (a query builder) once, not on every await', async () => {
    let runs = 0;
    const query: PromiseLike<number> = {
      then: (onFulfilled, onRejected) => Promise.resolve(++runs).then(onFulfilled, onRejected),
    };
    const get = refreshing(() => query, 60_000);
    await get(undefined);
    await get(undefined);
    expect(runs).toBe(1);
  });
});
