import { afterEach, describe, expect, it, vi } from 'vitest';
import { inquireSchema } from '#domain/motor/inquiry';
import { BANKS } from '#domain/campaigns';
import { EMPTY_LEAD, INQUIRY_KEY, bankInquiryKey, leadBody, rememberLead } from './lead-request';

// The campaign pages' lead bodies (content section 3) pass the inquiry call's own schema, and the inquiry
// id is kept in browser storage, under a bank's own key too for hnb, ntb, ub and pb (section 4).

const values = {
  ...EMPTY_LEAD,
  cx_name: 'Sanjeewa Bandara',
  cx_mobile: '0778621045',
  cx_email: 'sb@example.lk',
};

describe('leadBody', () => {
  it("posts a bank's lead with the spec's fields, which the inquiry call takes", () => {
    const body = leadBody(values, { bank: 'ntb', promoCode: 'NTB-CREDIT-CARD' });
    expect(body).toMatchObject({
      cx_mobile: '94778621045',
      bank_type: 'ntb',
      promo_code: 'NTB-CREDIT-CARD',
      inquiry_type: 'promotion',
      insurance_type: 'Motor Insurance',
      inquiry_media: 'web',
    });
    expect(inquireSchema.safeParse(body).success).toBe(true);
  });

  it('posts the small-business lead with the company and no bank', () => {
    const body = leadBody({ ...values, cx_company: 'Lanka Foods' }, 'small-business');
    expect(body).toMatchObject({ cx_company: 'Lanka Foods', inquiry_type: 'small-business' });
    expect(body).not.toHaveProperty('bank_type');
    expect(inquireSchema.safeParse(body).success).toBe(true);
  });
});

describe('rememberLead', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(BANKS)('keeps the inquiry id, and under its own key for hnb, ntb, ub and pb (%s)', (bank) => {
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { setItem: (key: string, value: string) => stored.set(key, value) });
    rememberLead(42, { bank, promoCode: 'X' });
    const own = ['hnb', 'ntb', 'ub', 'pb'].includes(bank);
    expect(Object.fromEntries(stored)).toEqual({
      [INQUIRY_KEY]: '42',
      ...(own && { [bankInquiryKey(bank)]: '42' }),
    });
  });

  it('files the lead all the same when the storage refuses', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(() => rememberLead(42, 'small-business')).not.toThrow();
  });
});
