// Amounts are integer cents (1 rupee = 100 cents) from storage to screen, so sums and discounts never
// meet binary fractions; they become text only here: 'Rs. 123,456.00' on screen (motor section 9:
// thousand separators) and '123456.00' in public answers (decision 021). Grouping is done by hand rather
// than by Intl so browser and server print the same.

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`amount in cents must be a safe integer, got ${cents}`);
}

/** '1234567' -> '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

function rupeesAndFraction(cents: number): [sign: string, rupees: string, fraction: string] {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  return [
    cents < 0 ? '-' : '',
    String(Math.trunc(magnitude / 100)),
    String(magnitude % 100).padStart(2, '0'),
  ];
}

/** 12345600 -> 'Rs. 123,456.00'; a negative amount (a refund) -> 'Rs. -50.00'. */
export function formatRupees(cents: number): string {
  const [sign, rupees, fraction] = rupeesAndFraction(cents);
  return `Rs. ${sign}${groupThousands(rupees)}.${fraction}`;
}

/**
 * An amount as every public answer carries it: rupees with exactly two decimals, as text (decision
 * 021), e.g. '48250.50', '-50.00' for a discount line.
 */
export const RUPEES_PATTERN = /^-?\d+\.\d{2}$/;

/** 4825050 -> '48250.50': the one conversion from the server's cents to an answer's amount. */
export function centsToRupees(cents: number): string {
  const [sign, rupees, fraction] = rupeesAndFraction(cents);
  return `${sign}${rupees}.${fraction}`;
}

/** '48250.50' -> 'Rs. 48,250.50': an answer's amount as the screen shows it. */
export const formatRupeesOf = (answer: string): string => formatRupees(centsOfRupees(answer));

/** '48250.50' -> 4825050: an answer's amount back to cents, read digit by digit. */
export function centsOfRupees(text: string): number {
  if (!RUPEES_PATTERN.test(text)) throw new RangeError(`not an amount in rupees: ${text}`);
  const digits = Number(text.replace('.', ''));
  assertCents(digits);
  return digits;
}

/** Whole rupees (a sum insured, a tariff limit) to cents. */
export function rupeesToCents(rupees: number): number {
  if (!Number.isSafeInteger(rupees)) throw new RangeError(`rupees must be a whole number, got ${rupees}`);
  const cents = rupees * 100;
  assertCents(cents);
  return cents;
}

/**
 * A typed amount ('1,234.5', '1234.50', '1234') to cents, read digit by digit; undefined when the text
 * is not an amount (more than two decimals, misplaced separators, a sign).
 */
export function parseRupees(text: string): number | undefined {
  const parts = /^(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (parts === null) return undefined;
  const cents = Number(parts[1]?.replaceAll(',', '')) * 100 + Number((parts[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}
