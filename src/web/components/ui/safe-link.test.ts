import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link';

const origin = 'https://kavacha.lk';

describe('safeLink', () => {
  it('keeps same-origin paths as internal links', () => {
    expect(safeLink('/motor/Car/full-insurance/Quotation?a=1#top', origin)).toEqual({
      href: '/motor/Car/full-insurance/Quotation?a=1#top',
      internal: true,
    });
    expect(safeLink('https://kavacha.lk/profile', origin)).toEqual({ href: '/profile', internal: true });
  });

  it('allows http(s) links to other sites as external links', () => {
    expect(safeLink('https://pay.example.com/checkout', origin)).toEqual({
      href: 'https://pay.example.com/checkout',
      internal: false,
    });
    expect(safeLink('//evil.example/x', origin)).toEqual({ href: 'https://evil.example/x', internal: false });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'mailto:a@b.lk',
  ])('refuses %j', (link) => {
    expect(safeLink(link, origin)).toBeUndefined();
  });

  it('refuses empty and unparsable links', () => {
    expect(safeLink(undefined, origin)).toBeUndefined();
    expect(safeLink('   ', origin)).toBeUndefined();
    expect(safeLink('http://', origin)).toBeUndefined();
  });
});
