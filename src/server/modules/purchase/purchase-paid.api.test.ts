import { describe, expect, it } from 'vitest';
import { documentClient } from '#server/testing/documents';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient } from '#server/testing/proposals';
import type { TestContext } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';

// BUY NOW of a quotation the customer has paid (issue 20, 'Words and steps'): the purchase answers where
// the buyer is, the paid application's proposal key, and opens nothing new.

let context: TestContext;
let client: ProposalClient;
useTestApp(proposalClient, (made) => ({ context, client } = made));

describe('buying a quotation paid already', () => {
  it('answers its proposal key before and after the cover note, and writes nothing', async () => {
    const { purchases } = await documentClient(context.app, context.database.db);
    const bought = await client.paid();
    const again = () =>
      purchases.buy(bought.customer, bought.quote, bought.item, { street_one: 'Other Road' });
    const before = await purchases.stored();

    const paid = await again();
    expect(paid.status).toBe(200);
    expect(paid.body.data).toEqual({ pay_sec_hash: bought.paySecHash, req_key: bought.reqKey });
    expect(await purchases.stored()).toEqual(before);

    expect((await client.generate(client.form(bought.reqKey))).status).toBe(200);
    const completed = await again();
    expect(completed.body.data).toEqual({ pay_sec_hash: bought.paySecHash, req_key: bought.reqKey });
    expect((await client.applicationOf(bought.applicationId)).personalInfo).toEqual(bought.row.personalInfo);
  });

  it('answers no proposal key while the application is not paid', async () => {
    const { purchases } = await documentClient(context.app, context.database.db);
    const bought = await client.unpaid();
    const again = await purchases.buy(bought.customer, bought.quote, bought.item);
    expect(again.body.data).toEqual({ pay_sec_hash: bought.paySecHash, req_key: null });
  });
});
