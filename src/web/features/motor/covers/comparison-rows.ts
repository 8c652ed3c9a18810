import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translateText } from '#domain/i18n';
import type { QuotationItem } from '#domain/motor/quote-answers';
import type { CoversAnswer } from '../api/get-covers';
import type { InsurerFacts } from '../api/get-insurer-facts';
import { priceToPay } from '../quotation-parts';

// The cover comparison's columns and rows (decision 036): the insurers in price order, the covers of
// each quotation, then what the insurer's facts say of excess, agency repair and the claims hotline.

export interface Column {
  item: QuotationItem;
  /** The quotation's place in the URL (qot_number0..2), which Change replaces. */
  position: number;
}

/** Cheapest first, as on the premium list; no online price last. */
export const priceOrder = (items: readonly QuotationItem[]): Column[] =>
  items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => (priceToPay(a.item) ?? Infinity) - (priceToPay(b.item) ?? Infinity));

export interface Row {
  code: string;
  label: string;
  /** A cover's 'TRUE', 'FALSE' or text, or a fact's text (null: not given), one per column. */
  values: (string | null)[];
  kind: 'cover' | 'hotline' | 'fact';
}

export function comparisonRows(
  covers: CoversAnswer,
  columns: readonly Column[],
  facts: ReadonlyMap<string, InsurerFacts> | undefined,
  i18n: I18n,
): Row[] {
  const coverRows: Row[] = covers.basic_covers.map((row) => ({
    ...row,
    label: translateText(row.label, i18n),
    kind: 'cover',
    values: columns.map(({ item }) => covers.cover_details[item.qot_number]?.[row.code] ?? null),
  }));
  if (!facts) return coverRows;
  const fact = (code: 'excess' | 'agency_repair' | 'claims_hotline', label: string): Row => ({
    code,
    label,
    kind: code === 'claims_hotline' ? 'hotline' : 'fact',
    values: columns.map(({ item }) => facts.get(item.company_code)?.[code] ?? null),
  });
  return [
    ...coverRows,
    fact('excess', i18n._(msg`Excess (you pay this much of each claim)`)),
    fact('agency_repair', i18n._(msg`Agency repair`)),
    fact('claims_hotline', i18n._(msg`24-hour claims hotline`)),
  ];
}

/** The rows where the insurers differ: 'differences only' hides those where every one is the same. */
export const differing = (rows: readonly Row[]) => rows.filter((row) => new Set(row.values).size > 1);
