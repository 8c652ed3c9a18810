import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QuotationItem } from '#domain/motor/quote-answers';
import type { InsurerFacts } from '../api/get-insurer-facts';
import { priceToPay } from '../quotation-parts';

// How the premium list is shown (issue 20, decision 036): its order, what it is narrowed to, and the few
// differences each card names. The covers come from the quotation; excess and agency repair from the
// insurer's facts (decision 035).

export type Facts = ReadonlyMap<string, InsurerFacts> | undefined;

export const SORT_ORDERS = [
  { value: 'price', label: msg`Lowest price` },
  { value: 'insurer', label: msg`Insurer name` },
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number]['value'];

/** A cover row says 'TRUE', 'FALSE' or a text such as 'Up to Rs. 50,000'; only FALSE or nothing is a no. */
const included = (value: string | undefined) => Boolean(value) && value !== 'FALSE';

/** An insurer's agency repair is a text: 'Vehicles up to 5 years old', or 'Not offered (online)'. */
const offersAgencyRepair = (text: string | null | undefined) => Boolean(text) && !/^not offered/i.test(text!);

/** A filter by one of the quotation's covers: it keeps the insurers that include it. */
const byCover = <Value extends string>(value: Value, label: MessageDescriptor) => ({
  value,
  label,
  has: (item: QuotationItem) => included(item.cover_details[value]),
});

/** What the list can be narrowed to: covers the buyer asks about most, and agency repair. */
export const FILTERS = [
  byCover('windscreen', msg`Windscreen`),
  byCover('flood', msg`Flood and natural perils`),
  {
    value: 'agency_repair' as const,
    label: msg`Agency repair`,
    has: (item: QuotationItem, facts: Facts) =>
      offersAgencyRepair(facts?.get(item.company_code)?.agency_repair),
  },
  byCover('replacement_vehicle', msg`Replacement vehicle`),
  byCover('air_bags', msg`Air bags`),
];
export type FilterValue = (typeof FILTERS)[number]['value'];

export interface ListView {
  sort: SortOrder;
  filters: FilterValue[];
}

/**
 * The list's order and filters as the URL keeps them (`?sort=insurer&include=flood`), so Back from a
 * page further on and a reload show the list as it was left; values not offered are ignored.
 */
export function readListView(query: URLSearchParams): ListView {
  const included = query.getAll('include');
  return {
    sort: SORT_ORDERS.find((order) => order.value === query.get('sort'))?.value ?? 'price',
    filters: FILTERS.map((filter) => filter.value).filter((value) => included.includes(value)),
  };
}

/** `query` with `view` in it; the default order (price) is left out. */
export function withListView(query: URLSearchParams, { sort, filters }: ListView): URLSearchParams {
  const next = new URLSearchParams(query);
  if (sort === 'price') next.delete('sort');
  else next.set('sort', sort);
  next.delete('include');
  for (const value of filters) next.append('include', value);
  return next;
}

/** Sorted (price: cheapest first, no online price last; insurer: by name) and narrowed to every filter. */
export function viewQuotations(
  items: readonly QuotationItem[],
  sort: SortOrder,
  filters: readonly FilterValue[],
  facts: Facts,
): QuotationItem[] {
  const wanted = FILTERS.filter((filter) => filters.includes(filter.value));
  const kept = items.filter((item) => wanted.every((filter) => filter.has(item, facts)));
  return sort === 'insurer'
    ? kept.sort((a, b) => a.company_name.localeCompare(b.company_name, 'en'))
    : kept.sort((a, b) => (priceToPay(a) ?? Infinity) - (priceToPay(b) ?? Infinity));
}

export interface Difference {
  label: string;
  value: string;
  /** False when it is a cover the quotation lacks, so the card can mark it. */
  good: boolean;
}

/** Null facts are not guessed (decision 035): the buyer is told to ask. */
const ASK = msg`ask the insurer`;

const DIFFERENCES: readonly ((item: QuotationItem, facts: Facts, i18n: I18n) => Difference)[] = [
  (item, facts, i18n) => {
    const excess = facts?.get(item.company_code)?.excess;
    return { label: i18n._(msg`Excess`), value: excess ?? i18n._(ASK), good: true };
  },
  (item, facts, i18n) => {
    const repair = facts?.get(item.company_code)?.agency_repair;
    return {
      label: i18n._(msg`Agency repair`),
      value: repair ?? i18n._(ASK),
      good: repair == null || offersAgencyRepair(repair),
    };
  },
  (item, _, i18n) => coverDifference(i18n, i18n._(msg`Windscreen`), item.cover_details.windscreen),
  (item, _, i18n) => coverDifference(i18n, i18n._(msg`Flood`), item.cover_details.flood),
];

function coverDifference(i18n: I18n, label: string, value: string | undefined): Difference {
  if (!included(value)) return { label, value: i18n._(msg`not covered`), good: false };
  return { label, value: value === 'TRUE' ? i18n._(msg`covered`) : value!, good: true };
}

/**
 * The 3 facts to show on each card: those that differ between the listed insurers first (in the order
 * excess, agency repair, windscreen, flood), then the rest in that order.
 */
export function cardDifferences(items: readonly QuotationItem[], facts: Facts, i18n: I18n) {
  const differs = DIFFERENCES.map(
    (difference) => new Set(items.map((item) => difference(item, facts, i18n).value)).size > 1,
  );
  const chosen = [
    ...DIFFERENCES.filter((_, index) => differs[index]),
    ...DIFFERENCES.filter((_, index) => !differs[index]),
  ].slice(0, 3);
  return (item: QuotationItem) => chosen.map((difference) => difference(item, facts, i18n));
}
