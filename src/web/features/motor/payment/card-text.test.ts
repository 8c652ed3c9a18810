import { describe, expect, it } from 'vitest';
import { groupCardNumber, tidyExpiry } from './card-text';

describe('card text', () => {
  it('prints card numbers in fours and tidies a typed expiry', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(tidyExpiry('1230')).toBe('12/30');
    expect(tidyExpiry('12 / 30')).toBe('12/30');
    expect(tidyExpiry('12/30')).toBe('12/30');
    expect(tidyExpiry('123')).toBe('123');
    expect(tidyExpiry('ab12')).toBe('ab12');
  });
});
