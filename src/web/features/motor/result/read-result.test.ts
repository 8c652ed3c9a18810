import { describe, expect, it } from 'vitest';
import { ownPath, readResult } from './read-result';

const read = (query: string) => readResult(new URLSearchParams(query));

describe('ownPath', () => {
  it.each(['/', '/motor/car/full/Quotation', '/Pay/motor/k7Hq2mX9pL4nR8sT1vW3yZ5b?x=1#top'])(
    'keeps our own path %j',
    (link) => expect(ownPath(link)).toBe(link),
  );

  it.each([
    undefined,
    '',
    'https://evil.example',
    'http://kavacha.lk/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/a//b',
    'javascript:alert(1)',
    'data:text/html,hi',
    'motor/car',
    ' /motor',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('sends %j to the home page', (link) => expect(ownPath(link)).toBe('/'));
});

describe('readResult', () => {
  it('names the known results by their title, whatever else the query says', () => {
    expect(read('title=completed&status=success&buttonText=x&dynamicLink=https://evil.example')).toEqual({
      kind: 'known',
      code: 'completed',
    });
    expect(read('title=payment_failed&status=failed')).toEqual({ kind: 'known', code: 'payment_failed' });
    expect(read('title=payment_cancelled')).toEqual({ kind: 'known', code: 'payment_cancelled' });
  });

  it.each(['status=404&title=completed', '', 'title=  &status='])('%j is the 404 variant', (query) =>
    expect(read(query)).toEqual({ kind: 'notFound' }),
  );

  it('makes any other title a neutral page whose link is one of ours (lower-case spellings too)', () => {
    expect(read('title=Policy cancelled&dynamicLink=https://evil.example')).toEqual({
      kind: 'unknown',
      link: '/',
    });
    expect(read('status=success&dynamiclink=/motor/car/full/Quotation')).toEqual({
      kind: 'unknown',
      link: '/motor/car/full/Quotation',
    });
  });
});
