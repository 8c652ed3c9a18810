import { groupThousands } from '#domain/money';

// A number of whole rupees as a form shows it ('6,500,000') and as it posts it (6500000).

/** Whole rupees shown with thousand separators, as typed or as saved: '1500000' -> '1,500,000'. */
export function withThousands(text: string): string {
  const digits = text.trim().replaceAll(',', '');
  if (!/^\d{1,15}$/.test(digits)) return text;
  return groupThousands(digits.replace(/^0+(?=\d)/, ''));
}

/**
 * The market value as typed ('6,500,000') as a number of rupees, or undefined when it is not whole
 * rupees: the form posts the number, and the text it cannot read for the schema to name the mistake.
 */
export function rupeesOf(text: string): number | undefined {
  const digits = text.trim().replaceAll(',', '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
}
