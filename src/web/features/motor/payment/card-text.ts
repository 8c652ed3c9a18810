// How the sandbox gateway's card form prints and reads card details.

/** A sandbox test card's number in groups of four, as printed on a card. */
export const groupCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' or '12 / 30' typed in the expiry box reads as '12/30'; anything else is left as typed. */
export function tidyExpiry(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 4 && /^[\d\s/]+$/.test(text) ? `${digits.slice(0, 2)}/${digits.slice(2)}` : text;
}
