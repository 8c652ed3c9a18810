// Amounts are integer cents (1 rupee = 100 cents) from storage to screen, so sums and discounts never
// meet binary fractions; they become text only here, as 'Rs. 123,456.00' (motor section 9: thousand
// separators). Grouping is done by hand rather than by Intl so browser and server print the same.

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`amount in cents must be a safe integer, got ${cents}`);
}

/** '1234567' -> '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 12345600 -> 'Rs. 123,456.00'; a negative amount (a refund) -> 'Rs. -50.00'. */
export function formatRupees(cents: number): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const rupees = groupThousands(String(Math.trunc(magnitude / 100)));
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `Rs. ${cents < 0 ? '-' : ''}${rupees}.${fraction}`;
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
