// The console's claims through the real app (issue 23, docs/decisions/048): the list filtered and searched,
// an insurer's staff seeing their insurer's claims alone, the status changes the transitions allow, each
// audited and written to the customer by SMS and e-mail in the change's transaction, the e-mail reaching
// a real SMTP server.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema';
import type { ClaimClient } from '#server/testing/claims';
import { claimClient, claimForm } from '#server/testing/claims';
import type { ConsoleClient } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import { RECIPIENT } from '#server/testing/proposals';
import type { TestSmtpServer } from '#server/testing/smtp';
import { appMailingTo } from '#server/testing/smtp';
import type { TestContext } from '#server/testing/test-app';

let server: TestSmtpServer;
let context: TestContext;
let client: ClaimClient;
let staff: ConsoleClient;
let claimId: number;
let claimRef: string;
let companyId: number;
beforeAll(async () => {
  ({ server, context } = await appMailingTo());
  client = await claimClient(context);
  staff = await consoleClient(context);
  const policy = await client.policy();
  companyId = policy.companyId;
  const answer = await client.intimate(
    policy.session,
    claimForm(policy.policyNumber, policy.coverNote.periodFrom),
  );
  ({ id: claimId, claim_ref: claimRef } = answer.body.data);
});
afterAll(async () => {
  await context.app.close();
  await server.close();
});

const smsTo = async (mobile: string) =>
  (await context.database.db.select().from(outbox).where(eq(outbox.kind, 'sms')).orderBy(asc(outbox.id)))
    .map((row) => row.payload as { to: string; text: string })
    .filter((sms) => sms.to === mobile)
    .map((sms) => sms.text);

describe('the claims of the console', () => {
  it('tells the customer of the intimation by SMS and by e-mail, which reaches the mail server', async () => {
    expect((await smsTo(RECIPIENT.mobile)).filter((text) => text.includes(claimRef))).toEqual([
      expect.stringContaining(`your claim ${claimRef} on policy`),
    ]);
    await expect
      .poll(() => server.messages.filter((mail) => mail.subject.includes(claimRef)), { timeout: 10_000 })
      .toEqual([
        expect.objectContaining({
          to: [RECIPIENT.email],
          subject: `Your claim ${claimRef} has been received`,
        }),
      ]);
  });

  it('lists claims by status and by a search of reference, policy or mobile', async () => {
    const list = async (query: string) =>
      (await staff.admin('GET', `/api/console/claims?${query}`)).body.data;
    expect((await list('status=pending')).rows.map((row: { claim_ref: string }) => row.claim_ref)).toContain(
      claimRef,
    );
    expect((await list('status=settled')).rows).toEqual([]);
    expect((await list(`q=${claimRef.slice(3, 8).toLowerCase()}`)).rows).toMatchObject([
      { claim_ref: claimRef },
    ]);
    expect((await list(`q=${RECIPIENT.mobile.slice(2)}`)).total).toBe(1);
    expect((await list('q=nothing-like-it')).total).toBe(0);
  });

  it("shows an insurer's staff their insurer's claims alone: another's is not found", async () => {
    const insurers = await staff.insurers();
    const own = await staff.staffMember('insurer', companyId);
    const other = await staff.staffMember(
      'insurer',
      insurers.find((id) => id !== companyId)!,
    );
    expect((await own.call('GET', '/api/console/claims')).body.data.total).toBe(1);
    expect((await own.call('GET', `/api/console/claims/${claimId}`)).body.data).toMatchObject({
      claim_ref: claimRef,
      status: 'pending',
      photos: [{ n: 1, url: `/api/console/claims/${claimId}/photos/1` }],
      next: ['under_review', 'rejected'],
    });
    expect(
      (await own.call('GET', `/api/console/claims/${claimId}/photos/1`)).response.headers['content-type'],
    ).toBe('image/jpeg');
    expect((await other.call('GET', '/api/console/claims')).body.data.total).toBe(0);
    expect((await other.call('GET', `/api/console/claims/${claimId}`)).status).toBe(404);
    expect((await other.call('GET', `/api/console/claims/${claimId}/photos/1`)).status).toBe(404);
    const refused = await other.call('POST', `/api/console/claims/${claimId}/status`, {
      status: 'under_review',
      note: 'Looking',
    });
    expect(refused.status).toBe(404);
    expect((await staff.admin('GET', '/api/console/claims/9999999999')).status).toBe(404);
  });

  it('moves a claim only as the transitions allow, audits each change and writes to the customer each time', async () => {
    const insurer = await staff.staffMember('insurer', companyId);
    const change = (body: object) => insurer.call('POST', `/api/console/claims/${claimId}/status`, body);

    const skipped = await change({ status: 'settled', note: 'Paid' });
    expect(skipped.status).toBe(422);
    expect(skipped.body.error.errors.status[0]).toMatch(/cannot become settled/);
    expect((await change({ status: 'under_review', note: '' })).status).toBe(422);

    expect(
      (await change({ status: 'under_review', note: 'Assessor visits on Monday' })).body.data,
    ).toMatchObject({
      status: 'under_review',
      next: ['approved', 'rejected'],
    });
    const noAmount = await change({ status: 'approved', note: 'Repairs agreed' });
    expect(noAmount.body.error.errors).toEqual({ approved_amount: ['Enter the approved amount in rupees'] });
    const approved = await change({ status: 'approved', note: 'Repairs agreed', approved_amount: '72,500' });
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      approved_cents: 7_250_000,
      next: ['settled'],
    });
    expect(approved.body.data.history).toMatchObject([
      { status: 'pending', by: null, note: null },
      { status: 'under_review', by: insurer.staff.email, note: 'Assessor visits on Monday' },
      { status: 'approved', by: insurer.staff.email, note: 'Repairs agreed' },
    ]);

    const audit = (await staff.auditRows()).filter((row) => row.action === 'claim.status');
    expect(audit.map((row) => row.after)).toMatchObject([
      { status: 'under_review' },
      { status: 'approved', approved_cents: 7_250_000 },
    ]);
    expect(audit[1]!.before).toEqual({ status: 'under_review', approved_cents: null });

    const texts = (await smsTo(RECIPIENT.mobile)).filter((text) => text.includes(claimRef));
    expect(texts).toEqual([
      expect.stringContaining('has been received'),
      expect.stringContaining(`your claim ${claimRef} is now Under review.`),
      expect.stringContaining('Approved amount: Rs. 72,500.00.'),
    ]);

    // The customer sees it in their policies.
    const policy = await client.policy();
    const policies = (await client.accounts.policies(policy.session, policy.customerId)).body.data;
    const claim = policies
      .flatMap((row: { claims: object[] }) => row.claims)
      .find((row: { claim_ref: string }) => row.claim_ref === claimRef);
    expect(claim).toMatchObject({ status: 'approved', approved: '72500.00', amount: '85000.00' });
  });

  it('refuses a caller without a staff session (401), and the console claims are no customer call', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/console/claims' });
    expect(response.statusCode).toBe(401);
  });
});
