// A buyer is the same customer when they log in by code with the number they bought with (issue 23): their
// motor policy, from the cover note issued after payment, is what get_customerPolicies answers them.
import { describe, expect, it } from 'vitest';
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
  it('are their issued cover notes once they log in with the mobile they bought with', async () => {
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
        commencement_date: coverNote!.periodFrom,
        exp_data: coverNote!.periodTo,
        total_cover: centsToRupees(sumInsured!),
        premium: centsToRupees(bought.row.amountCents),
      },
    ]);

    // Another customer sees none of it.
    const other = await accounts.signedIn('771000099');
    expect((await accounts.policies(other.session, other.customerId)).body.data).toEqual([]);
    expect((await accounts.policies(other.session, before.customerId)).status).toBe(403);
  });
});
