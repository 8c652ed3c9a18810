import { beforeAll, describe, expect, it } from 'vitest';
import { yearsFromToday } from '#domain/dates';
import { COVER_NOTE_MESSAGES } from '#domain/motor/cover-note';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import { useTestApp } from '#server/testing/use-test-app';
import type { ProposalClient } from '#server/testing/proposals';
import { LEASED, proposalClient } from '#server/testing/proposals';

let client: ProposalClient;
useTestApp(proposalClient, (made) => ({ client } = made));

describe('POST /v2/cover-note/gen: refusals', () => {
  /** Expects the call to be refused as given, and nothing written for the application. */
  async function expectRefused(applicationId: number, body: object, status: number, answer: object) {
    const before = await client.written(applicationId);
    const refused = await client.generate(body);
    expect(refused).toEqual({ status, body: answer });
    expect(await client.written(applicationId)).toEqual(before);
  }

  let paid: Awaited<ReturnType<ProposalClient['paid']>>;
  let leased: Awaited<ReturnType<ProposalClient['paid']>>;
  beforeAll(async () => {
    paid = await client.paid();
    leased = await client.paid({ hire_purchase: 'YES' });
  });

  it('answers field errors for the form as the page validates it', async () => {
    await expectRefused(
      paid.applicationId,
      client.form(paid.reqKey, { veh_reg_format_2: 'CA', engine_no: 'ab', chassis_no: '' }),
      422,
      fieldRefusal({
        veh_reg_format_2: ['not valid'],
        engine_no: ['enter minimum 3 characters'],
        chassis_no: ['required'],
      }),
    );
    await expectRefused(
      leased.applicationId,
      client.form(leased.reqKey, { is_leasing: '1' }),
      422,
      fieldRefusal({
        financial_company: [COVER_NOTE_MESSAGES.leasingCompany],
        financial_company_branch: ['required'],
        lease_exp_date: ['required'],
      }),
    );
  });

  it('refuses registered and leased answers that are not those of the quotation paid for', async () => {
    await expectRefused(
      paid.applicationId,
      client.form(paid.reqKey, { is_registered: 'U', ...LEASED }),
      422,
      fieldRefusal({
        is_registered: [COVER_NOTE_MESSAGES.quoteMismatch],
        is_leasing: [COVER_NOTE_MESSAGES.quoteMismatch],
      }),
    );
    await expectRefused(
      leased.applicationId,
      client.form(leased.reqKey),
      422,
      fieldRefusal({ is_leasing: [COVER_NOTE_MESSAGES.quoteMismatch] }),
    );
  });

  it('refuses a financial company that is not a leasing company of the list', async () => {
    for (const name of ['Acme Leasing', 'LOLC General Insurance'])
      await expectRefused(
        leased.applicationId,
        client.form(leased.reqKey, { ...LEASED, financial_company: name }),
        422,
        fieldRefusal({ financial_company: [COVER_NOTE_MESSAGES.leasingCompany] }),
      );
  });

  it("answers 'Not found' for an unknown req_key and refuses an application not paid yet", async () => {
    const unknown = await client.generate(client.form('no-such-req-key-00000000'));
    expect(unknown).toEqual({ status: 404, body: refusal('Not found') });
    const unpaid = await client.unpaid();
    await expectRefused(
      unpaid.applicationId,
      client.form(unpaid.reqKey),
      409,
      refusal(PAYMENT_MESSAGES.notPaid),
    );
  });
});

describe('POST /v2/cover-note/gen: one cover note per application', () => {
  it('answers the same cover note to the same details again, and sends nothing new', async () => {
    const bought = await client.paid({ hire_purchase: 'YES' });
    const first = await client.generate(client.form(bought.reqKey, LEASED));
    const sent = await client.written(bought.applicationId);

    // The registration's parts in capitals and the company's name as the list writes it: the same details.
    const again = await client.generate(
      client.form(bought.reqKey, {
        ...LEASED,
        veh_reg_format_1: 'WP',
        veh_reg_format_2: 'CAB',
        financial_company: 'LOLC Finance',
      }),
    );
    expect(again).toEqual(first);
    expect(await client.written(bought.applicationId)).toEqual(sent);
  });

  it('refuses other details once the cover note is out', async () => {
    const bought = await client.paid({ hire_purchase: 'YES' });
    await client.generate(client.form(bought.reqKey, LEASED));
    const sent = await client.written(bought.applicationId);

    for (const change of [
      { engine_no: 'OTHER-123' },
      { veh_reg_format_3: '9999' },
      { financial_company_branch: 'Galle' },
      { lease_exp_date: yearsFromToday(4) },
      { financial_company: "People's Leasing & Finance" },
    ]) {
      const refused = await client.generate(client.form(bought.reqKey, { ...LEASED, ...change }));
      expect(refused).toEqual({ status: 409, body: refusal(COVER_NOTE_MESSAGES.alreadyIssued) });
    }
    expect(await client.written(bought.applicationId)).toEqual(sent);
  });

  it('makes one cover note of calls at the same time, and answers it to each', async () => {
    const bought = await client.paid();
    const before = await client.written(bought.applicationId);

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.generate(client.form(bought.reqKey))),
    );
    expect(answers.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map(({ body }) => JSON.stringify(body))).size).toBe(1);
    expect(await client.written(bought.applicationId)).toEqual({
      proposals: 1,
      coverNotes: 1,
      mails: before.mails + 1,
      sms: before.sms + 1,
      files: before.files + 1,
    });
    expect(await client.eventsOf(bought.applicationId, 'completed')).toHaveLength(1);
  });
});
