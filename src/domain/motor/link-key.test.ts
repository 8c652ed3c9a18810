import { expect, it } from 'vitest';
import { isLinkKey } from './link-key';

it('takes a key longer than 10 URL-safe characters', () => {
  expect(isLinkKey('abcdefghij')).toBe(false);
  expect(isLinkKey('abcdefghijk')).toBe(true);
  expect(isLinkKey('Ab3_-defghijklmnopqrstuvw')).toBe(true);
  expect(isLinkKey('abc/defghijk')).toBe(false);
  expect(isLinkKey(undefined)).toBe(false);
});
