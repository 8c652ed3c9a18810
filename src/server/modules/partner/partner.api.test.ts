import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_CUSTOMERS } from '#server/db/seed/data/partners';
import type { TestApp } from '#server/testing/test-app';
import { authKeyFor, createTestApp } from '#server/testing/test-app';

let app: TestApp;
let authKey: string;
beforeAll(async () => {
  ({ app } = await createTestApp());
  authKey = await authKeyFor(app);
});
afterAll(() => app.close());

const lookup = async (query: string) => {
  const response = await app.inject({ url: `/v1/partner/customer${query}`, headers: { auth_key: authKey } });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /v1/partner/customer', () => {
  it('finds a partner customer by token', async () => {
    const customer = PARTNER_CUSTOMERS[0]!;
    const { status, body } = await lookup(`?token=${customer.token}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      title: customer.title,
      name: customer.name,
      mobile_number: customer.mobile_number,
      email: customer.email,
    });
  });

  it("answers an unknown token with the spec's message", async () => {
    expect(await lookup('?token=no-such-customer-token-0000')).toEqual({
      status: 404,
      body: {
        status: 800,
        success: false,
        data: null,
        error: { error_format: 0, message: 'FriMi LifeStyle User Not Found' },
      },
    });
  });

  it.each([
    ['', 'required'],
    ['?token=', 'required'],
    ['?token=short', 'Token is not valid'],
    ['?token=has%20spaces%20in%20it%20oh%20no', 'Token is not valid'],
  ])('refuses the query %j', async (query, message) => {
    const { status, body } = await lookup(query);
    expect(status).toBe(422);
    expect(body.error.errors).toEqual({ token: [message] });
  });
});
