import type { LoginAnswer, SignupInput } from '#domain/account/session';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { apiClient } from '#web/api/client';
import { sessionOpened } from '#web/api/customer-session';
import { uploadPicture } from '#web/features/profile/account-calls';

// The login calls (content section 7, decision 047): with the verified number's token (User-Key) login
// answers a login token or signup_needed; sign-up makes the customer and answers a login token; /auth
// exchanges the login token for the session (token_verify).

const CUSTOMER_API = '/api/v2/customer';

export const logIn = (verifiedToken: string) =>
  apiClient().request<LoginAnswer>({
    host: 'web-api',
    path: `${CUSTOMER_API}/login`,
    method: 'POST',
    headers: { [VERIFIED_TOKEN_HEADER]: verifiedToken },
  });

export const signUp = (verifiedToken: string, body: SignupInput) =>
  apiClient().request<LoginAnswer>({
    host: 'web-api',
    path: `${CUSTOMER_API}/signup`,
    method: 'POST',
    body,
    headers: { [VERIFIED_TOKEN_HEADER]: verifiedToken },
  });

export const verifyLoginToken = (token: string) =>
  apiClient().request<{ valid: boolean }>({
    host: 'web-api',
    path: `${CUSTOMER_API}/token_verify`,
    method: 'POST',
    body: { token },
  });

/** Whether a login token opened the session, and why a new customer's picture was not saved, if it was not. */
export type OpenedSession = { valid: false } | { valid: true; pictureRefusal?: string };

/**
 * Opens the session of a login token here (token_verify from this page, decision 051), uploads a new
 * customer's picture once signed in, and has the header ask who. A picture the server refuses leaves the
 * account as it is, with its initials: the refusal is answered, for the page to say so.
 */
export async function openSession(token: string, picture: File | undefined): Promise<OpenedSession> {
  const { valid } = await verifyLoginToken(token);
  if (!valid) return { valid };
  const pictureRefusal =
    picture &&
    (await uploadPicture(picture).then(
      () => undefined,
      (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)),
    ));
  await sessionOpened();
  return { valid, pictureRefusal };
}
