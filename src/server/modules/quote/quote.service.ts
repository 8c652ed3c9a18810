import { addDays } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import { formatIsoDate, today } from '#domain/dates';
import { COVER_ROWS } from '#domain/motor/covers';
import { RENEWAL } from '#domain/motor/channel-codes';
import { rupeesToCents } from '#domain/money';
import type { FullQuote, Reprice, ThirdPartyQuote } from '#domain/motor/quote';
import { QUOTE_MESSAGES } from '#domain/motor/quote';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { COMPARE_MESSAGES } from '#domain/motor/quote-answers';
import { byPremium, quotationAnswer } from '#domain/motor/quotation-amounts';
import { LruCache, refreshing } from '#server/cache';
import { randomToken } from '#server/random-token';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { FieldErrors, notFound } from '#server/http/envelope';
import type { InsurerTariff } from '#server/rating/quotations';
import { quoteInsurer, requestOf } from '#server/rating/quotations';
import { tariffSchema } from '#server/rating/tariff';
import { cardOfferOf } from '#domain/campaigns';
import { cardOffersOf } from '../campaigns/campaigns.service';
import { partnerService } from '../partner/partner.service';
import { renewalKeyLive } from '../renewals/renewal-keys';
import { cachedCatalogue } from '../reference/catalogue';
import { checkVehicle } from './vehicle-check';
import type { QuoteFacts } from './quote.repository';
import { quoteRepository } from './quote.repository';
import type { StoredQuotations } from './stored-format';
import { readQuotations, tariffIdsOf } from './stored-quotation';
import type { QuoteView } from './quote-view';
import { cardPricesOf, itemsOf, paramsOf, premiumsJsonOf, viewOf } from './quote-view';
import type { Sale } from './sale';
import { resolveSale } from './sale';

// Quotes: check the vehicle against the reference lists, settle the channel and promo, price the
// vehicle on every insurer's tariff in force, store the quote with its quotations, and answer from it.

/** Recently made or read quotes kept ready to answer: each its stored text (about 5 KB) and, once
 * asked for, its premium list (about 25 KB). */
const RECENT_QUOTES = 2_000;

export type QuoteService = ReturnType<typeof quoteService>;

/** How many quotes no one bought: the console's pipeline begins with them (decision 045). */
export const quotesNotBought = (database: Database) => quoteRepository(database).notBought();

/** The answers of quote `quoteId` as GET /v2/quote/params gives them: a renewal fills the form with them. */
export async function quoteParamsOf(database: Database, quoteId: number) {
  const row = await quoteRepository(database).factsById(quoteId);
  return row && paramsOf(row);
}

/** A quote as the service keeps it: its answers, its row id, which applications refer to, and its
 * quotations as the premium list shows them, read again from what was stored when asked for (rarer than
 * the list, and not worth keeping as objects). */
type KnownQuote = QuoteView & { id: number; row: QuoteFacts; items: () => QuotationItem[] };

/** The quote's row id and what is copied from it: the cover, the vehicle type and the sale. */
function factsOf({ id, params }: KnownQuote) {
  const { cover_type, vehicle_type, channel, promo, valid_until } = params;
  return { id, coverType: cover_type, vehicleType: vehicle_type, channel, promo, validUntil: valid_until };
}

