// How a quote's quotations are stored: one JSON text per quote (see docs/decisions/006 and 014), written
// and read only through the quote repository. Every amount of every breakdown is stored, as arrays in a
// fixed order rather than objects with repeated keys; what the tariff and company rows already hold
// (cover rows, names, codes, logos) is not copied but joined back when the quote is read, and neither are
// labels that follow from the line's code, the vehicle or the badge (`labelsFor`), nor the codes of
// fields that always hold the same line (`FIELD_CODES`). A discounted breakdown is stored as the fields
// where it differs from the undiscounted one. So a quote of 13 quotations takes about 3.3 KB.
// The text is `[version, quotation, ...]`; a quotation is [company id, tariff id, badges, decline,
// breakdown, discounted breakdown]; its totals are the breakdowns' last values. Texts without a version
// (every quote stored before 2026-11-23: the quotations alone, some with every label and code and both
// breakdowns in full) are read by the same decoder.
import type { Breakdown, Line } from '#domain/motor/quote-answers';
import { LINE_LABELS } from '#server/rating/breakdown';
import { vehicleLineLabels } from '#server/rating/full';
import type { InsurerTariff, QuotationRecord, QuoteRequest } from '#server/rating/quotations';
import { coverDetailsOf } from '#server/rating/quotations';
import type {
  CodedLine,
  Field,
  StoredBreakdown,
  StoredLine,
  StoredQuotation,
  StoredQuotations,
  StoredValue,
} from './stored-format';
import { BREAKDOWN_FIELDS, FIELD_CODES, FORMAT, storedBreakdown, storedText } from './stored-format';

/** The label of a line by its code: the usual ones, and those of this quote's vehicle and this
 * quotation's badge. A lookup, not a merged object: copying the usual labels for every quote cost more
 * than the rest of encoding it. */
type Labels = (code: string) => string | undefined;

const usualLabel: Labels = (code) => LINE_LABELS[code];

/** The labels a stored quotation of `request`, quoted on `quotedOn`, leaves out. */
function labelsFor(request: QuoteRequest, quotedOn: string): Labels {
  if (request.coverType === 'T') return usualLabel;
  const vehicle = vehicleLineLabels(request.vehicle, Number(quotedOn.slice(0, 4)));
  return (code) => vehicle[code] ?? LINE_LABELS[code];
}

// A promotion line is labelled with the status of the badge that gave the discount, the first one.
const withPromotion = (labels: Labels, firstBadge: string | undefined): Labels =>
  firstBadge === undefined ? labels : (code) => (code === 'promotion' ? firstBadge : labels(code));

const hasCode = (line: StoredLine): line is CodedLine => typeof line[0] === 'string';

function lineOf(code: string, rate: number | null, value: number, label: string | undefined, labels: Labels) {
  const text = label ?? labels(code) ?? code;
  return rate === null
    ? { code, label: text, amount: value }
    : { code, label: text, rate_bp: rate, amount: value };
}

function arrayToLine(stored: StoredLine, labels: Labels, fieldCode = ''): Line {
  if (hasCode(stored)) return lineOf(stored[0], stored[1], stored[2], stored[3], labels);
  return lineOf(fieldCode, stored[0], stored[1], stored[2], labels);
}

function lineToArray(line: Line, labels: Labels, fieldCode?: string): StoredLine {
  const rate = line.rate_bp ?? null;
  const implied = line.label === labels(line.code);
  if (line.code === fieldCode) return implied ? [rate, line.amount] : [rate, line.amount, line.label];
  return implied ? [line.code, rate, line.amount] : [line.code, rate, line.amount, line.label];
}

function encodeValue(field: Field, value: number | null | Line | Line[], labels: Labels): StoredValue {
  if (Array.isArray(value)) return value.map((line) => lineToArray(line, labels));
  return value !== null && typeof value === 'object' ? lineToArray(value, labels, FIELD_CODES[field]) : value;
}

function encodeBreakdown(breakdown: Breakdown | null, labels: Labels) {
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
  const difference: Record<number, StoredValue> = {};
  BREAKDOWN_FIELDS.forEach((field, index) => {
    if (!sameValue(discounted[field], base[field]))
      difference[index] = encodeValue(field, discounted[field], labels);
  });
  return difference;
}

function decodeBreakdown(stored: StoredBreakdown | null, labels: Labels): Breakdown | null {
  if (stored === null) return null;
  const [sumInsured, basic, adjustments, ncb, topUp, promotion, net, thirdParty, covers] = stored;
  const [, , , , , , , , , srcc, terrorism, policyFee, taxable, vat, stampDuty, roadSafetyFund, total] =
    stored;
  const optional = (line: StoredLine | null, field: Field) =>
    line && arrayToLine(line, labels, FIELD_CODES[field]);
  return {
    sum_insured: sumInsured,
    basic_premium: optional(basic, 'basic_premium'),
    adjustments: adjustments.map((line) => arrayToLine(line, labels)),
    no_claims_bonus: optional(ncb, 'no_claims_bonus'),
    minimum_premium_top_up: topUp,
    promotion: optional(promotion, 'promotion'),
    net_premium: net,
    third_party_premium: thirdParty,
    covers: covers.map((line) => arrayToLine(line, labels)),
    srcc,
    terrorism,
    policy_fee: policyFee,
    taxable,
    vat: arrayToLine(vat, labels, FIELD_CODES.vat),
    stamp_duty: stampDuty,
    road_safety_fund: arrayToLine(roadSafetyFund, labels, FIELD_CODES.road_safety_fund),
    total,
  };
}

function decodeDiscounted(
  base: StoredBreakdown | null,
  stored: StoredQuotation[5],
  labels: Labels,
): Breakdown | null {
  if (stored === null || Array.isArray(stored)) return decodeBreakdown(stored, labels);
  if (base === null) return null;
  // The difference applied to the undiscounted fields is a breakdown again, checked as one.
  const merged = storedBreakdown.parse(base.map((value, index) => (index in stored ? stored[index] : value)));
  return decodeBreakdown(merged, labels);
}

function toStored(record: QuotationRecord, quoteLabels: Labels) {
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

/** The text stored for a quote's quotations, priced for `request` on `quotedOn`. */
export function encodeQuotations(
  records: readonly QuotationRecord[],
  request: QuoteRequest,
  quotedOn: string,
): string {
  const labels = labelsFor(request, quotedOn);
  return JSON.stringify([FORMAT, ...records.map((record) => toStored(record, labels))]);
}

/** A quote's quotations from their stored text, of any version. */
export const decodeQuotations = (text: string): StoredQuotations => storedText.parse(JSON.parse(text));

/** The tariffs the quotations were priced on, to be read with `readQuotations`. */
export const tariffIdsOf = (stored: StoredQuotations) => stored.map(([, tariffId]) => tariffId);

/**
 * The quotations as priced, from their stored form, the insurers and tariffs they were priced on, and
 * the quote's request and date.
 */
export function readQuotations(
  stored: StoredQuotations,
  insurers: readonly InsurerTariff[],
  request: QuoteRequest,
  quotedOn: string,
): QuotationRecord[] {
  const byTariff = new Map(insurers.map((insurer) => [insurer.tariff.id, insurer]));
  const quoteLabels = labelsFor(request, quotedOn);
  return stored.map((quotation) => {
    const insurer = byTariff.get(quotation[1]);
    if (insurer === undefined)
      throw new Error(`The tariff ${quotation[1]} of a stored quotation is missing.`);
    return fromStored(quotation, insurer, request, quoteLabels);
  });
}

function fromStored(
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
