import { describe, expect, it } from 'vitest';
import { REQUIRED, textMessage } from '../text-rules';
import { requiredString } from '../fields';
import { messages, parsed } from '#tests/support/test-helpers';
import { holderNameRules, NAME_MAX_LENGTH, NAME_MESSAGES, personNameRules, sameName } from './name';

describe("a person's name", () => {
  const schema = requiredString(personNameRules(NAME_MESSAGES.personalInfo));

  it.each([
    'Perera',
    'K. A. Perera',
    "Fernando-D'Silva",
    'Fernando-D’Silva',
    'කමල් පෙරේරා',
    'சுப்பிரமணியம்',
    'Pérera',
    'kamal  perera',
  ])('accepts %j', (name) => {
    expect(messages(schema, name)).toEqual([]);
  });

  it.each(['Perera1', 'K.A. Perera!', 'Kamal_Perera', '. -', '<b>Perera</b>'])(
    "refuses %j with the form's message",
    (name) => {
      expect(messages(schema, name)).toEqual([NAME_MESSAGES.personalInfo]);
    },
  );

  it('takes up to 100 characters and says so beyond', () => {
    expect(parsed(schema, 'A'.repeat(NAME_MAX_LENGTH))).toHaveLength(100);
    expect(messages(schema, 'A'.repeat(101))).toEqual(['Name must have at most 100 characters']);
  });

  it("trims, and says 'required' when blank", () => {
    expect(parsed(schema, '  K. A. Perera ')).toBe('K. A. Perera');
    expect(messages(schema, ' ')).toEqual([REQUIRED]);
  });

  it("keeps each form's wording", () => {
    expect(NAME_MESSAGES).toMatchObject({
      inquiry: 'Name is not valid',
      personalInfo: 'Name is not valid ',
      signUp: 'can only contain a-z',
      holder: 'Name Initials is not valid',
      holderRequired: 'Name with Initials is required',
    });
  });
});

describe('holderNameRules', () => {
  it('wants 3 to 30 letters and spaces', () => {
    expect(textMessage('AB', holderNameRules)).toBe(NAME_MESSAGES.holderLength);
    expect(textMessage('ABC', holderNameRules)).toBeUndefined();
    expect(textMessage('A'.repeat(30), holderNameRules)).toBeUndefined();
    expect(textMessage('A'.repeat(31), holderNameRules)).toBe(NAME_MESSAGES.holderLength);
    expect(textMessage('A1', holderNameRules)).toBe('Name Initials is not valid');
    expect(textMessage('K. A. Perera', holderNameRules)).toBeUndefined();
  });

  it("says the holder's own 'required'", () => {
    expect(textMessage('', holderNameRules, NAME_MESSAGES.holderRequired)).toBe(
      'Name with Initials is required',
    );
  });
});

describe('sameName', () => {
  it('ignores case and spacing', () => {
    expect(sameName('A B Perera', ' a  b perera')).toBe(true);
    expect(sameName('A B Perera', 'A C Perera')).toBe(false);
  });
});
