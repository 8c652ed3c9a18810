import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { thirdPartyQuoteSchema } from '#domain/motor/quote';
import { quotes } from '#server/db/schema';
import { MOTORCYCLE } from '#server/testing/quote-requests';
import { createTestApp } from '#server/testing/test-app';
import { quoteService } from './quote.service';

// Quotes made at about the same time share one INSERT (decision 006). A row the database refuses must
// fail its own request only. The bad rows are made below validation, which refuses such text at the edge.

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.app.close());

const storedQuotes = async (unqHashes?: string[]) =>
  (
    await context.database.db
      .select({ n: count() })
      .from(quotes)
      .where(unqHashes && inArray(quotes.unqHash, unqHashes))
  )[0]!.n;

it("stores every customer's quote of a batch but the one the database refuses, which alone fails", async () => {
  const service = quoteService(context.database, context.config, context.app.log);
  const valid = thirdPartyQuoteSchema.parse(MOTORCYCLE);
  await service.create(valid); // loads the lists and tariffs, so the quotes below meet in one batch
  const before = await storedQuotes();

  const sent = [
    ...Array.from({ length: 6 }, () => valid),
    { ...valid, engine_no: 'DHZ\u0000CFG12345' },
    ...Array.from({ length: 6 }, () => valid),
    { ...valid, chassis_no: 'MD2A\ud800CZ5GCA12345' },
  ];
  const results = await Promise.allSettled(sent.map((quote) => service.create(quote)));

  expect(results.map((result) => result.status)).toEqual([
    ...Array<string>(6).fill('fulfilled'),
    'rejected',
    ...Array<string>(6).fill('fulfilled'),
    'rejected',
  ]);
  expect(await storedQuotes()).toBe(before + 12);
  const answered = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value.unq_hash] : [],
  );
  expect(await storedQuotes(answered)).toBe(12);
});
