import type { LoginAnswer, SignupInput } from '#domain/account/session';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { apiClient } from '#web/api/client';

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
