import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  choiceWithDefault,
  crossFieldCheck,
  optionalString,
  requiredChoice,
  requiredString,
  requiredValue,
  stringWithDefault,
  text,
} from './fields';
import {
  lengthBetween,
  matches,
  maxLength,
  minLength,
  NOT_ALLOWED,
  REQUIRED,
  textMessage,
  toText,
} from './text-rules';
import { fieldErrors, messages, parsed } from '#tests/support/test-helpers';

const digits = matches(/^\d+$/, 'digits only');
const short = maxLength(3, 'at most 3');

describe('toText', () => {
  it('trims text and reads blank as absent', () => {
    expect(toText('  ab c ')).toBe('ab c');
    expect(toText('   ')).toBeUndefined();
    expect(toText('')).toBeUndefined();
    expect(toText(null)).toBeUndefined();
    expect(toText(undefined)).toBeUndefined();
  });

  it('reads finite numbers as their decimal text and hands anything else on', () => {
    expect(toText(0)).toBe('0');
    expect(toText(150000)).toBe('150000');
    expect(toText(Number.NaN)).toBeNaN();
    expect(toText(true)).toBe(true);
  });
});

describe('textMessage', () => {
  it("gives 'required' (or the field's own wording) for a blank required value", () => {
    expect(textMessage(' ', [digits])).toBe(REQUIRED);
    expect(textMessage(undefined, [digits], 'Say something')).toBe('Say something');
  });

  it('gives nothing for a blank optional value', () => {
    expect(textMessage('', [digits], false)).toBeUndefined();
  });

  it('gives the first broken rule only', () => {
    expect(textMessage('abcd', [digits, short])).toBe('digits only');
    expect(textMessage('1234', [digits, short])).toBe('at most 3');
    expect(textMessage('123', [digits, short])).toBeUndefined();
  });

  it('refuses values that are not text', () => {
    expect(textMessage({}, [])).toBe('Invalid input: expected text');
  });
});

describe('length rules', () => {
  it('count characters inclusively on both ends', () => {
    const rule = lengthBetween(3, 5, 'bad');
    expect(['ab', 'abc', 'abcde', 'abcdef'].map(rule)).toEqual(['bad', undefined, undefined, 'bad']);
    expect(minLength(2, 'min')('a')).toBe('min');
    expect(minLength(2, 'min')('ab')).toBeUndefined();
  });
});

describe('text', () => {
  it.each(['a\u0000b', 'a\ud800', '\udc00b', '\ude00\ud83d'])(
    'refuses %j, which PostgreSQL cannot store, and every string schema refuses it the same way',
    (value) => {
      for (const schema of [text(), requiredString([digits]), optionalString(), stringWithDefault('x')])
        expect(messages(schema, value)).toEqual([NOT_ALLOWED]);
      expect(messages(text().max(1), value)).toEqual([NOT_ALLOWED]);
    },
  );

  it('accepts any other text, characters outside the basic plane included', () => {
    expect(parsed(text(), 'ශ්‍රී லங்கா 🚗\t')).toBe('ශ්‍රී லங்கா 🚗\t');
  });
});

describe('requiredString', () => {
  const schema = requiredString([digits, short]);

  it.each([undefined, null, '', '   '])("says 'required' for %j", (value) => {
    expect(messages(schema, value)).toEqual([REQUIRED]);
  });

  it('uses a custom required message', () => {
    expect(messages(requiredString([], 'Name please'), '')).toEqual(['Name please']);
  });

  it('trims the value and accepts JSON numbers', () => {
    expect(parsed(schema, ' 12 ')).toBe('12');
    expect(parsed(schema, 7)).toBe('7');
  });

  it("reports one message, the first rule's", () => {
    expect(messages(schema, 'abcdef')).toEqual(['digits only']);
  });

  it('refuses a non-text value with a type message, not as missing', () => {
    expect(messages(schema, { a: 1 })).not.toEqual([REQUIRED]);
    expect(messages(schema, { a: 1 })).toHaveLength(1);
  });

  it('reports an absent key at its field', () => {
    expect(fieldErrors(z.object({ code: schema }), {})).toEqual({ code: [REQUIRED] });
  });
});

