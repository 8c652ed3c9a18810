import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevealedCount } from './use-revealed-count';

describe('useRevealedCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the first three at once and the rest in later tasks, three at a time', () => {
    const { result } = renderHook(() => useRevealedCount(8, 'quote-a'));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(6);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(8);
  });

  it('starts again from three for another list, and never counts past the list', () => {
    const { result, rerender } = renderHook(({ total, key }) => useRevealedCount(total, key), {
      initialProps: { total: 8, key: 'quote-a' },
    });
    act(() => vi.runAllTimers());
    rerender({ total: 5, key: 'quote-b' });
    expect(result.current).toBe(3);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(5);
    rerender({ total: 2, key: 'quote-c' });
    expect(result.current).toBe(2);
  });
});
