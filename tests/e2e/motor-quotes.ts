import type { PremiumsAnswer, QuotationItem, QuoteParams } from '#domain/motor/quote-answers';
import { quotationFromAnswer } from '#domain/motor/quotation-amounts';
import { CAR, MOTORCYCLE } from '#server/testing/quote-requests';

// Quotes for the comparison journeys, made through the site's own API as the quotation form would: a
// token with the web credential, then POST /v2/quote/full or /v3/quote/tp.

export interface Quote {
  unqHash: string;
  params: QuoteParams;
  quotations: QuotationItem[];
}

export async function quoteApi(origin: string) {
  const call = async (path: string, body?: object, authKey?: string) => {
    const response = await fetch(`${origin}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        ...(authKey ? { auth_key: authKey } : { 'api-key': 'kavacha-web' }),
      },
      body: body && JSON.stringify(body),
    });
    const envelope = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const { auth_key: authKey } = await call('/v2/token', { user_name: 'web', password: 'web-public' });

  const quote = async (path: string, body: object): Promise<Quote> => {
    const { unq_hash: unqHash } = await call(path, body, authKey);
    const premiums: PremiumsAnswer = await call(`/v2/premiums?unq_hash=${unqHash}`, undefined, authKey);
    // In the answer's order (cheapest first), amounts back in cents as the page works with them.
    return {
      unqHash,
      params: premiums.params,
      quotations: Object.values(premiums.quotes).map(quotationFromAnswer),
    };
  };

  return {
    full: (fields: Record<string, unknown> = {}) => quote('/v2/quote/full', { ...CAR, ...fields }),
    thirdParty: (fields: Record<string, unknown> = {}) => quote('/v3/quote/tp', { ...MOTORCYCLE, ...fields }),
  };
}

/** The price a visitor pays: the promotion's when there is one; declined quotations last. */
export const priceToPay = (item: QuotationItem) =>
  (item.is_promo_discount === '1' ? item.disc_total_premium : item.total_premium) ?? Infinity;

export const byCode = (quote: Quote, code: string) =>
  quote.quotations.find((item) => item.company_code === code)!;
