// One-time codes for API tests, as a customer gets them: a code is asked for, read from the SMS in the
// demo outbox (/dev/outbox), and verified, which gives the `User-Key` token of the number.
import type { TestApp } from './test-app';
import { authKeyFor } from './test-app';

/**
 * The code in the newest of `texts` (newest first) that is a one-time code's SMS: the purchase and
 * receipt messages go to the same number, and a link key or a reference can hold six digits in a row.
 * In every language the SMS starts with the code and names Kavacha (the others start 'Kavacha:').
 */
export function codeIn(texts: string[]): string | undefined {
  for (const text of texts) {
    const code = /^(\d{6}) .*Kavacha/s.exec(text)?.[1];
    if (code) return code;
  }
  return undefined;
}

export async function codeClient(app: TestApp) {
  const authKey = await authKeyFor(app);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) => {
    const response = await app.inject({ method, url, payload, headers: { auth_key: authKey, ...headers } });
    return { status: response.statusCode, body: response.json() };
  };

  /** The code in the newest SMS to `mobile` ('94' form). */
  async function lastCode(mobile: string): Promise<string> {
    const { body } = await call('GET', `/dev/outbox?to=${mobile}`);
    const messages: { kind: string; text: string }[] = body.data.messages;
    const code = codeIn(messages.filter((message) => message.kind === 'sms').map((message) => message.text));
    if (code === undefined) throw new Error(`no code was sent to ${mobile}`);
    return code;
  }

  const generate = (mobile_number: string, fields: object = {}) =>
    call('POST', '/otp-auth-api/v2/otp/generate', { mobile_number, email: 'kamal@example.lk', ...fields });
  const verify = (token: string, otp_code: string) =>
    call('POST', '/otp-auth-api/v2/otp/verify', { token, otp_code });

  return {
    call,
    generate,
    verify,
    lastCode,
    /** The `User-Key` token of `mobile` (9 digits or the '94' form), verified with a real code. */
    async verifiedToken(mobile: string): Promise<string> {
      const sent = await generate(mobile);
      if (sent.status !== 200) throw new Error(`no code sent: ${JSON.stringify(sent.body)}`);
      const verified = await verify(sent.body.data.token, await lastCode(sent.body.data.mobile_number));
      if (verified.status !== 200) throw new Error(`not verified: ${JSON.stringify(verified.body)}`);
      return verified.body.data.token;
    },
  };
}
