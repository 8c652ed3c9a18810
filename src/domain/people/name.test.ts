import { describe, expect, it } from 'vitest';
import { textMessage } from '../fields';
import { holderNameRules, lettersAndSpaces, NAME_MESSAGES, sameName } from './name';

describe('lettersAndSpaces', () => {
  const rule = lettersAndSpaces('Name is not valid ');

  it.each(['Perera', 'A B Perera', 'kamal  perera'])('accepts %j', (name) => {
    expect(rule(name)).toBeUndefined();
  });

  it.each(['A. B. Perera', 'Perera2', "D'Silva", 'Kamal-Perera', 'Pérera'])(
    'refuses %j with the message given',
    (name) => {
      expect(rule(name)).toBe('Name is not valid ');
    },
  );

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
