import { describe, expect, it } from 'vitest';
import { REQUIRED, textMessage } from '../text-rules';
import { messages, parsed } from '#tests/support/test-helpers';
import { agentEmail, EMAIL_MESSAGES, email, holderEmailRules } from './email';

describe('email', () => {
  it.each(['kamal@example.lk', 'kamal.perera+motor@mail.example.com', ' a@b.co '])('accepts %j', (text) => {
    expect(messages(email, text)).toEqual([]);
  });

  it.each(['kamal', 'kamal@', 'kamal@example', '@example.lk', 'kamal perera@example.lk', 'kamal@example.l'])(
    'refuses %j',
    (text) => {
      expect(messages(email, text)).toEqual([EMAIL_MESSAGES.invalid]);
    },
  );

  it("says 'required' when empty and trims the address", () => {
    expect(messages(email, ' ')).toEqual([REQUIRED]);
    expect(parsed(email, ' a@b.co ')).toBe('a@b.co');
  });
});

describe('holderEmailRules', () => {
  it('wants 5 to 60 characters', () => {
    const sixty = `${'a'.repeat(54)}@b.com`;
    expect(sixty).toHaveLength(60);
    expect(textMessage(sixty, holderEmailRules)).toBeUndefined();
    expect(textMessage(`a${sixty}`, holderEmailRules)).toBe(EMAIL_MESSAGES.holderLength);
    expect(textMessage('a@b', holderEmailRules)).toBe(EMAIL_MESSAGES.invalid);
  });
});

describe('agentEmail', () => {
  it('accepts a standard address of up to 20 characters', () => {
    const twenty = 'agent123@example.com';
    expect(twenty).toHaveLength(20);
    expect(messages(agentEmail, twenty)).toEqual([]);
  });

  it('refuses longer or malformed addresses', () => {
    expect(messages(agentEmail, 'agent1234@example.com')).toEqual([EMAIL_MESSAGES.agentLength]);
    expect(messages(agentEmail, 'agent@example')).toEqual(['You have entered an invalid email address!']);
    expect(messages(agentEmail, '')).toEqual([REQUIRED]);
  });
});
