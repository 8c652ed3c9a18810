// The dashboard's calls (issue 23, docs/decisions/050) through the real app: a signed-in buyer sees their
// own purchases' documents, applications in progress and payments, uploads a missing or rejected document,
// and reads their consumer record by lookup mode=3 with the session; another customer gets 403 for all.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS } from '#domain/account/dashboard';
import { ACCOUNT_MESSAGES } from '#domain/account/session';
import { formatIsoDate } from '#domain/dates';
import { centsToRupees } from '#domain/money';
import { DOCUMENT_MESSAGES, DOCUMENT_STATUS } from '#domain/motor/documents';
import { payPath, proposalPath, uploaderPath } from '#domain/motor/purchase-paths';
import { CONSUMER_LOOKUP_PATH, CONSUMER_MESSAGES } from '#domain/people/consumer';
import { quotes } from '#server/db/schema';
import { CUSTOMER_COOKIE } from '#server/modules/account/customer-guard';
import type { AccountClient } from '#server/testing/accounts';
import { accountClient } from '#server/testing/accounts';
import type { SampleFile } from '#server/testing/documents';
import type { DocumentClient } from '#server/testing/documents';
import { documentClient, multipart, SAMPLE_FILES } from '#server/testing/documents';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient, RECIPIENT } from '#server/testing/proposals';
import type { TestContext } from '#server/testing/test-app';
import { authKeyFor } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';

let context: TestContext;
let client: ProposalClient;
useTestApp(proposalClient, (made) => ({ context, client } = made));

const BUYER = RECIPIENT.mobile.slice(2);
const OTHER = '771000099';
type SignedIn = Awaited<ReturnType<AccountClient['signedIn']>>;
let buyer: SignedIn;
let other: SignedIn;
let bought: Awaited<ReturnType<DocumentClient['application']>>;
let documents: DocumentClient;
// The buyer buys (and so registers) first, then signs in; once for the file, as a number gets 3 codes in
// 15 minutes.
beforeAll(async () => {
  documents = await documentClient(context.app, context.database.db);
  bought = await documents.application();
  const accounts = await accountClient(context.app);
  buyer = await accounts.signedIn(BUYER);
  other = await accounts.signedIn(OTHER);
});

const { empty, submitted, rejected } = DOCUMENT_STATUS;

/** The last day of a quote's price, which ends its unpaid application's links. */
const validUntil = async (quoteId: number) =>
  (await context.database.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0]!.validUntil;

async function dashboard() {
  const accounts = await accountClient(context.app);
  const authKey = await authKeyFor(context.app);
  const get = (session: string | undefined, path: string, id: number | string) =>
    accounts.asCustomer(session, 'GET', `${path}/${id}`);
  async function upload(session: string | undefined, id: string, file?: SampleFile) {
    const { payload, contentType } = await multipart({ id }, file);
    const response = await context.app.inject({
      method: 'POST',
      url: DASHBOARD_PATHS.upload,
      payload,
      headers: { auth_key: authKey, 'content-type': contentType },
      ...(session !== undefined && { cookies: { [CUSTOMER_COOKIE]: session } }),
    });
    return { status: response.statusCode, body: response.json() };
  }
  return {
    accounts,
    documents: (session: string | undefined, id: number | string) =>
      get(session, DASHBOARD_PATHS.documents, id),
    payments: (session: string | undefined, id: number | string) =>
      get(session, DASHBOARD_PATHS.payments, id),
    inProgress: (session: string | undefined, id: number | string) =>
      get(session, DASHBOARD_PATHS.applications, id),
    upload,
  };
}

