// A buyer is the same customer when they log in by code with the number they bought with (issue 23): their
// motor policy, from the cover note issued after payment, is what get_customerPolicies answers them.
import { describe, expect, it } from 'vitest';
import { daysFromToday } from '#domain/dates';
import { COVER_NOTE_FILE_PREFIX } from '#domain/motor/cover-note';
import { centsToRupees } from '#domain/money';
import { accountClient } from '#server/testing/accounts';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient, RECIPIENT } from '#server/testing/proposals';
import type { TestContext } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';

let context: TestContext;
let client: ProposalClient;
useTestApp(proposalClient, (made) => ({ context, client } = made));

describe("a buyer's policies", () => {
  it('are their issued cover notes once they log in with the mobile they bought with, renewable once', async () => {
    const bought = await client.paid();
    const accounts = await accountClient(context.app);
    const buyerMobile = RECIPIENT.mobile.slice(2);

    // Before the cover note: the buyer logs in without signing up, and has no policy yet.
    const verified = await accounts.codes.verifiedToken(buyerMobile);
    expect((await accounts.login(verified)).body.data.signup_needed).toBe(false);
    const before = await accounts.signedIn(buyerMobile);
    expect((await accounts.policies(before.session, before.customerId)).body.data).toEqual([]);

    const issued = await client.generate(client.form(bought.reqKey));
    expect(issued.status).toBe(200);
    const [coverNote] = await client.coverNotesOf(bought.applicationId);
    const sumInsured = bought.row.quotation.breakdown?.sum_insured;

    const policies = await accounts.policies(before.session, before.customerId);
    expect(policies).toMatchObject({ status: 200 });
    expect(policies.body.data).toEqual([
      {
        policy_number: issued.body.data.cover_note_no,
        cover_note_url: `${COVER_NOTE_FILE_PREFIX}${coverNote!.downloadKey}`,
        commencement_date: coverNote!.periodFrom,
        exp_data: coverNote!.periodTo,
        total_cover: centsToRupees(sumInsured!),
        premium: centsToRupees(bought.row.amountCents),
        claims: [],
        renewable: true,
        renewal_saving: true,
      },
    ]);

    // The link opens the cover note's PDF, as the e-mail's does.
    const pdf = await context.app.inject({ method: 'GET', url: policies.body.data[0].cover_note_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Another customer sees none of it.
    const other = await accounts.signedIn('771000099');
    expect((await accounts.policies(other.session, other.customerId)).body.data).toEqual([]);
    expect((await accounts.policies(other.session, before.customerId)).status).toBe(403);

    // Each can be renewed until the vehicle is bought again; only a full-insurance renewal gets the saving.
    const issue = async (n: number, cover: 'C' | 'T', quoteFields: Record<string, unknown> = {}) => {
      const bought = await client.paid(quoteFields, cover);
      const vehicle = { chassis_no: `NZE141-400000${n}`, veh_reg_format_3: `400${n}` };
      const issued = await client.generate(client.form(bought.reqKey, vehicle));
      expect(issued.status).toBe(200);
      return issued.body.data.cover_note_no as string;
    };
    const renewals = async () =>
      Object.fromEntries(
        (
          (await accounts.policies(before.session, before.customerId)).body.data as Record<string, unknown>[]
        ).map((policy) => [policy.policy_number, [policy.renewable, policy.renewal_saving]]),
      );

    const thirdParty = await issue(1, 'T');
    const first = await issue(2, 'C');
    expect(await renewals()).toMatchObject({ [thirdParty]: [true, false], [first]: [true, true] });

    // The same car bought again, its cover starting after the first one's: the first is renewed.
    const again = await issue(2, 'C', { cover_start_date: daysFromToday(3) });
    expect(await renewals()).toMatchObject({ [first]: [false, false], [again]: [true, true] });
  });
});
