// The addresses a gateway is given (notification, return, cancel) come from PUBLIC_URL when it is set,
// whatever Host header the checkout's request carries; only demo mode without it falls back to that Host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedApplication } from '#server/testing/documents';
import { authKeyFor, createTestApp } from '#server/testing/test-app';

const PUBLIC_URL = 'https://kavacha.example';
const HOSTILE_HOST = 'evil.example';
// Starting an app (a fresh database) is slow on a busy machine.
const STARTS = 120_000;

type Context = Awaited<ReturnType<typeof createTestApp>>;
const contexts: Context[] = [];
beforeAll(async () => {
  for (const env of [{ PUBLIC_URL }, {}] as Record<string, string>[]) {
    contexts.push(await createTestApp({ ...env, RATE_LIMIT_WRITES_PER_MINUTE: '10000' }));
  }
}, STARTS);
afterAll(() => Promise.all(contexts.map(({ app }) => app.close())));

/** A checkout whose request names `evil.example` as its host. */
async function checkoutFields({ app, database }: Context) {
  const application = await submittedApplication(app, database.db);
  const response = await app.inject({
    method: 'POST',
    url: '/v3/payments/checkout',
    headers: { auth_key: await authKeyFor(app), host: HOSTILE_HOST },
    payload: { hash_code: application.paySecHash },
  });
  expect(response.statusCode).toBe(200);
  const { action, fields } = response.json().data;
  return { action, ...fields } as Record<string, string>;
}

describe('the addresses given to the payment gateway', () => {
  it('are those of PUBLIC_URL in demo mode when it is set, not the Host header', async () => {
    const fields = await checkoutFields(contexts[0]!);
    expect(fields.notify_url).toBe(`${PUBLIC_URL}/v3/payments/notify/sandbox`);
    for (const name of ['action', 'return_url', 'cancel_url']) {
      expect(fields[name]!.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    }
    expect(JSON.stringify(fields)).not.toContain(HOSTILE_HOST);
  });

  it("follow the request's Host only in demo mode without PUBLIC_URL", async () => {
    const fields = await checkoutFields(contexts[1]!);
    expect(fields.notify_url).toBe(`http://${HOSTILE_HOST}/v3/payments/notify/sandbox`);
  });
});
