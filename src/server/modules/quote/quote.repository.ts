import { and, count, desc, eq, gte, inArray, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { batchWriter } from '#server/db/batch-writer';
import type { Database, StatementParam } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import { applications, companies, promotions, quotes, tariffs } from '#server/db/schema';
import type { QuotationRecord, QuoteRequest } from '#server/rating/quotations';
import type { StoredQuotations } from './stored-format';
import { decodeQuotations, encodeQuotations } from './stored-quotation';

type QuoteInsert = typeof quotes.$inferInsert;
/** A quote to store, but for its quotations, which `store` encodes. */
export type NewQuote = Omit<QuoteInsert, 'id' | 'quotations' | 'createdAt'>;
/** What a stored quote is, but for its quotations. */
export type QuoteFacts = Pick<
  typeof quotes.$inferSelect,
  | 'id'
  | 'unqHash'
  | 'coverType'
  | 'params'
  | 'channel'
  | 'promo'
  | 'partnerCustomerId'
  | 'quotedOn'
  | 'validUntil'
>;
/** A stored quote with its quotations as read from their text (stored-quotation.ts). */
export type QuoteRow = QuoteFacts & { quotations: StoredQuotations };

const quoteFacts = {
  id: quotes.id,
  unqHash: quotes.unqHash,
  coverType: quotes.coverType,
  params: quotes.params,
  channel: quotes.channel,
  promo: quotes.promo,
  partnerCustomerId: quotes.partnerCustomerId,
  quotedOn: quotes.quotedOn,
  validUntil: quotes.validUntil,
};

const insurerTariff = {
  company: {
    id: companies.id,
    code: companies.code,
    name: companies.name,
    logo: companies.logo,
    website: companies.website,
  },
  tariff: { id: tariffs.id, version: tariffs.version, sample: tariffs.isSample, data: tariffs.data },
};

// The order of the values `insert` writes.
const QUOTE_COLUMNS = [
  'unq_hash',
  'cover_type',
  'params',
  'channel',
  'promo',
  'partner_customer_id',
  'quoted_on',
  'valid_until',
  'quotations',
];

export function quoteRepository(database: Database) {
  const { db } = database;

  /** Several quotes in one statement; their ids in the order given. */
  async function insert(rows: QuoteInsert[]): Promise<number[]> {
    const params: StatementParam[] = [];
    const tuples = rows.map((row) => {
      const values = [
        row.unqHash,
        row.coverType,
        JSON.stringify(row.params),
        row.channel,
        row.promo,
        row.partnerCustomerId ?? null,
        row.quotedOn,
        row.validUntil,
        row.quotations,
      ];
      params.push(...values);
      return `(${values.map((_, index) => `$${params.length - values.length + index + 1}`).join(',')})`;
    });
    const inserted = await database.statement(
      `insert into quotes (${QUOTE_COLUMNS.join(',')}) values ${tuples.join(',')} returning unq_hash, id`,
      params,
    );
    const ids = new Map(inserted.map(([unqHash, id]) => [unqHash, Number(id)]));
    return rows.map((row) => ids.get(row.unqHash)!);
  }
  // The quotes of one event-loop turn share one INSERT (docs/decisions/006).
  const write = batchWriter(insert);

  return {
    /** Each insurer's tariff in force on `date`: the latest version that started by then and has not ended. */
    tariffsInForce: (date: string) =>
      db
        .selectDistinctOn([tariffs.companyId], insurerTariff)
        .from(tariffs)
        .innerJoin(companies, eq(companies.id, tariffs.companyId))
        .where(
          and(
            eq(companies.type, 'I'),
            lte(tariffs.effectiveFrom, date),
            or(isNull(tariffs.effectiveTo), gte(tariffs.effectiveTo, date)),
          ),
        )
        .orderBy(tariffs.companyId, desc(tariffs.effectiveFrom), desc(tariffs.id)),

    /** The tariffs a stored quote was priced on, with their insurers. */
    tariffsByIds: (ids: number[]) =>
      db
        .select(insurerTariff)
        .from(tariffs)
        .innerJoin(companies, eq(companies.id, tariffs.companyId))
        .where(inArray(tariffs.id, ids)),

    promotionsOn: (date: string) =>
      db
        .select({
          companyId: promotions.companyId,
          channel: promotions.channel,
          promoCode: promotions.promoCode,
          coverType: promotions.coverType,
          startsOn: promotions.startsOn,
          endsOn: promotions.endsOn,
          discountBp: promotions.discountBp,
          status: promotions.status,
          value: promotions.value,
          color: promotions.color,
          sort: promotions.sort,
        })
        .from(promotions)
        .where(
          and(lte(promotions.startsOn, date), or(isNull(promotions.endsOn), gte(promotions.endsOn, date))),
        ),

    /**
     * Stores a quote with its quotations, encoded at once so that the priced records are garbage before
     * the write is awaited; resolves once committed, with its id and a reader of what was stored.
     */
    async store(quote: NewQuote, records: readonly QuotationRecord[], request: QuoteRequest) {
      const quotations = encodeQuotations(records, request, quote.quotedOn);
      const id = await write(Object.assign({ quotations }, quote));
      return { id, quotations: () => decodeQuotations(quotations) };
    },

    async findByHash(unqHash: string): Promise<QuoteRow | undefined> {
      const row = await firstRow(
        db
          .select({ ...quoteFacts, quotations: quotes.quotations })
          .from(quotes)
          .where(eq(quotes.unqHash, unqHash)),
      );
      return row && { ...row, quotations: decodeQuotations(row.quotations) };
    },

    /** A stored quote's facts by its row id, without its quotations. */
    factsById: (id: number): Promise<QuoteFacts | undefined> =>
      firstRow(db.select(quoteFacts).from(quotes).where(eq(quotes.id, id))),

    /** How many quotes have no application: none of their quotations was bought (read-only join). */
    notBought: async () =>
      (
        await onlyRow(
          db
            .select({ n: count() })
            .from(quotes)
            .where(
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(applications)
                  .where(eq(applications.quoteId, quotes.id)),
              ),
            ),
        )
      ).n,
  };
}
