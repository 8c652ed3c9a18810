// A returning customer's proposal starts from the earlier proposal of the same vehicle (docs/decisions/038):
// the load suggests its numbers and its running lease; another vehicle, or another customer, gets none.
import { beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_APP_CODE } from '#domain/motor/documents';
import { proposalSchema } from '#domain/motor/proposal-calls';
import { documentClient } from '#server/testing/documents';
import { priced } from '#server/testing/purchases';
import { LEASE_EXPIRY, LEASED, proposalClient } from '#server/testing/proposals';
import type { ProposalClient } from '#server/testing/proposals';
import type { TestContext } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';

let context: TestContext;
let client: ProposalClient;
/** The first day of the earlier policy, whose proposal was saved with a leased Axio 2018. */
let policyFrom: string;

useTestApp(proposalClient, (made) => ({ context, client } = made));
beforeAll(async () => {
  const earlier = await client.paid({ hire_purchase: 'YES' });
  const saved = await client.generate(client.form(earlier.reqKey, LEASED));
  expect(saved.status).toBe(200);
  policyFrom = (await client.coverNotesOf(earlier.applicationId))[0]!.periodFrom;
});

/** The suggestions the proposal of a new paid application of `quoteFields` loads with. */
async function suggestedFor(quoteFields: Record<string, unknown>) {
  const bought = await client.paid(quoteFields);
  const { status, body } = await client.load(bought.reqKey);
  expect(status).toBe(200);
  return proposalSchema.parse(body.data).suggested;
}

/** A paid application of an Axio 2018 (the test quote's car) by another registered customer. */
async function paidByAnotherCustomer() {
  const documents = await documentClient(context.app, context.database.db);
  const { purchases } = documents;
  const nimal = await purchases.customers.customer('760600002', { name_initials: 'N Silva' });
  const quote = await purchases.quoting.premiums({ hire_purchase: 'YES' }, 'C');
  const bought = await purchases.buy(nimal, quote, priced(quote)[0]!);
  expect(bought.status).toBe(200);
  const { paySecHash, reqKey } = await purchases.applicationOf(bought.body.data.pay_sec_hash);
  await documents.uploadAll(paySecHash);
  await documents.submit(paySecHash, ONLINE_APP_CODE);
  await client.payments.declare(paySecHash);
  await client.payments.payApproved(paySecHash);
  return reqKey;
}

describe('the proposal of a returning customer', () => {
  it('suggests the earlier proposal’s registration, numbers and running lease for the same vehicle', async () => {
    expect(await suggestedFor({ hire_purchase: 'YES' })).toEqual({
      policy_from: policyFrom,
      veh_reg_format: 'WP ABC-1234',
      veh_registration_no: 'WP-CAB-1234',
      engine_no: '2NZ-7654321',
      chassis_no: 'NZE141-1234567',
      financial_company: 'LOLC Finance',
      financial_company_branch: 'Kandy',
      lease_exp_date: LEASE_EXPIRY,
    });
  });

  it('leaves out the lease when this quote is not leased', async () => {
    expect(await suggestedFor({ hire_purchase: 'NO' })).toMatchObject({
      veh_registration_no: 'WP-CAB-1234',
      financial_company: null,
      financial_company_branch: null,
      lease_exp_date: null,
    });
  });

  it('suggests nothing for another vehicle: another year or another model', async () => {
    expect(await suggestedFor({ manufacture_year: 2019 })).toBeNull();
    expect(await suggestedFor({ vehicle_model: 'Premio' })).toBeNull();
  });

  it('never suggests one customer’s vehicle to another customer', async () => {
    const { body } = await client.load(await paidByAnotherCustomer());
    expect(body.data).toMatchObject({ make: 'Toyota', model: 'Axio', manufacture_year: 2018 });
    expect(body.data.suggested).toBeNull();
  });

  it('suggests nothing once the cover note is made', async () => {
    const bought = await client.paid();
    await client.generate(client.form(bought.reqKey, { engine_no: '2NZ-1111111' }));
    const { body } = await client.load(bought.reqKey);
    expect(body.data.cover_note).not.toBeNull();
    expect(body.data.suggested).toBeNull();
  });
});