describe("the dashboard's documents and applications in progress", () => {
  it('shows the own purchase, and uploads or replaces only its missing or rejected documents', async () => {
    const calls = await dashboard();

    const shown = await calls.documents(buyer.session, buyer.customerId);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toHaveLength(1);
    const [category] = shown.body.data;
    expect(category.id).toBe(bought.applicationId);
    expect(category.title).toContain(bought.item.company_name);
    expect(category.docs.map((doc: { status: number }) => doc.status)).toEqual([empty, empty, empty]);
    const [first, second] = category.docs as { id: number; status: number; uploadedURL: string }[];

    expect((await calls.inProgress(buyer.session, buyer.customerId)).body.data).toEqual([
      {
        id: bought.applicationId,
        title: category.title,
        to_do: ['upload', 'pay', 'proposal'],
        continue_path: uploaderPath(bought.paySecHash),
        until: await validUntil(bought.row.quoteId),
      },
    ]);

    // Another customer: 403 for the buyer's id and for the buyer's document, nothing stored; none of their own.
    const before = await documents.stored();
    for (const call of [calls.documents, calls.payments, calls.inProgress]) {
      expect(await call(other.session, buyer.customerId)).toMatchObject({
        status: 403,
        body: { error: { message: ACCOUNT_MESSAGES.notYours } },
      });
      // Beyond int4: refused by the id's rule (as the policies calls), never looked up.
      expect((await call(other.session, '99999999999')).status).toBe(422);
      expect((await call(undefined, buyer.customerId)).status).toBe(401);
    }
    expect((await calls.documents(other.session, other.customerId)).body.data).toEqual([]);
    expect(await calls.upload(other.session, String(first!.id), SAMPLE_FILES.png)).toMatchObject({
      status: 403,
      body: { error: { message: ACCOUNT_MESSAGES.notYours } },
    });
    expect((await calls.upload(undefined, String(first!.id), SAMPLE_FILES.png)).status).toBe(401);
    // The uploader's checks: the type by the content, a valid id.
    expect(
      (await calls.upload(buyer.session, String(first!.id), SAMPLE_FILES.exe)).body.error.errors,
    ).toEqual({
      asset: [DOCUMENT_MESSAGES.wrongType],
    });
    expect((await calls.upload(buyer.session, 'x', SAMPLE_FILES.png)).status).toBe(422);
    expect(await documents.stored()).toEqual(before);

    // The buyer's own missing document: uploaded and sent for review; viewing it works.
    const uploaded = await calls.upload(buyer.session, String(first!.id), SAMPLE_FILES.png);
    expect(uploaded.status).toBe(200);
    const doc = uploaded.body.data[0].docs[0];
    expect(doc).toMatchObject({ id: first!.id, status: submitted, file_type: 'png' });
    const file = await documents.file(doc.uploadedURL);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_FILES.png.content)).toBe(true);
    // Under review: not replaced from the dashboard.
    expect(await calls.upload(buyer.session, String(first!.id), SAMPLE_FILES.gif)).toMatchObject({
      status: 409,
    });
    expect((await calls.inProgress(buyer.session, buyer.customerId)).body.data[0].to_do).toEqual([
      'upload',
      'review',
      'pay',
      'proposal',
    ]);

    // Rejected: replaced from the dashboard, under review again.
    expect((await documents.review(bought.paySecHash, doc.doc_id, rejected, 'Too dark')).status).toBe(200);
    const rejectedShown = (await calls.documents(buyer.session, buyer.customerId)).body.data[0].docs[0];
    expect(rejectedShown).toMatchObject({ status: rejected, reason: 'Too dark' });
    const replaced = await calls.upload(buyer.session, String(first!.id), SAMPLE_FILES.jpeg);
    expect(replaced.body.data[0].docs[0]).toMatchObject({
      status: submitted,
      file_type: 'jpg',
      reason: null,
    });
    expect((await documents.file(doc.uploadedURL)).statusCode).toBe(404);

    // All three sent: the payment is next.
    await calls.upload(buyer.session, String(second!.id), SAMPLE_FILES.pdf);
    await calls.upload(buyer.session, String(category.docs[2].id), SAMPLE_FILES.gif);
    expect((await calls.inProgress(buyer.session, buyer.customerId)).body.data[0]).toMatchObject({
      to_do: ['review', 'pay', 'proposal'],
      continue_path: payPath(bought.paySecHash),
    });
  });
});

