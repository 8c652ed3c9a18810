// cover_start_date on the quote calls (decision 037): today when not given, today to 30 days ahead,
// refused otherwise with its field error and nothing stored; kept with the quote's parameters.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday, INVALID_DATE, today } from '#domain/dates';
import { COVER_START_MESSAGES } from '#domain/motor/cover-period';
import { quotes } from '#server/db/schema';
import { quoteClient } from '#server/testing/quote-requests';
import { createTestApp } from '#server/testing/test-app';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof quoteClient>>;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await quoteClient(context.app);
});
afterAll(() => context.app.close());

const storedQuotes = async () => (await context.database.db.select({ n: count() }).from(quotes))[0]!.n;

describe('cover_start_date on POST /v2/quote/full and /v3/quote/tp', () => {
  it.each([
    ['yesterday', daysFromToday(-1), COVER_START_MESSAGES.past],
    ['31 days ahead', daysFromToday(31), COVER_START_MESSAGES.tooFar],
    ['not a date', '2026-02-30', INVALID_DATE],
  ])('refuses %s with its field error and stores nothing', async (_case, cover_start_date, message) => {
    const before = await storedQuotes();
    for (const sent of [
      await client.full({ cover_start_date }),
      await client.thirdParty({ cover_start_date }),
    ]) {
      expect(sent.status).toBe(422);
      expect(sent.body.error).toEqual({ error_format: 1, errors: { cover_start_date: [message] } });
    }
    expect(await storedQuotes()).toBe(before);
  });

  it('keeps the day with the quote, today when not given', async () => {
    expect((await client.premiums()).params.cover_start_date).toBe(today());
    expect((await client.premiums({ cover_start_date: daysFromToday(30) })).params.cover_start_date).toBe(
      daysFromToday(30),
    );
    expect((await client.premiums({ cover_start_date: today() }, 'T')).params.cover_start_date).toBe(today());
  });
});
