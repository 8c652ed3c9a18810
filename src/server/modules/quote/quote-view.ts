// A quote as the calls answer it, from its priced quotations (`QuotationRecord`). Quotation numbers are
// the quote's number plus the insurer's code, unique because both parts are.
import type { CardOffer, CardPrices } from '#domain/campaigns';
import { cardPrice } from '#domain/campaigns';
import { centsToRupees } from '#domain/money';
import { insuranceTypeOfCover } from '#domain/motor/vehicle-types';
import type { QuotationItem, QuoteParams } from '#domain/motor/quote-answers';
import { quotationAnswer } from '#domain/motor/quotation-amounts';
import { ok } from '#server/http/envelope';
import type { QuotationRecord } from '#server/rating/quotations';
import type { QuoteFacts } from './quote.repository';

export interface QuoteView {
  params: QuoteParams;
  /** The premiums answer, serialised once: a quote never changes after it is priced. */
  premiumsJson: Buffer;
}

export const quoteNumber = (id: number) => `MQ${String(id).padStart(7, '0')}`;

function itemOf(record: QuotationRecord, number: string, validUntil: string): QuotationItem {
  const [first, second] = record.badges;
  const company = {
    id: record.company_id,
    company_name: record.company_name,
    company_code: record.company_code,
    company_logo: record.company_logo,
  };
  return {
    qot_number: `${number}-${record.company_code}`,
    ...company,
    total_premium: record.total_premium,
    is_promo_discount: record.disc_total_premium === null ? '0' : '1',
    disc_total_premium: record.disc_total_premium,
    promotion_status: first?.status ?? null,
    promotion_value: first?.value ?? null,
    promotion_color: first?.color ?? null,
    promotion_2_status: second?.status ?? null,
    promotion_2_value: second?.value ?? null,
    promotion_2_color: second?.color ?? null,
    cover_details: record.cover_details,
    company_details: Object.assign({}, company, { website: record.website }),
    decline_reason: record.decline?.message ?? null,
    breakdown: record.breakdown,
    discounted_breakdown: record.discounted_breakdown,
    valid_until: validUntil,
    tariff_version: record.tariff_version,
    sample_tariff: record.sample_tariff,
  };
}

/** The saved parameters of a quote as GET /v2/quote/params answers them. */
export function paramsOf(row: QuoteFacts): QuoteParams {
  return {
    ...row.params,
    cover_type: row.coverType,
    insurance_type: insuranceTypeOfCover(row.coverType),
    channel: row.channel,
    promo: row.promo,
    quoted_on: row.quotedOn,
    valid_until: row.validUntil,
  };
}

/** The quotations of a quote as its premium list and comparison show them. */
export function itemsOf(row: QuoteFacts, records: readonly QuotationRecord[]): QuotationItem[] {
  const number = quoteNumber(row.id);
  return records.map((record) => itemOf(record, number, row.validUntil));
}

/**
 * What the bank's card holders pay for each quotation on `day` (decision 062): the price the quotation is
 * bought at (the insurer's promotional total when it has one) through `cardPrice`, before any use of the
 * card that day, which only the payment knows. Declined quotations have no price.
 */
export function cardPricesOf(items: readonly QuotationItem[], card: CardOffer, day: string): CardPrices {
  const prices = items.flatMap((item) => {
    const payable = item.disc_total_premium ?? item.total_premium;
    if (payable === null) return [];
    return [[item.company_code, centsToRupees(cardPrice(payable, card.offer, { on: day }).priceCents)]];
  });
  return {
    bank: card.bank,
    bank_name: card.bankName,
    promo_code: card.promoCode,
    prices: Object.fromEntries(prices),
  };
}

/**
 * The premiums answer: the quotations by company code, cheapest first as priced, amounts in rupees, and
 * for a quote made from a bank's promotion the card holders' prices.
 */
export function premiumsJsonOf(params: QuoteParams, items: readonly QuotationItem[], cardOffer?: CardPrices) {
  const quotes = Object.fromEntries(items.map((item) => [item.company_code, quotationAnswer(item)]));
  return Buffer.from(JSON.stringify(ok({ params, quotes, card_offer: cardOffer })));
}

export function viewOf(row: QuoteFacts, records: readonly QuotationRecord[]): QuoteView {
  const params = paramsOf(row);
  return { params, premiumsJson: premiumsJsonOf(params, itemsOf(row, records)) };
}
