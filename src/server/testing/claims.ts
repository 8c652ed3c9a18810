// Claims for API tests (issue 23): a policy bought and issued through the real app, its buyer signed in
// as the dashboard signs in, and the intimation sent as the web form sends it (multipart, photos by the
// platform's own FormData).
import { CLAIMS_API, PHOTOS_FIELD } from '#domain/claims/claims';
import { CUSTOMER_COOKIE } from '#server/modules/account/customer-guard';
import { accountClient } from './accounts';
import type { SampleFile } from './documents';
import { multipart, SAMPLE_FILES } from './documents';
import type { TestContext } from './test-app';
import { authKeyFor } from './test-app';
import { proposalClient, RECIPIENT } from './proposals';

/** The buyer's mobile as the login modal takes it. */
export const BUYER_MOBILE = RECIPIENT.mobile.slice(2);

/** A form that passes every rule, for a policy in force today. */
export const claimForm = (policyNumber: string, incidentDate: string) => ({
  policy_number: policyNumber,
  incident_date: incidentDate,
  place: 'Galle Road, Colombo 03',
  description: 'A van reversed into the front of the car at a junction.',
  category: 'accident',
  estimated_amount: '85,000',
});

export async function claimClient(context: TestContext) {
  const { app } = context;
  const proposals = await proposalClient(context);
  const accounts = await accountClient(app);
  const authKey = await authKeyFor(app);

  // The buyer signs in once: a number gets 3 codes in 15 minutes.
  let buyer: Promise<{ session: string; customerId: number }> | undefined;

  /** A policy issued to the buyer, and the buyer's session. */
  async function policy() {
    const bought = await proposals.paid();
    const issued = await proposals.generate(proposals.form(bought.reqKey));
    if (issued.status !== 200) throw new Error(`not issued: ${JSON.stringify(issued.body)}`);
    const [coverNote] = await proposals.coverNotesOf(bought.applicationId);
    buyer ??= accounts.signedIn(BUYER_MOBILE);
    return {
      ...(await buyer),
      coverNote: coverNote!,
      companyId: bought.row.companyId,
      policyNumber: coverNote!.coverNoteNo,
    };
  }

  /** POST the intimation with `photos`, as `session` (none when undefined). */
  async function intimate(
    session: string | undefined,
    fields: Record<string, string>,
    photos: SampleFile[] = [SAMPLE_FILES.jpeg],
  ) {
    const { payload, contentType } = await multipart(fields, photos, { fileField: PHOTOS_FIELD });
    const response = await app.inject({
      method: 'POST',
      url: CLAIMS_API,
      payload,
      headers: { auth_key: authKey, 'content-type': contentType },
      ...(session !== undefined && { cookies: { [CUSTOMER_COOKIE]: session } }),
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function photo(session: string, ref: string, n: number) {
    const response = await app.inject({
      method: 'GET',
      url: `${CLAIMS_API}/${encodeURIComponent(ref)}/photos/${n}`,
      headers: { auth_key: authKey },
      cookies: { [CUSTOMER_COOKIE]: session },
    });
    return response;
  }

  return { proposals, accounts, policy, intimate, photo };
}
export type ClaimClient = Awaited<ReturnType<typeof claimClient>>;
