// How a quote's quotations are stored: one JSON value per quote (see docs/decisions/006). Every amount
// of every breakdown is stored, as arrays in a fixed order rather than objects with repeated keys; what
// the tariff and company rows already hold (cover rows, names, codes, logos) is not copied but joined
// back when the quote is read, and neither are labels that follow from the line's code, the vehicle or
// the badge (`labelsFor`), nor the codes of fields that always hold the same line (`FIELD_CODES`). A
// discounted breakdown is stored as the fields where it differs from the
// undiscounted one. So a quote of 13 quotations takes about 3.3 KB, which the database writes faster than
// the 4.6 KB it took with every label, every code and both breakdowns in full. Tariff rows never change.
// A quotation is [company id, tariff id, badges, decline, breakdown, discounted breakdown]; its totals
// are the breakdowns' last values. Quotations stored before these savings (every label and code, both
// breakdowns in full) are read the same way.
import type { Breakdown, Line } from '#domain/motor/quote-answers';
import { LINE_LABELS } from '#server/rating/breakdown';
import type { Decline } from '#server/rating/full';
import { vehicleLineLabels } from '#server/rating/full';
import type { InsurerTariff, QuotationRecord, QuoteRequest } from '#server/rating/quotations';
import { coverDetailsOf } from '#server/rating/quotations';

// A line's label is stored only where it does not follow from its code (`labelsFor`); its code only
// where it does not follow from its field (`FIELD_CODES`).
type StoredLine =
  | [code: string, rateBp: number | null, amount: number, label?: string]
  | [rateBp: number | null, amount: number, label?: string];
type StoredValue = number | null | StoredLine | StoredLine[];

type StoredBadge = [status: string, value: string, color: string, discountBp: number | null];
type StoredBreakdown = StoredValue[];
/** A discounted breakdown: the fields (by index) where it differs from the undiscounted one. */
type StoredDifference = Record<number, StoredValue>;

export type StoredQuotation = [
  companyId: number,
  tariffId: number,
  badges: StoredBadge[],
  decline: [code: Decline['code'], message: string] | null,
  breakdown: StoredBreakdown | null,
  discounted: StoredDifference | StoredBreakdown | null,
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

type Field = (typeof BREAKDOWN_FIELDS)[number];

const LINE_LISTS = new Set<string>(['adjustments', 'covers']);

/** The code of the one line a field holds, where it is always the same. */
const FIELD_CODES: Partial<Record<Field, string>> = {
  basic_premium: 'basic',
  no_claims_bonus: 'ncb',
  promotion: 'promotion',
  vat: 'vat',
  road_safety_fund: 'road_safety_fund',
};

/** The label of a line by its code: the usual ones, and those of this quote's vehicle and this
 * quotation's badge. A lookup, not a merged object: copying the usual labels for every quote cost more
 * than the rest of encoding it. */
type Labels = (code: string) => string | undefined;

const usualLabel: Labels = (code) => LINE_LABELS[code];

/** The labels a stored quotation of `request`, quoted on `quotedOn`, leaves out. */
export function labelsFor(request: QuoteRequest, quotedOn: string): Labels {
  if (request.coverType === 'T') return usualLabel;
  const vehicle = vehicleLineLabels(request.vehicle, Number(quotedOn.slice(0, 4)));
  return (code) => vehicle[code] ?? LINE_LABELS[code];
}

// A promotion line is labelled with the status of the badge that gave the discount, the first one.
const withPromotion = (labels: Labels, firstBadge: string | undefined): Labels =>
  firstBadge === undefined ? labels : (code) => (code === 'promotion' ? firstBadge : labels(code));

function arrayToLine(stored: StoredLine, labels: Labels, fieldCode?: string): Line {
  const [code, rateBp, amount, label] = (typeof stored[0] === 'string' ? stored : [fieldCode, ...stored]) as [
    string,
    number | null,
    number,
    string?,
  ];
  const text = label ?? labels(code) ?? code;
  return rateBp === null ? { code, label: text, amount } : { code, label: text, rate_bp: rateBp, amount };
}

function lineToArray(line: Line, labels: Labels, fieldCode?: string): StoredLine {
  const rateBp = line.rate_bp ?? null;
  const implied = line.label === labels(line.code);
  if (line.code === fieldCode) return implied ? [rateBp, line.amount] : [rateBp, line.amount, line.label];
  return implied ? [line.code, rateBp, line.amount] : [line.code, rateBp, line.amount, line.label];
}

function encodeValue(field: Field, value: number | null | Line | Line[], labels: Labels): StoredValue {
  if (Array.isArray(value)) return value.map((line) => lineToArray(line, labels));
  return value !== null && typeof value === 'object' ? lineToArray(value, labels, FIELD_CODES[field]) : value;
}

function decodeValue(field: Field, value: StoredValue, labels: Labels) {
  if (LINE_LISTS.has(field)) return (value as StoredLine[]).map((line) => arrayToLine(line, labels));
  return Array.isArray(value) ? arrayToLine(value as StoredLine, labels, FIELD_CODES[field]) : value;
}

function encodeBreakdown(breakdown: Breakdown | null, labels: Labels): StoredBreakdown | null {
  if (breakdown === null) return null;
  return BREAKDOWN_FIELDS.map((field) => encodeValue(field, breakdown[field], labels));
}

const sameLine = (a: Line, b: Line) =>
  a.code === b.code && a.rate_bp === b.rate_bp && a.amount === b.amount && a.label === b.label;

function sameValue(a: number | null | Line | Line[], b: number | null | Line | Line[]): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((line, index) => sameLine(line, b[index]!));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return !Array.isArray(a) && !Array.isArray(b) && sameLine(a, b);
}

