// How the sandbox gateway's card form prints and reads card details.
import type { SandboxCardInput } from '#domain/motor/payment-calls';

/** A sandbox test card's number in groups of four, as printed on a card. */
export const groupCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' or '12 / 30' typed in the expiry box reads as '12/30'; anything else is left as typed. */
export function tidyExpiry(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 4 && /^[\d\s/]+$/.test(text) ? `${digits.slice(0, 2)}/${digits.slice(2)}` : text;
}

/** A name the card form takes (Latin letters, spaces, dots, hyphens, apostrophes), as a card prints it. */
const CARD_NAME = /^[A-Za-z .'-]{2,60}$/;

/**
 * Every field of the card form for a sandbox test card, so Use then Pay works: the buyer's name when a
 * card could carry it, an expiry three years on (December) and a security code.
 */
export function testCardDetails(number: string, buyer: string, today: Date): SandboxCardInput {
  const year = String((today.getUTCFullYear() + 3) % 100).padStart(2, '0');
  return {
    card_number: number,
    card_expiry: `12/${year}`,
    card_holder_name: CARD_NAME.test(buyer) ? buyer.toUpperCase() : 'SANDBOX TEST CARD',
    card_cvv: '123',
  };
}
