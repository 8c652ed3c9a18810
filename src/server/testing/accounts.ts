// Customers' logins for API tests (issue 23), as the login modal and /auth make them: a number verified
// with a real one-time code, login or sign-up with its `User-Key` token, then the login token exchanged
// at token_verify for the session cookie, which the account calls carry.
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_API, CUSTOMER_API } from '#domain/account/session';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { CUSTOMER_COOKIE } from '#server/modules/account/customer-guard';
import { codeClient } from './one-time-codes';
import type { TestApp } from './test-app';
import { authKeyFor } from './test-app';

/** A SignUp form that passes every rule. */
export const SIGNUP = {
  fullName: 'Nimal Silva',
  nicOrPassportNumber: '900011234V',
  address: '12 Galle Road',
};

export async function accountClient(app: TestApp) {
  const codes = await codeClient(app);
  const { call } = codes;
  const authKey = await authKeyFor(app);

  const sessionCookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find(({ name }) => name === CUSTOMER_COOKIE);

  /** An account call with the session cookie `session` (none when undefined). */
  async function asCustomer(
    session: string | undefined,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) {
    const response = await app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { auth_key: authKey },
      ...(session !== undefined && { cookies: { [CUSTOMER_COOKIE]: session } }),
    });
    return { status: response.statusCode, body: response.json(), cookie: sessionCookieOf(response) };
  }

  /** token_verify as /auth calls it: the answer, and the session cookie it set, if any. */
  const tokenVerify = (token: string) =>
    asCustomer(undefined, 'POST', `${CUSTOMER_API}/token_verify`, { token });

  const withToken = (token: string) => ({ [VERIFIED_TOKEN_HEADER]: token });
  const login = (verified: string) => call('POST', `${CUSTOMER_API}/login`, {}, withToken(verified));
  const signUp = (verified: string, form: object = SIGNUP) =>
    call('POST', `${CUSTOMER_API}/signup`, form, withToken(verified));

  return {
    codes,
    login,
    signUp,
    tokenVerify,
    asCustomer,
    session: (session: string | undefined) => asCustomer(session, 'GET', `${CUSTOMER_API}/session`),
    logout: (session: string | undefined) => asCustomer(session, 'POST', `${CUSTOMER_API}/logout`),
    lookup: (session: string | undefined, customerId: unknown) =>
      asCustomer(session, 'POST', `${ACCOUNT_API}/lookup_customer`, { customer_id: customerId }),
    policies: (session: string | undefined, customerId: number | string) =>
      asCustomer(session, 'GET', `${ACCOUNT_API}/get_customerPolicies/${customerId}`),
    perDayPolicies: (session: string | undefined, customerId: number | string) =>
      asCustomer(session, 'GET', `${ACCOUNT_API}/perday_policies/${customerId}`),

    /**
     * Logs in `mobile` (9 digits) by code, signing up with `form` when it has no customer yet: the session
     * cookie's value and the customer's id.
     */
    async signedIn(mobile: string, form: object = SIGNUP) {
      const verified = await codes.verifiedToken(mobile);
      let answer = await login(verified);
      if (answer.body.data?.signup_needed) answer = await signUp(verified, form);
      if (answer.status !== 200) throw new Error(`not logged in: ${JSON.stringify(answer.body)}`);
      const opened = await tokenVerify(answer.body.data.token);
      if (opened.cookie === undefined) throw new Error(`no session: ${JSON.stringify(opened.body)}`);
      const me = await asCustomer(opened.cookie.value, 'GET', `${CUSTOMER_API}/session`);
      return { session: opened.cookie.value, customerId: me.body.data.customer_id as number };
    },
  };
}

export type AccountClient = Awaited<ReturnType<typeof accountClient>>;
