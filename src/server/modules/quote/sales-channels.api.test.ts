// The sales channels (motor sections 1, 4 and 8) on the seeded promotions, through the real app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { PARTNER_CUSTOMERS } from '#server/db/seed/data/partners';
import { quoteClient } from '#server/testing/quote-requests';
import type { TestApp } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let app: TestApp;
let client: Awaited<ReturnType<typeof quoteClient>>;
beforeAll(async () => {
  ({ app } = await createTestApp());
  client = await quoteClient(app);
});
afterAll(() => app.close());

describe('sales channels', () => {
  const [frimiCustomer] = PARTNER_CUSTOMERS;

  // The seeded promotions: HNBG for Web-Motor, ALZ for IKMAN, PIL for FriMi, CGI for the code KAVACHA5.
  it.each([
    [{}, { channel: 'Web-Motor', promo: 'no-promo' }, ['HNBG']],
    [{ promo: 'IKMAN.LK' }, { channel: 'IKMAN', promo: 'no-promo' }, ['ALZ']],
    [{ promo: 'ikman.lk', channel: 'Web-Motor' }, { channel: 'IKMAN', promo: 'no-promo' }, ['ALZ']],
    [
      { promo: `FriMiLifeStyle?${frimiCustomer!.token}` },
      { channel: 'FriMi', promo: 'FriMiLifeStyle' },
      ['PIL'],
    ],
    [{ promo: 'kavacha5' }, { channel: 'Web-Motor', promo: 'KAVACHA5' }, ['CGI', 'HNBG']],
  ])('sells %j as %j with its discounts', async (sent, sale, discounted) => {
    const { created, params, quotations } = await client.premiums(sent);
    expect(created).toEqual({ unq_hash: expect.any(String), cover_type: 'C', ...sale, notice: null });
    expect(params).toMatchObject(sale);
    const withDiscount = quotations.filter((item: QuotationItem) => item.is_promo_discount === '1');
    expect(withDiscount.map((item: QuotationItem) => item.company_code).sort()).toEqual(discounted);
  });

  it.each([
    [{ promo: 'FriMiLifeStyle?no-such-customer-token-0000' }, 'FriMi LifeStyle User Not Found'],
    [{ promo: 'FriMiLifeStyle?short' }, 'FriMi LifeStyle User Not Found'],
    [{ promo: 'NOSUCHCODE' }, 'Promo code NOSUCHCODE is not available'],
  ])('falls back to Web-Motor and no-promo for %j, saying why', async (sent, notice) => {
    const { created, params } = await client.premiums(sent);
    expect(created).toMatchObject({ channel: 'Web-Motor', promo: 'no-promo', notice });
    expect(params).toMatchObject({ channel: 'Web-Motor', promo: 'no-promo' });
  });

  it('does not take the lifestyle channel without a customer token', async () => {
    expect((await client.full({ channel: 'FriMi' })).body.data).toMatchObject({ channel: 'Web-Motor' });
    expect((await client.full({ channel: 'ikman' })).body.data).toMatchObject({ channel: 'IKMAN' });
  });

  it('refuses a malformed promo with a field error', async () => {
    const { status, body } = await client.full({ promo: '<script>' });
    expect(status).toBe(422);
    expect(body.error.errors).toEqual({ promo: ['Promo code is not valid'] });
  });
});
