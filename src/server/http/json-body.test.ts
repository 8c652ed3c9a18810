import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-body';

describe('jsonDepth', () => {
  it('counts how deep arrays and objects nest', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}],"c":{}}')).toBe(3);
    expect(jsonDepth('[[[]]]')).toBe(3);
  });

  it('ignores brackets and escaped quotes inside strings', () => {
    expect(jsonDepth('{"a":"[[[{{{","b":"\\"[[["}')).toBe(1);
  });

  it('stops counting past the limit, so a huge body is not read to its end', () => {
    expect(jsonDepth('['.repeat(1_000_000), 32)).toBe(33);
  });
});
