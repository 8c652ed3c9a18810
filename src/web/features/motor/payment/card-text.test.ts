import { describe, expect, it } from 'vitest';
import { sandboxCardSchema } from '#domain/motor/payment-calls';
import { groupCardNumber, testCardDetails, tidyExpiry } from './card-text';

describe('card text', () => {
  it('prints card numbers in fours and tidies a typed expiry', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(tidyExpiry('1230')).toBe('12/30');
    expect(tidyExpiry('12 / 30')).toBe('12/30');
    expect(tidyExpiry('12/30')).toBe('12/30');
    expect(tidyExpiry('123')).toBe('123');
    expect(tidyExpiry('ab12')).toBe('ab12');
  });

  it("fills every field of a test card so the card form's own rules pass", () => {
    const details = testCardDetails('4242424242424242', 'K. A. Perera', new Date('2026-11-23T12:00:00Z'));
    expect(details).toEqual({
      card_number: '4242424242424242',
      card_expiry: '12/29',
      card_holder_name: 'K. A. PERERA',
      card_cvv: '123',
    });
    expect(sandboxCardSchema.safeParse(details).success).toBe(true);
    // A name a card cannot print (Sinhala script) still leaves a name the form takes.
    const sinhala = testCardDetails('4000000000000002', 'කමල් පෙරේරා', new Date());
    expect(sandboxCardSchema.safeParse(sinhala).success).toBe(true);
  });
});