/** The fields where the discounted breakdown differs from the undiscounted one. */
function encodeDifference(base: Breakdown, discounted: Breakdown | null, labels: Labels) {
  if (discounted === null) return null;
  const difference: StoredDifference = {};
  BREAKDOWN_FIELDS.forEach((field, index) => {
    if (!sameValue(discounted[field], base[field]))
      difference[index] = encodeValue(field, discounted[field], labels);
  });
  return difference;
}

function decodeBreakdown(stored: StoredBreakdown | null, labels: Labels): Breakdown | null {
  if (stored === null) return null;
  const entries = BREAKDOWN_FIELDS.map((field, index) => [field, decodeValue(field, stored[index]!, labels)]);
  return Object.fromEntries(entries) as Breakdown;
}

function decodeDiscounted(
  base: StoredBreakdown | null,
  stored: StoredDifference | StoredBreakdown | null,
  labels: Labels,
): Breakdown | null {
  if (stored === null || base === null || Array.isArray(stored))
    return decodeBreakdown(stored as StoredBreakdown | null, labels);
  return decodeBreakdown(
    base.map((value, index) => (index in stored ? stored[index]! : value)),
    labels,
  );
}

function toStored(record: QuotationRecord, quoteLabels: Labels): StoredQuotation {
  const labels = withPromotion(quoteLabels, record.badges[0]?.status);
  return [
    record.company_id,
    record.tariff_id,
    record.badges.map((badge) => [badge.status, badge.value, badge.color, badge.discount_bp]),
    record.decline && [record.decline.code, record.decline.message],
    encodeBreakdown(record.breakdown, labels),
    record.breakdown && encodeDifference(record.breakdown, record.discounted_breakdown, labels),
  ];
}

/** A quote's quotations as stored: JSON text of `StoredQuotation[]`; `labels` from `labelsFor`. */
export function storedJson(records: readonly QuotationRecord[], labels: Labels): string {
  return JSON.stringify(records.map((record) => toStored(record, labels)));
}

/**
 * The quotation as priced, from its stored form, its insurer and the tariff it was priced on, and the
 * quote's `labelsFor`.
 */
export function fromStored(
  [companyId, tariffId, badges, decline, stored, storedDiscounted]: StoredQuotation,
  insurer: InsurerTariff,
  request: QuoteRequest,
  quoteLabels: Labels,
): QuotationRecord {
  const labels = withPromotion(quoteLabels, badges[0]?.[0]);
  const breakdown = decodeBreakdown(stored, labels);
  const discounted = decodeDiscounted(stored, storedDiscounted, labels);
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
