import { describe, expect, it } from 'vitest';
import { quoteReference, toggleSelection } from './premium-selection';

describe('toggleSelection', () => {
  it('adds an absent quotation and removes a present one', () => {
    expect(toggleSelection(['A'], 'B')).toEqual({ selected: ['A', 'B'] });
    expect(toggleSelection(['A', 'B'], 'A')).toEqual({ selected: ['B'] });
  });

  it('keeps at most 3, dropping the oldest', () => {
    expect(toggleSelection(['A', 'B', 'C'], 'D')).toEqual({ selected: ['B', 'C', 'D'], dropped: 'A' });
    expect(toggleSelection(['A', 'B', 'C'], 'B')).toEqual({ selected: ['A', 'C'] });
  });
});

describe('quoteReference', () => {
  it("takes the quote's reference from a quotation number", () => {
    expect(quoteReference('MQ0000042-HNBG')).toBe('MQ0000042');
    expect(quoteReference('MQ0000042')).toBe('MQ0000042');
  });
});