describe('requiredValue', () => {
  const schema = requiredValue([digits], (text) => Number(text) * 2);

  it('maps a valid text and refuses like requiredString', () => {
    expect(parsed(schema, ' 21 ')).toBe(42);
    expect(messages(schema, '')).toEqual([REQUIRED]);
    expect(messages(schema, 'x')).toEqual(['digits only']);
  });

  it('stays a required string in the JSON schema the API documentation is built from', () => {
    const object = z.object({ amount: schema, note: optionalString() });
    expect(z.toJSONSchema(object, { io: 'input' })).toMatchObject({
      properties: { amount: { type: 'string' }, note: { type: 'string' } },
      required: ['amount'],
    });
  });
});

describe('optionalString', () => {
  const schema = z.object({ note: optionalString([short]) });

  it.each([undefined, null, '', '  '])('lets %j pass as absent', (note) => {
    expect(parsed(schema, { note })).toEqual({ note: undefined });
  });

  it('checks a value that is present', () => {
    expect(fieldErrors(schema, { note: 'abcd' })).toEqual({ note: ['at most 3'] });
    expect(parsed(schema, { note: ' abc ' })).toEqual({ note: 'abc' });
  });
});

describe('choices', () => {
  const required = requiredChoice(['R', 'U'], 'R or U');
  const withDefault = choiceWithDefault(['YES', 'NO'], 'YES', 'YES or NO');

  it("requiredChoice: blank is 'required', an unknown code its message", () => {
    expect(messages(required, '')).toEqual([REQUIRED]);
    expect(messages(required, undefined)).toEqual([REQUIRED]);
    expect(messages(required, 'X')).toEqual(['R or U']);
    expect(messages(required, 'r')).toEqual(['R or U']);
    expect(parsed(required, ' U ')).toBe('U');
  });

  it('choiceWithDefault: blank takes the default', () => {
    expect(parsed(withDefault, undefined)).toBe('YES');
    expect(parsed(withDefault, '')).toBe('YES');
    expect(parsed(withDefault, null)).toBe('YES');
    expect(parsed(withDefault, 'NO')).toBe('NO');
    expect(messages(withDefault, 'MAYBE')).toEqual(['YES or NO']);
  });

  it('stringWithDefault: blank takes the default, a value must pass the rules', () => {
    const schema = stringWithDefault('0', [digits]);
    expect(parsed(schema, '')).toBe('0');
    expect(parsed(schema, 4)).toBe('4');
    expect(messages(schema, 'four')).toEqual(['digits only']);
  });
});

describe('crossFieldCheck', () => {
  const schema = z
    .object({ kind: requiredChoice(['a', 'b'], 'a or b'), detail: optionalString(), name: requiredString() })
    .check(
      crossFieldCheck<{ kind: string; detail?: string }>((value, report) => {
        if (value.kind === 'b') report('detail', textMessage(value.detail, [digits]));
      }),
    );

  it('reports at the field it names', () => {
    expect(fieldErrors(schema, { kind: 'b', name: 'n' })).toEqual({ detail: [REQUIRED] });
    expect(fieldErrors(schema, { kind: 'b', detail: 'x', name: 'n' })).toEqual({ detail: ['digits only'] });
    expect(fieldErrors(schema, { kind: 'a', name: 'n' })).toEqual({});
  });

  it('still runs when another field failed, so every problem is listed at once', () => {
    expect(fieldErrors(schema, { kind: 'b', name: '' })).toEqual({ name: [REQUIRED], detail: [REQUIRED] });
  });

  it('leaves a value that is no object at all to the type error alone', () => {
    for (const value of [null, undefined, [], 'b'])
      expect(schema.safeParse(value).error?.issues).toEqual([
        expect.objectContaining({ code: 'invalid_type', expected: 'object', path: [] }),
      ]);
  });
});
