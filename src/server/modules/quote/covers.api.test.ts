import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_ROWS } from '#domain/motor/covers';
import { coversAnswerSchema, type PremiumsAnswer, type QuotationItem } from '#domain/motor/quote-answers';
import { quoteClient } from '#server/testing/quote-requests';
import type { TestApp } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let app: TestApp;
let client: Awaited<ReturnType<typeof quoteClient>>;
let quote: { created: { unq_hash: string }; quotes: PremiumsAnswer['quotes']; quotations: QuotationItem[] };
let numbers: string[];
beforeAll(async () => {
  ({ app } = await createTestApp());
  client = await quoteClient(app);
  quote = await client.premiums();
  numbers = quote.quotations.map((item) => item.qot_number);
});
afterAll(() => app.close());

const compare = (quotations: unknown, unq_hash = quote.created.unq_hash) =>
  client.call('POST', '/v2/covers', { unq_hash, quotations });

describe('POST /v2/covers', () => {
  it.each([2, 3])(
    'compares %i quotations: rows, companies in the order asked, and their covers',
    async (n) => {
      const chosen = [numbers[4]!, numbers[0]!, numbers[2]!].slice(0, n);
      const { status, body } = await compare(chosen);
      expect(status).toBe(200);
      const answer = coversAnswerSchema.parse(body.data);
      expect(answer.basic_covers).toEqual(COVER_ROWS.map(({ code, label }) => ({ code, label })));
      expect(answer.company_details.map((item) => item.qot_number)).toEqual(chosen);
      // Each company as the premium list answered it, amounts in rupees.
      const listed = Object.values(quote.quotes);
      expect(answer.company_details).toEqual(
        chosen.map((number) => listed.find((q) => q.qot_number === number)),
      );
      for (const number of chosen) {
        const item = quote.quotations.find((quotation) => quotation.qot_number === number)!;
        expect(answer.cover_details[number]).toEqual(item.cover_details);
        expect(Object.keys(answer.cover_details[number]!).sort()).toEqual(
          COVER_ROWS.map((row) => row.code).sort(),
        );
      }
    },
  );

  it.each([
    [() => [numbers[0]], 'Choose at least 2 quotations to compare'],
    [() => [], 'Choose at least 2 quotations to compare'],
    [() => numbers.slice(0, 4), 'Choose at most 3 quotations to compare'],
    [() => [numbers[0], numbers[0]], 'Choose different quotations to compare'],
  ])('refuses a wrong number of quotations with a clear message (%#)', async (chosen, message) => {
    const { status, body } = await compare(chosen());
    expect(status).toBe(422);
    expect(body.error.errors).toEqual({ quotations: [message] });
  });

  it('refuses a quotation of another quote', async () => {
    const other = await client.premiums();
    const foreign = other.quotations[0]!.qot_number;
    const { status, body } = await compare([numbers[0], foreign]);
    expect(status).toBe(422);
    expect(body.error.errors).toEqual({ quotations: [`Quotation ${foreign} is not part of this quote`] });
  });

  it('has no cover comparison for third party', async () => {
    const thirdParty = await client.premiums({}, 'T');
    const chosen = thirdParty.quotations.slice(0, 2).map((item: QuotationItem) => item.qot_number);
    const { status, body } = await compare(chosen, thirdParty.created.unq_hash);
    expect(status).toBe(422);
    expect(body.error.errors).toEqual({ quotations: ['Third-party quotations have no covers to compare'] });
  });

  it('answers an unknown unq_hash with 404', async () => {
    const { status, body } = await compare(numbers.slice(0, 2), 'no-such-quote-hash-000000');
    expect(status).toBe(404);
    expect(body.error.message).toBe('Not found');
  });
});
