import { describe, expect, it } from 'vitest';
import { messages, parsed } from '#tests/support/test-helpers';
import { title } from './titles';
import { TITLE_MESSAGE, TITLES } from './title-list';

describe('title', () => {
  it('offers the spec titles in order', () => {
    expect(TITLES).toEqual(['Mr', 'Mrs', 'Miss', 'Mstr', 'Dr', 'Dr.Mrs', 'Ven.', 'Rev.']);
  });

  it('defaults to Mr and accepts each title', () => {
    expect(parsed(title, undefined)).toBe('Mr');
    expect(parsed(title, '')).toBe('Mr');
    for (const choice of TITLES) expect(parsed(title, choice)).toBe(choice);
  });

  it('refuses anything else', () => {
    expect(messages(title, 'Prof')).toEqual([TITLE_MESSAGE]);
    expect(messages(title, 'mr')).toEqual([TITLE_MESSAGE]);
  });
});