export function quoteService(
  database: Database,
  config: Pick<Config, 'statutory' | 'quoteValidDays' | 'tariffReloadMs' | 'contact'>,
  log: FastifyBaseLogger,
) {
  const { db } = database;
  const repository = quoteRepository(database);
  const partners = partnerService(db);
  const catalogue = cachedCatalogue(db, config.tariffReloadMs);
  const promotionsOn = refreshing((date: string) => repository.promotionsOn(date), config.tariffReloadMs);
  // The banks' card offers (campaigns module, decision 062), read again as often as the tariffs.
  const cardOffers = refreshing(() => cardOffersOf(db), config.tariffReloadMs);
  const parseTariffs = (rows: Awaited<ReturnType<typeof repository.tariffsInForce>>): InsurerTariff[] =>
    rows.flatMap((row) => {
      // Checked although the column is typed: an operator may add a tariff version with SQL (decision 014).
      const data = tariffSchema.safeParse(row.tariff.data);
      if (data.success) return [{ company: row.company, tariff: { ...row.tariff, data: data.data } }];
      // A broken tariff takes its insurer off the list, not the whole site.
      log.error({ tariff: row.tariff.id, issues: data.error.issues }, 'tariff does not match the schema');
      return [];
    });
  const insurersOn = refreshing(
    async (date: string) => parseTariffs(await repository.tariffsInForce(date)),
    config.tariffReloadMs,
  );
  // A quote made here is remembered as its stored text, cheap to keep, until its answers are asked for.
  const recent = new LruCache<string, () => KnownQuote>(RECENT_QUOTES);

  /** Remembers a quote; its answers are built from the stored quotations when first asked for. */
  function remember(row: QuoteFacts, stored: () => StoredQuotations, insurers: readonly InsurerTariff[]) {
    let view: KnownQuote | undefined;
    recent.set(row.unqHash, () => {
      if (view) return view;
      const records = () => readQuotations(stored(), insurers, requestOf(row.params), row.quotedOn);
      view = Object.assign(viewOf(row, records()), { id: row.id, row, items: () => itemsOf(row, records()) });
      return view;
    });
  }

  // Every quote of a day is valid to the same day; worked out once a day.
  let validity = { quotedOn: '', validUntil: '' };
  function validUntilOf(quotedOn: string): string {
    if (validity.quotedOn !== quotedOn) {
      const validUntil = formatIsoDate(addDays(new Date(`${quotedOn}T12:00:00`), config.quoteValidDays));
      validity = { quotedOn, validUntil };
    }
    return validity.validUntil;
  }

  async function create(sent: FullQuote | ThirdPartyQuote) {
    const sale = await resolveSale(sent, {
      partnerCustomerId: async (token) => (await partners.findByToken(token))?.id,
      // An insurer's promotion running today, or a bank's card offer (its page's Get A Quote, decision 062).
      promoCodeRuns: async (code) =>
        (await promotionsOn(today())).some((rule) => rule.promoCode?.toUpperCase() === code) ||
        cardOfferOf(await cardOffers(undefined), code) !== undefined,
      renewalKeyLive: (key) => renewalKeyLive(db, key),
    });
    return price(sent, sale);
  }

  /** Prices `sent` on today's tariffs under `sale` and stores it as a new quote. */
  async function price(sent: FullQuote | ThirdPartyQuote, sale: Sale) {
    const priced = checkVehicle(await catalogue(), sent);
    const quotedOn = today();
    const [insurers, promotions] = await Promise.all([insurersOn(quotedOn), promotionsOn(quotedOn)]);
    const context = {
      sale: { channel: sale.channel, promo: sale.promo, coverType: priced.coverType, date: quotedOn },
      statutory: config.statutory,
      promotions,
      // A renewal's quote (decision 049): the configured saving off every insurer's full-insurance premium.
      renewalSaving: sale.promo === RENEWAL.promo ? rupeesToCents(config.contact.renewalSaving) : undefined,
    };
    const quote = {
      unqHash: randomToken(18),
      coverType: priced.coverType,
      params: priced.vehicle,
      channel: sale.channel,
      promo: sale.promo,
      partnerCustomerId: sale.partnerCustomerId,
      quotedOn,
      validUntil: validUntilOf(quotedOn),
    };
    // Priced and stored in one expression: the repository encodes the priced objects at once, so they are
    // garbage before the write is awaited and a busy server does not carry them through the young
    // generation's collections.
    const stored = await repository.store(
      quote,
      insurers.map((insurer) => quoteInsurer(insurer, priced, context)).sort(byPremium),
      priced,
    );
    remember(Object.assign({ id: stored.id }, quote), stored.quotations, insurers);
    return {
      unq_hash: quote.unqHash,
      cover_type: priced.coverType,
      channel: sale.channel,
      promo: sale.promo,
      notice: sale.notice,
    };
  }

  /**
   * A new quote of the same vehicle and sale with the premium list's changes (decision 032): quotes are
   * never changed once priced, so the quotation bought is always the one shown. No inquiry is made.
   */
  async function reprice({ unq_hash, ...changes }: Reprice) {
    const { row } = await find(unq_hash);
    if (row.params.cover_type !== 'C') throw new FieldErrors({ unq_hash: [QUOTE_MESSAGES.repriceFull] });
    const { channel, promo, partnerCustomerId } = row;
    return price({ ...row.params, ...changes }, { channel, promo, partnerCustomerId, notice: null });
  }

  async function find(unqHash: string): Promise<KnownQuote> {
    const cached = recent.get(unqHash);
    if (cached) return cached();
    const row = await repository.findByHash(unqHash);
    if (row === undefined) throw notFound();
    const insurers = parseTariffs(await repository.tariffsByIds(tariffIdsOf(row.quotations)));
    remember(row, () => row.quotations, insurers);
    return recent.get(unqHash)!();
  }

  async function covers(request: { unq_hash: string; quotations: string[] }) {
    const quote = await find(request.unq_hash);
    if (quote.params.cover_type === 'T') {
      throw new FieldErrors({ quotations: [/*i18n*/ 'Third-party quotations have no covers to compare'] });
    }
    const items = quote.items();
    const chosen = request.quotations.map((number) => items.find((item) => item.qot_number === number));
    const unknown = request.quotations.filter((_number, index) => chosen[index] === undefined);
    if (unknown.length > 0) throw new FieldErrors({ quotations: unknown.map(COMPARE_MESSAGES.notInQuote) });
    const compared = chosen.map((item) => item!);
    return {
      basic_covers: COVER_ROWS.map(({ code, label }) => ({ code, label })),
      company_details: compared.map(quotationAnswer),
      cover_details: Object.fromEntries(compared.map((item) => [item.qot_number, item.cover_details])),
    };
  }

  /**
   * One quotation of a quote exactly as the premium list showed it (undefined when the number is not
   * one of the quote's), with what a purchase takes from the quote itself rather than from the buyer.
   */
  async function quotation(unqHash: string, qotNumber: string) {
    const quote = await find(unqHash);
    return {
      quote: factsOf(quote),
      item: quote.items().find((item) => item.qot_number === qotNumber),
    };
  }

  return {
    create,
    reprice,
    quotation,
    /** What an inquiry or a purchase copies from a quote: its row id, vehicle type and sale. */
    facts: async (unqHash: string) => factsOf(await find(unqHash)),
    params: async (unqHash: string) => (await find(unqHash)).params,
    /** The premium list; a quote under a bank's promo code has its card holders' prices, priced today. */
    async premiumsJson(unqHash: string) {
      const quote = await find(unqHash);
      const card = cardOfferOf(await cardOffers(undefined), quote.params.promo);
      if (card === undefined) return quote.premiumsJson;
      const items = quote.items();
      return premiumsJsonOf(quote.params, items, cardPricesOf(items, card, today()));
    },
    covers,
  };
}
