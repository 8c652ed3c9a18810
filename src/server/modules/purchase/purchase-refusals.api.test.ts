// Every refusal of a purchase, each with its message and nothing stored.
import { subDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate } from '#domain/dates';
import { PURCHASE_MESSAGES } from '#domain/motor/purchase';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { CONSUMER_MESSAGES } from '#domain/people/consumer';
import { buildApp } from '#server/app';
import { quotes } from '#server/db/schema';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import type { TestCustomer, TestQuote } from '#server/testing/purchases';
import { priced, purchaseClient, purchaseOf } from '#server/testing/purchases';
import { CAR } from '#server/testing/quote-requests';
import { createTestApp } from '#server/testing/test-app';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof purchaseClient>>;
let sunil: TestCustomer;
let other: TestCustomer;
let quote: TestQuote;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await purchaseClient(context.app, context.database.db);
  sunil = await client.customers.customer('776000001');
  other = await client.customers.customer('776000002');
  quote = await client.quoting.premiums();
});
afterAll(() => context.app.close());

const cheapest = () => priced(quote)[0]!;

describe('purchase refusals, with nothing stored', () => {
  it('needs a live User-Key token', async () => {
    const body = purchaseOf(sunil, quote, cheapest());
    await client.expectRefused(
      () => client.customers.buy(undefined, '/v2/quote/buy', body),
      403,
      refusal(CONSUMER_MESSAGES.verifyFirst),
    );
  });

  it("refuses another customer's id, and answers an unknown one 'Not found'", async () => {
    const notYours = refusal(CONSUMER_MESSAGES.notYours);
    const otherId = { customer_id: other.customerId };
    await client.expectRefused(() => client.buy(sunil, quote, cheapest(), otherId), 403, notYours);
    // An id beyond the database's integers is unknown too, not a failure.
    for (const customer_id of [999999, 9999999999]) {
      const unknownId = { customer_id };
      await client.expectRefused(
        () => client.buy(sunil, quote, cheapest(), unknownId),
        404,
        refusal('Not found'),
      );
    }
  });

  it("refuses a form of another number than the token's", async () => {
    await client.expectRefused(
      () => client.buy(sunil, quote, cheapest(), { mobile_number: other.mobile }),
      403,
      refusal(CONSUMER_MESSAGES.notYours),
    );
  });

  it("answers an unknown quote 'Not found' and an unknown quotation with a field error", async () => {
    const unknownQuote = { unq_hash: 'no-such-quote-hash-0000' };
    await client.expectRefused(
      () => client.buy(sunil, quote, cheapest(), unknownQuote),
      404,
      refusal('Not found'),
    );
    const number = 'MQ9999999-SLIC';
    await client.expectRefused(
      () => client.buy(sunil, quote, cheapest(), { quote_number: number }),
      422,
      fieldRefusal({ quote_number: [PURCHASE_MESSAGES.notInQuote(number)] }),
    );
  });

  it('refuses a quotation the insurer declined', async () => {
    const old = await client.quoting.premiums({ ...CAR, manufacture_year: new Date().getFullYear() - 16 });
    const declined = old.quotations.find((item: QuotationItem) => item.total_premium === null)!;
    expect(declined.decline_reason).toEqual(expect.any(String));
    await client.expectRefused(
      () => client.buy(sunil, old, declined),
      409,
      refusal(PURCHASE_MESSAGES.declined),
    );
  });

  it('refuses a quotation past its valid_until date, read from the database after a restart', async () => {
    const expiring = await client.quoting.premiums();
    const yesterday = formatIsoDate(subDays(new Date(), 1));
    const db = context.database.db;
    await db
      .update(quotes)
      .set({ validUntil: yesterday })
      .where(eq(quotes.unqHash, expiring.created.unq_hash));
    // A quote never changes once made, so the running app answers from memory; a new one reads the row.
    const restarted = await buildApp({ config: context.config, database: context.database, web: false });
    try {
      await restarted.ready();
      const restartedClient = await purchaseClient(restarted, db);
      await restartedClient.expectRefused(
        () => restartedClient.buy(sunil, expiring, priced(expiring)[0]!),
        409,
        refusal(PURCHASE_MESSAGES.expired(yesterday)),
      );
    } finally {
      await restarted.close();
    }
  });

  it('refuses a form that breaks the personal form rules', async () => {
    await client.expectRefused(
      () => client.buy(sunil, quote, cheapest(), { nic_number: 'x', quote_number: '' }),
      422,
      fieldRefusal({ nic_number: ['NIC is not valid '], quote_number: ['required'] }),
    );
  });
});
