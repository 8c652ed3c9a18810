// The renewal reminder's e-mail through a real SMTP server (docs/decisions/049): sent once, to the
// policy's buyer, with the link that opens the quotation filled from the policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockedInstances } from '#server/testing/test-clock';
import { proposalClient, RECIPIENT } from '#server/testing/proposals';
import type { ProposalClient } from '#server/testing/proposals';
import type { TestSmtpServer } from '#server/testing/smtp';
import { appMailingTo } from '#server/testing/smtp';
import type { TestApp, TestContext } from '#server/testing/test-app';
import { authKeyFor } from '#server/testing/test-app';

let now = new Date();
let server: TestSmtpServer;
let context: TestContext;
let clocked: TestApp;
let client: ProposalClient;
beforeAll(async () => {
  ({ server, context } = await appMailingTo());
  client = await proposalClient(context);
  // An instance on the same database whose clock the test moves to the policy's last weeks.
  clocked = (await clockedInstances(context, () => now, 1))[0]!;
});
afterAll(async () => {
  await clocked.close();
  await context.app.close();
  await server.close();
});

describe('the renewal reminder e-mail', () => {
  it('reaches the buyer once, with the renewal link that answers the policy', async () => {
    const bought = await client.paid();
    const issued = await client.generate(client.form(bought.reqKey));
    const { cover_note_no: number } = issued.body.data;
    const [coverNote] = await client.coverNotesOf(bought.applicationId);
    now = new Date(`${coverNote!.periodTo}T09:00:00`);
    now.setDate(now.getDate() - 30);

    expect(await clocked.renewals.sendDue()).toBe(1);
    expect(await clocked.renewals.sendDue()).toBe(0);
    const renewalMails = () => server.messages.filter((mail) => mail.subject.includes(`policy ${number}`));
    await expect.poll(() => renewalMails().length, { timeout: 10_000 }).toBe(1);
    const [mail] = renewalMails();
    expect(mail).toMatchObject({
      to: [RECIPIENT.email],
      subject: `Your motor policy ${number} ends on ${coverNote!.periodTo}: renew and save Rs.2500`,
    });
    expect(mail!.text).toMatch(/^Dear /);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(renewalMails()).toHaveLength(1);

    const key = /\/renew\/([\w-]+)/.exec(mail!.text)![1]!;
    const answer = await clocked.inject({
      url: `/v3/renewals/${key}`,
      headers: { auth_key: await authKeyFor(clocked) },
    });
    expect(answer.json()).toMatchObject({ data: { policy_number: number, key } });
  });
});
