import { describe, expect, it } from 'vitest';
import { centsToRupees } from '#domain/money';
import { ONLINE_APP_CODE } from '#domain/motor/documents';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import { proposalSchema } from '#domain/motor/proposal-calls';
import { documentClient } from '#server/testing/documents';
import { refusal } from '#server/testing/envelopes';
import type { PaymentClient } from '#server/testing/payments';
import { paymentClient } from '#server/testing/payments';
import type { TestContext } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';

let context: TestContext;
let client: PaymentClient;
useTestApp(paymentClient, (made) => ({ context, client } = made));

const load = (reqKey: string) => client.api(`/v3/proposal/load?prop_hash=${reqKey}`);

describe('GET /v3/proposal/load', () => {
  it("answers 'Not found' for an unknown req_key", async () => {
    expect(await load('no-such-req-key-00000000')).toEqual({ status: 404, body: refusal('Not found') });
  });

  it('refuses an application not paid yet, then loads it once paid', async () => {
    const application = await client.submitted();
    const notPaid = { status: 409, body: refusal(PAYMENT_MESSAGES.notPaid) };
    expect(await load(application.reqKey)).toEqual(notPaid);
    const { order_id: orderId } = await client.payApproved(application.paySecHash);

    const { status, body } = await load(application.reqKey);
    expect(status).toBe(200);
    const [payment] = await client.paymentsOf(application.applicationId);
    const row = await client.applicationOf(application.applicationId);
    const { item } = application;
    expect(body.data).toEqual({
      req_key: application.reqKey,
      cover_type: 'C',
      customer_id: row.customerId,
      customer_name: 'Mr K Perera',
      insurer: item.company_name,
      company_logo: item.company_logo,
      qot_number: item.qot_number,
      type_of_cover: 'Full Insurance',
      amount_paid: centsToRupees(application.amountCents),
      paid_at: row.paidAt!.toISOString(),
      payment_reference: payment!.providerPaymentId,
      vehicle_type: 'Car',
      make: 'Toyota',
      model: 'Axio',
      manufacture_year: 2018,
      is_registered: 'R',
      hire_purchase: 'NO',
      veh_reg_format: null,
      veh_registration_no: null,
      engine_no: null,
      chassis_no: null,
      email: 'kamal@example.lk',
      mobile_number: '94760600001',
      cover_note: null,
      suggested: null,
    });
    expect(proposalSchema.parse(body.data)).toEqual(body.data);
    expect(payment).toMatchObject({ orderId, applied: true });
  });

  it('loads a third-party proposal with the registration, engine and chassis numbers of the quote', async () => {
    const documents = await documentClient(context.app, context.database.db);
    const bought = await documents.application({}, 'T', { ins_sub_cat: 'Motor-Cycle' });
    await documents.uploadAll(bought.paySecHash);
    await documents.submit(bought.paySecHash, ONLINE_APP_CODE);
    await client.declare(bought.paySecHash);
    await client.payApproved(bought.paySecHash);

    const { status, body } = await load(bought.reqKey);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      cover_type: 'T',
      type_of_cover: 'Third Party',
      vehicle_type: 'Motor-Cycle',
      make: 'Bajaj',
      model: 'Pulsar 150',
      manufacture_year: 0,
      is_registered: 'R',
      hire_purchase: 'NO',
      veh_reg_format: 'WP ABC-1234',
      veh_registration_no: 'WP-BFK-4521',
      engine_no: 'DHZCFG12345',
      chassis_no: 'MD2A11CZ5GCA12345',
    });
  });
});
