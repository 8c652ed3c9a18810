import { and, desc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database, StatementParam } from '#server/db/client';
import { companies, promotions, quotes, tariffs } from '#server/db/schema';

/** A quote to store; its quotations already as JSON text (stored-quotation.ts). */
export type NewQuote = typeof quotes.$inferInsert;
/** A stored quote; its quotations as the JSON text stored (stored-quotation.ts). */
export type QuoteRow = Pick<
  typeof quotes.$inferSelect,
  'id' | 'unqHash' | 'coverType' | 'params' | 'channel' | 'promo' | 'quotedOn' | 'validUntil' | 'quotations'
>;

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

    /** Several quotes in one statement (see the batch writer); their ids in the order given. */
    async insert(rows: NewQuote[]): Promise<number[]> {
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
    },

    findByHash: async (unqHash: string): Promise<QuoteRow | undefined> =>
      (
        await db
          .select({
            id: quotes.id,
            unqHash: quotes.unqHash,
            coverType: quotes.coverType,
            params: quotes.params,
            channel: quotes.channel,
            promo: quotes.promo,
            quotedOn: quotes.quotedOn,
            validUntil: quotes.validUntil,
            quotations: quotes.quotations,
          })
          .from(quotes)
          .where(eq(quotes.unqHash, unqHash))
      )[0],
  };
}
