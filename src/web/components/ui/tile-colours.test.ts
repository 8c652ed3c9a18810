import { describe, expect, it } from 'vitest';
import { tileColours } from './tile-colours';

describe('tileColours', () => {
  it.each([
    ['#0b5cab', '#ffffff'],
    ['#be185d', '#ffffff'],
    ['#6d28d9', '#ffffff'],
    ['#fde68a', '#0f172a'],
    ['#FFF', '#0f172a'],
    ['#000', '#ffffff'],
  ])('puts readable text on %s', (background, text) => {
    expect(tileColours(background)).toEqual({ background, text });
  });

  it('falls back to the brand colour for anything that is not a hex colour', () => {
    expect(tileColours('red; background-image:url(x)')).toEqual({ background: '#0b5f76', text: '#ffffff' });
    expect(tileColours('')).toEqual({ background: '#0b5f76', text: '#ffffff' });
  });
});
