import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(() => app.close());

describe('the HTTP layer', () => {
  it('answers an unknown API path with the 404 envelope', async () => {
    const response = await app.inject({ url: '/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 800,
      success: false,
      data: null,
      error: { error_format: 0, message: 'Not found' },
    });
  });

  it("answers malformed JSON with 400 'inputs may not valid'", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/token',
      headers: { 'content-type': 'application/json', 'api-key': 'kavacha-web' },
      payload: '{"user_name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ error_format: 0, message: 'inputs may not valid' });
  });

  it('gives every answer a request id, keeping a well-formed one from a proxy', async () => {
    const fresh = await app.inject({ url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({ url: '/health', headers: { 'x-request-id': 'proxy-abc-12345' } });
    expect(given.headers['x-request-id']).toBe('proxy-abc-12345');
    const hostile = await app.inject({ url: '/health', headers: { 'x-request-id': 'bad id <script>' } });
    expect(hostile.headers['x-request-id']).not.toContain('script');
  });

  it('sends security headers', async () => {
    const response = await app.inject({ url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('checks the database in /health', async () => {
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      status: 'ok',
      database: expect.stringMatching(/embedded|postgres/),
    });
  });

  it('serves the OpenAPI document at /docs', async () => {
    const document = (await app.inject({ url: '/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/v2/token', '/v1/vehicle/make']));
    expect(document.paths['/v2/token'].post.security).toEqual([]);
    expect(document.paths['/v1/vehicle/make'].get.security).toBeUndefined();
    // A purchase needs the verified mobile's User-Key as well as the auth_key.
    expect(document.paths['/v2/quote/buy'].post.security).toEqual([{ auth_key: [], user_key: [] }]);
    expect(document.components.securitySchemes.user_key).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'User-Key',
    });
    const page = await app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
