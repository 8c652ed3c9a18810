import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';

// Decision 054: the per-day product's page is another site's; the browser goes there before any app loads.

describe('/per-day-motor-insurance', () => {
  let configured: TestApp;
  let demo: TestApp;
  beforeAll(async () => {
    [{ app: configured }, { app: demo }] = await Promise.all([
      createTestApp({ PER_DAY_SITE_URL: 'https://perday.example.lk/' }),
      createTestApp(),
    ]);
  });
  afterAll(() => Promise.all([configured.close(), demo.close()]));

  it('redirects the browser to the configured site at the same path, keeping the query', async () => {
    const response = await configured.inject({ url: '/per-day-motor-insurance?utm_source=sms&day=2' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      'https://perday.example.lk/per-day-motor-insurance?utm_source=sms&day=2',
    );
    expect(response.body).not.toContain('<html');
  });

  it('sends a demo without one to the documented placeholder site', async () => {
    const response = await demo.inject({ url: '/per-day-motor-insurance' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://per-day.kavacha.example/per-day-motor-insurance');
  });

  it('leaves other paths alone: a slash more is not the product page', async () => {
    const response = await configured.inject({ url: '/per-day-motor-insurance/other' });
    expect(response.statusCode).toBe(404);
  });
});