describe("the dashboard's payments", () => {
  it('shows the payment to the rupee, its policy once issued, and a refund as a refund', async () => {
    const paid = await client.paid();
    const calls = await dashboard();
    const paidApplication = await client.payments.applicationOf(paid.applicationId);
    const [payment] = await client.payments.paymentsOf(paid.applicationId);
    const beforeDiscount = paid.item.total_premium ?? paidApplication.amountCents;

    const row = {
      payment_ref: payment!.providerPaymentId,
      exp_data: await validUntil(paidApplication.quoteId),
      discount: centsToRupees(beforeDiscount - paidApplication.amountCents),
      payment_media: 'sandbox',
      pay_amount: centsToRupees(paidApplication.amountCents),
      // The day it was paid in Sri Lanka, the server's clock.
      paid_date: formatIsoDate(paidApplication.paidAt!),
      policy_ref: null,
      status: 'paid',
    };
    const mine = (await calls.payments(buyer.session, buyer.customerId)).body.data;
    expect(mine.find((shown: { payment_ref: string }) => shown.payment_ref === row.payment_ref)).toEqual(row);
    expect((await calls.payments(other.session, other.customerId)).body.data).toEqual([]);
    const progress = (await calls.inProgress(buyer.session, buyer.customerId)).body.data;
    // Paid while its documents are under review: the proposal is next.
    expect(progress.find(({ id }: { id: number }) => id === paid.applicationId)).toMatchObject({
      to_do: ['review', 'proposal'],
      continue_path: proposalPath(paid.reqKey),
    });

    const issued = await client.generate(client.form(paid.reqKey));
    const policyRef = issued.body.data.cover_note_no;
    const afterIssue = (await calls.payments(buyer.session, buyer.customerId)).body.data;
    expect(
      afterIssue.find((shown: { payment_ref: string }) => shown.payment_ref === row.payment_ref),
    ).toEqual({
      ...row,
      policy_ref: policyRef,
    });
    // Finished: no longer in progress.
    const finished = (await calls.inProgress(buyer.session, buyer.customerId)).body.data;
    expect(finished.some(({ id }: { id: number }) => id === paid.applicationId)).toBe(false);

    expect((await client.payments.reverse(paid.checkout, 'refunded')).status).toBe(200);
    const refunded = (await calls.payments(buyer.session, buyer.customerId)).body.data;
    expect(refunded.find((shown: { payment_ref: string }) => shown.payment_ref === row.payment_ref)).toEqual({
      ...row,
      policy_ref: policyRef,
      status: 'refunded',
    });
  });
});

describe('GET /consumer-api/v3/lookup mode=3 with the session', () => {
  it("answers the signed-in customer's own record without a User-Key, 403 for any other", async () => {
    const accounts = await accountClient(context.app);
    const lookup = (session: string | undefined, query: string) =>
      accounts.asCustomer(session, 'GET', `${CONSUMER_LOOKUP_PATH}?${query}&mode=3`);

    const own = await lookup(buyer.session, `mobile_number=${RECIPIENT.mobile}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ customer_id: buyer.customerId, mobile_number: RECIPIENT.mobile });
    expect((await lookup(buyer.session, `customer_id=${buyer.customerId}`)).body.data.customer_id).toBe(
      buyer.customerId,
    );
    expect((await lookup(buyer.session, `mobile_number=94${OTHER}`)).status).toBe(403);
    expect(await lookup(buyer.session, `customer_id=${other.customerId}`)).toMatchObject({
      status: 403,
      body: { error: { message: ACCOUNT_MESSAGES.notYours } },
    });
    // Not an id at all: the lookup's own field error, as with a User-Key.
    expect((await lookup(buyer.session, 'customer_id=99999999999')).status).toBe(422);
    // Neither a session nor a User-Key: as before.
    expect(await lookup(undefined, `mobile_number=${RECIPIENT.mobile}`)).toMatchObject({
      status: 403,
      body: { error: { message: CONSUMER_MESSAGES.verifyFirst } },
    });
    // An ended session: 401, as every customer call.
    await accounts.logout(buyer.session);
    expect((await lookup(buyer.session, `mobile_number=${RECIPIENT.mobile}`)).status).toBe(401);
  });

  it('has the session cookie sent to the lookup too, and cleared there at logout', async () => {
    const accounts = await accountClient(context.app);
    const verified = await accounts.codes.verifiedToken('771000098');
    const signed = await accounts.signUp(verified);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/customer/token_verify',
      payload: { token: signed.body.data.token },
      headers: { auth_key: await authKeyFor(context.app) },
    });
    const paths = response.cookies.filter(({ name }) => name === CUSTOMER_COOKIE).map(({ path }) => path);
    expect(paths).toEqual(['/api', CONSUMER_LOOKUP_PATH]);
  });
});
