// The layout of a quote's stored quotations, version by version (decision 014), as zod schemas: the
// one decoder of the text checks it against them. Encoding and decoding are in stored-quotation.ts.
import { z } from 'zod';
import type { Breakdown } from '#domain/motor/quote-answers';
import type { Decline } from '#server/rating/full';
import { DECLINE_MESSAGES } from '#server/rating/full';

/** The version this code writes; a new layout gets the next number and a branch in `storedText`. */
export const FORMAT = 1;

const amount = z.number();
const rateBp = z.number().nullable();
// A line's label is stored only where it does not follow from its code (`labelsFor`); its code only
// where it does not follow from its field (`FIELD_CODES`).
const codedLine = z.tuple([z.string(), rateBp, amount, z.string().optional()]);
const fieldLine = z.tuple([rateBp, amount, z.string().optional()]);
const storedLine = z.union([codedLine, fieldLine]);
const lineList = z.array(storedLine);
const storedValue = z.union([amount, z.null(), storedLine, lineList]);

/** A breakdown's fields in the order of `BREAKDOWN_FIELDS`. */
export const storedBreakdown = z.tuple([
  amount.nullable(),
  storedLine.nullable(),
  lineList,
  storedLine.nullable(),
  amount,
  storedLine.nullable(),
  amount,
  amount,
  lineList,
  amount,
  amount,
  amount,
  amount,
  storedLine,
  amount,
  storedLine,
  amount,
]);
/** A discounted breakdown: the fields (by index) where it differs from the undiscounted one. */
const storedDifference = z.record(z.string(), storedValue);

const declineCode = z.custom<Decline['code']>(
  (value) => typeof value === 'string' && Object.hasOwn(DECLINE_MESSAGES, value),
);

const storedQuotation = z.tuple([
  z.number(),
  z.number(),
  z.array(z.tuple([z.string(), z.string(), z.string(), z.number().nullable()])),
  z.tuple([declineCode, z.string()]).nullable(),
  storedBreakdown.nullable(),
  z.union([storedDifference, storedBreakdown]).nullable(),
]);

export const storedText = z.union([
  z.tuple([z.literal(FORMAT)], storedQuotation).transform(([, ...quotations]) => quotations),
  z.array(storedQuotation),
]);

export type StoredLine = z.infer<typeof storedLine>;
export type CodedLine = z.infer<typeof codedLine>;
export type StoredValue = z.infer<typeof storedValue>;
export type StoredBreakdown = z.infer<typeof storedBreakdown>;
export type StoredQuotation = z.infer<typeof storedQuotation>;
/** A quote's quotations as read from their text, before the tariffs they were priced on are joined. */
export type StoredQuotations = StoredQuotation[];

/** The breakdown's fields in their stored order; a new field goes at the end. */
export const BREAKDOWN_FIELDS = [
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

export type Field = (typeof BREAKDOWN_FIELDS)[number];

/** The code of the one line a field holds, where it is always the same. */
export const FIELD_CODES: Partial<Record<Field, string>> = {
  basic_premium: 'basic',
  no_claims_bonus: 'ncb',
  promotion: 'promotion',
  vat: 'vat',
  road_safety_fund: 'road_safety_fund',
};
