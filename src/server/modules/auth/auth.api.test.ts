import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import type { TestApp } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let app: TestApp;
let database: Database;
beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(() => app.close());

const token = (apiKey: string | undefined, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/v2/token',
    headers: apiKey ? { 'api-key': apiKey } : {},
    payload: body,
  });
const webCredential = { user_name: 'web', password: 'web-public' };
const vehicleTypes = (authKey?: string) =>
  app.inject({ url: '/v1/vehicle/type', headers: authKey ? { auth_key: authKey } : {} });

describe('POST /v2/token', () => {
  it('answers an auth_key valid 30 minutes for the web credential', async () => {
    const response = await token('kavacha-web', webCredential);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.auth_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.expires_in).toBe(1800);
    expect((await vehicleTypes(data.auth_key)).statusCode).toBe(200);
  });

  it.each([
    ['a wrong api-key', 'other-client', webCredential],
    ['no api-key', undefined, webCredential],
    ['a wrong password', 'kavacha-web', { user_name: 'web', password: 'guess' }],
    ['a wrong user name', 'kavacha-web', { user_name: 'admin', password: 'web-public' }],
  ])("refuses %s with 401 'Unauthorized request'", async (_case, apiKey, body) => {
    const response = await token(apiKey, body);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Unauthorized request');
  });

  it('answers field errors for a missing password', async () => {
    const response = await token('kavacha-web', { user_name: 'web' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 1002,
      error: { error_format: 1, errors: { password: ['required'] } },
    });
  });

  it('keeps only a hash of each key', async () => {
    const { data } = (await token('kavacha-web', webCredential)).json();
    const rows = await database.db.execute(sql`select key_hash from auth_keys`);
    const hashes = (rows as unknown as { rows: { key_hash: string }[] }).rows.map((row) => row.key_hash);
    expect(hashes).not.toContain(data.auth_key);
    expect(hashes.length).toBeGreaterThan(0);
  });
});

describe('calls that need an auth_key', () => {
  it.each([
    ['a missing key', undefined],
    ['an unknown key', 'x'.repeat(43)],
  ])("refuse %s with 401 'Unauthorized request'", async (_case, key) => {
    const response = await vehicleTypes(key);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      status: 800,
      success: false,
      data: null,
      error: { error_format: 0, message: 'Unauthorized request' },
    });
  });

  it('refuse an expired key', async () => {
    const { data } = (await token('kavacha-web', webCredential)).json();
    await database.db.execute(sql`update auth_keys set expires_at = now() - interval '1 second'`);
    expect((await vehicleTypes(data.auth_key)).statusCode).toBe(401);
  });
});
