import { addDays } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import { formatIsoDate, today } from '#domain/dates';
import { COVER_ROWS } from '#domain/motor/covers';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { COMPARE_MESSAGES } from '#domain/motor/quote-answers';
import { LruCache, refreshing } from '#server/cache';
import { randomToken } from '#server/random-token';
import type { Config } from '#server/config';
import { batchWriter } from '#server/db/batch-writer';
import type { Database } from '#server/db/client';
import { FieldErrors, notFound } from '#server/http/envelope';
import type { InsurerTariff, QuoteRequest } from '#server/rating/quotations';
import { byPremium, quoteInsurer } from '#server/rating/quotations';
import { tariffSchema } from '#server/rating/tariff';
import { partnerService } from '../partner/partner.service';
import { cachedCatalogue } from '../reference/catalogue';
import { checkVehicle } from './vehicle-check';
import type { NewQuote, QuoteRow } from './quote.repository';
import type { StoredQuotation } from './stored-quotation';
import { fromStored, labelsFor, storedJson } from './stored-quotation';
import { quoteRepository } from './quote.repository';
import type { QuoteView } from './quote-view';
import { viewOf } from './quote-view';
import { resolveSale } from './sale';

// Quotes: check the vehicle against the reference lists, settle the channel and promo, price the
// vehicle on every insurer's tariff in force, store the quote with its quotations, and answer from it.

/** Recently made or read quotes kept ready to answer: each its stored text (about 5 KB) and, once
 * asked for, its premium list (about 25 KB). */
const RECENT_QUOTES = 2_000;

export type QuoteService = ReturnType<typeof quoteService>;

/** A quote as the service keeps it: its answers and its row id, which applications refer to. */
type KnownQuote = QuoteView & { id: number };

/** The quotations of a quote as the premium list shows them, read back from the list's bytes. */
const itemsOf = (quote: QuoteView): QuotationItem[] =>
  JSON.parse(quote.premiumsJson.toString()).data.quotations;

export function quoteService(
  database: Database,
  config: Pick<Config, 'statutory' | 'quoteValidDays' | 'tariffReloadMs'>,
  log: FastifyBaseLogger,
) {
  const { db } = database;
  const repository = quoteRepository(database);
  const partners = partnerService(db);
  const catalogue = cachedCatalogue(db, config.tariffReloadMs);
  const promotionsOn = refreshing((date: string) => repository.promotionsOn(date), config.tariffReloadMs);
  const parseTariffs = (rows: Awaited<ReturnType<typeof repository.tariffsInForce>>): InsurerTariff[] =>
    rows.flatMap((row) => {
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
  const insert = batchWriter((rows: NewQuote[]) => repository.insert(rows));
  // A quote made here is remembered as its stored text, cheap to keep, until its answers are asked for.
  const recent = new LruCache<string, () => KnownQuote>(RECENT_QUOTES);

  /** Remembers a quote; its answers are built from the stored quotations when first asked for. */
  function remember(
    row: Omit<QuoteRow, 'quotations'>,
    quotations: () => StoredQuotation[],
    insurers: readonly InsurerTariff[],
  ) {
    let view: KnownQuote | undefined;
    recent.set(row.unqHash, () => {
      if (view) return view;
      const byTariff = new Map(insurers.map((insurer) => [insurer.tariff.id, insurer]));
      const request = { coverType: row.coverType, vehicle: row.params } as QuoteRequest;
      const stored = quotations();
      const labels = labelsFor(request, row.quotedOn);
      view = {
        id: row.id,
        ...viewOf(
          row,
          stored.map((quotation) => fromStored(quotation, byTariff.get(quotation[1])!, request, labels)),
        ),
      };
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

  async function create(request: QuoteRequest, sent: { channel?: string; promo?: string }) {
    const vehicle = checkVehicle(await catalogue(), request);
    const quotedOn = today();
    const [insurers, promotions] = await Promise.all([insurersOn(quotedOn), promotionsOn(quotedOn)]);
    const sale = await resolveSale(sent, {
      partnerCustomerId: async (token) => (await partners.findByToken(token))?.id,
      promoCodeRuns: async (code) => promotions.some((rule) => rule.promoCode?.toUpperCase() === code),
    });
    const priced = { coverType: request.coverType, vehicle } as QuoteRequest;
    const context = {
      sale: { channel: sale.channel, promo: sale.promo, coverType: request.coverType, date: quotedOn },
      statutory: config.statutory,
      promotions,
    };
    const { channel: _channel, promo: _promo, ...params } = vehicle;
    const quote = {
      unqHash: randomToken(18),
      coverType: request.coverType,
      params,
      channel: sale.channel,
      promo: sale.promo,
      quotedOn,
      validUntil: validUntilOf(quotedOn),
    };
    // Priced and serialised in one expression: the priced objects are garbage before the insert is
    // awaited, so a busy server does not carry them through the young generation's collections.
    const quotations = storedJson(
      insurers.map((insurer) => quoteInsurer(insurer, priced, context)).sort(byPremium),
      labelsFor(priced, quotedOn),
    );
    const id = await insert(Object.assign({ partnerCustomerId: sale.partnerCustomerId, quotations }, quote));
    remember({ id, ...quote }, () => JSON.parse(quotations) as StoredQuotation[], insurers);
    return {
      unq_hash: quote.unqHash,
      cover_type: request.coverType,
      channel: sale.channel,
      promo: sale.promo,
      notice: sale.notice,
    };
  }

  async function find(unqHash: string): Promise<KnownQuote> {
    const cached = recent.get(unqHash);
    if (cached) return cached();
    const row = await repository.findByHash(unqHash);
    if (row === undefined) throw notFound();
    const stored = JSON.parse(row.quotations) as StoredQuotation[];
    const insurers = parseTariffs(await repository.tariffsByIds(stored.map(([, tariffId]) => tariffId)));
    remember(row, () => stored, insurers);
    return recent.get(unqHash)!();
  }

  async function covers(request: { unq_hash: string; quotations: string[] }) {
    const quote = await find(request.unq_hash);
    if (quote.params.cover_type === 'T') {
      throw new FieldErrors({ quotations: ['Third-party quotations have no covers to compare'] });
    }
    // Comparisons are rarer than premium lists: the items are read back from the list's bytes.
    const items = itemsOf(quote);
    const chosen = request.quotations.map((number) => items.find((item) => item.qot_number === number));
    const unknown = request.quotations.filter((_number, index) => chosen[index] === undefined);
    if (unknown.length > 0) throw new FieldErrors({ quotations: unknown.map(COMPARE_MESSAGES.notInQuote) });
    const compared = chosen.map((item) => item!);
    return {
      basic_covers: COVER_ROWS.map(({ code, label }) => ({ code, label })),
      company_details: compared,
      cover_details: Object.fromEntries(compared.map((item) => [item.qot_number, item.cover_details])),
    };
  }

  /**
   * One quotation of a quote exactly as the premium list showed it (undefined when the number is not
   * one of the quote's), with what a purchase takes from the quote itself rather than from the buyer.
   */
  async function quotation(unqHash: string, qotNumber: string) {
    const quote = await find(unqHash);
    const { cover_type, channel, promo, valid_until } = quote.params;
    return {
      quote: { id: quote.id, coverType: cover_type, channel, promo, validUntil: valid_until },
      item: itemsOf(quote).find((item) => item.qot_number === qotNumber),
    };
  }

  return {
    create,
    quotation,
    params: async (unqHash: string) => (await find(unqHash)).params,
    premiumsJson: async (unqHash: string) => (await find(unqHash)).premiumsJson,
    covers,
  };
}
