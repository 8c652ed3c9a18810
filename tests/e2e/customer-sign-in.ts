import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { lastCode } from './one-time-codes';

// A customer's sign-in for the journeys (issue 23), through the API as the login pages make it: code,
// verified token, login token, then the page's own token_verify so the browser holds the HttpOnly session
// cookie. A number gets 3 codes in 15 minutes, so a journey signs in a number a few times at most.

/** Signs the open page in as the customer of `mobile` (9 digits). */
export async function signIn(page: Page, origin: string, mobile: string) {
  const send = async (path: string, body: object, headers: Record<string, string>) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(200);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const { auth_key: authKey } = await send(
    '/v2/token',
    { user_name: 'web', password: 'web-public' },
    { 'api-key': 'kavacha-web' },
  );
  const auth = { auth_key: String(authKey) };
  const challenge = await send('/otp-auth-api/v2/otp/generate', { mobile_number: mobile }, auth);
  const { token } = await send(
    '/otp-auth-api/v2/otp/verify',
    { token: challenge.token, otp_code: await lastCode(origin, mobile) },
    auth,
  );
  const login = await send('/api/v2/customer/login', {}, { ...auth, 'User-Key': String(token) });
  expect(login.signup_needed).toBe(false);
  const valid = await page.evaluate(async (loginToken) => {
    const key = await fetch('/v2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': 'kavacha-web' },
      body: JSON.stringify({ user_name: 'web', password: 'web-public' }),
    }).then((response) => response.json());
    const answer = await fetch('/api/v2/customer/token_verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth_key: key.data.auth_key },
      body: JSON.stringify({ token: loginToken }),
    }).then((response) => response.json());
    return answer.data.valid as boolean;
  }, String(login.token));
  expect(valid).toBe(true);
}
