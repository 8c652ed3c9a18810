import { describe, expect, it } from 'vitest';
import { hashPassword, oneTimePassword, passwordMatches } from './password';

describe('staff passwords', () => {
  it('are kept as scrypt with their cost and salt, and match only themselves', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await passwordMatches('correct horse battery', stored)).toBe(true);
    expect(await passwordMatches('correct horse batterY', stored)).toBe(false);
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
  });

  it('refuses a stored string it did not make', async () => {
    expect(await passwordMatches('anything', 'plain text')).toBe(false);
    expect(await passwordMatches('anything', 'bcrypt$1$2$3$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('hands over one-time passwords of 144 random bits', () => {
    const password = oneTimePassword();
    expect(password).toMatch(/^[\w-]{24}$/);
    expect(oneTimePassword()).not.toBe(password);
  });
});
