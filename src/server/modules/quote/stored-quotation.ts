// How a quote's quotations are stored: one JSON value per quote (see docs/decisions/006). Every amount
// of every breakdown is stored, as arrays in a fixed order rather than objects with repeated keys, which
// keeps a quote near 5 KB instead of 21 KB; what the tariff and company rows already hold (cover rows,
// names, codes, logos) is not copied but joined back when the quote is read. Tariff rows never change.
// A quotation is [company id, tariff id, badges, decline, breakdown, discounted breakdown]; its totals
// are the breakdowns' last values.
import type { Breakdown, Line } from '../../../domain/motor/quote-answers';
import { LINE_LABELS } from '../../rating/breakdown';
import type { Decline } from '../../rating/full';
import type { InsurerTariff, QuotationRecord, QuoteRequest } from '../../rating/quotations';
import { coverDetailsOf } from '../../rating/quotations';

// A line's label is stored only where it is not the usual one for its code (LINE_LABELS).
type StoredLine = [code: string, rateBp: number | null, amount: number, label?: string];
type StoredValue = number | null | StoredLine | StoredLine[];

type StoredBadge = [status: string, value: string, color: string, discountBp: number | null];
type StoredBreakdown = StoredValue[];

export type StoredQuotation = [
  companyId: number,
  tariffId: number,
  badges: StoredBadge[],
  decline: [code: Decline['code'], message: string] | null,
  breakdown: StoredBreakdown | null,
  discounted: StoredBreakdown | null,
];

/** The breakdown's fields in their stored order; a new field goes at the end. */
const BREAKDOWN_FIELDS = [
  'sum_insured',
  'basic_premium',
  'adjustments',
  'no_claims_bonus',
  'minimum_premium_top_up',
  'promotion',
  'net_premium',
  'third_party_premium',
  'covers',
  'srcc',
  'terrorism',
  'policy_fee',
  'taxable',
  'vat',
  'stamp_duty',
  'road_safety_fund',
  'total',
] as const satisfies readonly (keyof Breakdown)[];
// Fails to compile when Breakdown gains a field that is not stored.
const everyField: Record<Exclude<keyof Breakdown, (typeof BREAKDOWN_FIELDS)[number]>, never> = {};
void everyField;

const LINE_LISTS = new Set<string>(['adjustments', 'covers']);

function arrayToLine([code, rateBp, amount, label = LINE_LABELS[code] ?? code]: StoredLine): Line {
  return rateBp === null ? { code, label, amount } : { code, label, rate_bp: rateBp, amount };
}

function lineToArray(line: Line): StoredLine {
  const rateBp = line.rate_bp ?? null;
  return line.label === LINE_LABELS[line.code]
    ? [line.code, rateBp, line.amount]
    : [line.code, rateBp, line.amount, line.label];
}

function encodeBreakdown(breakdown: Breakdown | null): StoredBreakdown | null {
  if (breakdown === null) return null;
  return BREAKDOWN_FIELDS.map((field) => {
    const value: number | null | Line | Line[] = breakdown[field];
    if (Array.isArray(value)) return value.map(lineToArray);
    return value !== null && typeof value === 'object' ? lineToArray(value) : value;
  });
}

function decodeBreakdown(stored: StoredBreakdown | null): Breakdown | null {
  if (stored === null) return null;
  const entries = BREAKDOWN_FIELDS.map((field, index) => {
    const value = stored[index]!;
    if (LINE_LISTS.has(field)) return [field, (value as StoredLine[]).map(arrayToLine)];
    return [field, Array.isArray(value) ? arrayToLine(value as StoredLine) : value];
  });
  return Object.fromEntries(entries) as Breakdown;
}

function toStored(record: QuotationRecord): StoredQuotation {
  return [
    record.company_id,
    record.tariff_id,
    record.badges.map((badge) => [badge.status, badge.value, badge.color, badge.discount_bp]),
    record.decline && [record.decline.code, record.decline.message],
    encodeBreakdown(record.breakdown),
    encodeBreakdown(record.discounted_breakdown),
  ];
}

/** A quote's quotations as stored: JSON text of `StoredQuotation[]`. */
export function storedJson(records: readonly QuotationRecord[]): string {
  return JSON.stringify(records.map(toStored));
}

/** The quotation as priced, from its stored form, its insurer and the tariff it was priced on. */
export function fromStored(
  [companyId, tariffId, badges, decline, stored, storedDiscounted]: StoredQuotation,
  insurer: InsurerTariff,
  request: QuoteRequest,
): QuotationRecord {
  const breakdown = decodeBreakdown(stored);
  const discounted = decodeBreakdown(storedDiscounted);
  return {
    company_id: companyId,
    company_code: insurer.company.code,
    company_name: insurer.company.name,
    company_logo: insurer.company.logo,
    website: insurer.company.website,
    tariff_id: tariffId,
    tariff_version: insurer.tariff.version,
    sample_tariff: insurer.tariff.sample,
    total_premium: breakdown?.total ?? null,
    disc_total_premium: discounted?.total ?? null,
    badges: badges.map(([status, value, color, discountBp]) => ({
      status,
      value,
      color,
      discount_bp: discountBp,
    })),
    decline: decline && { code: decline[0], message: decline[1] },
    breakdown,
    discounted_breakdown: discounted,
    cover_details: coverDetailsOf(insurer.tariff.data, request, breakdown !== null),
  };
}
