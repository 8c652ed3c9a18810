import type { QuotationItem } from '#domain/motor/quote-answers';

// A quotation as the premium list's screens get it (GET /v2/premiums, amounts back in cents), for their
// tests: an HNB General quotation without promotion, with `fields` laid over it.

const company = { id: 5, company_name: 'HNB General Insurance', company_code: 'HNBG', company_logo: null };

export const quotationItem = (fields: Partial<QuotationItem> = {}): QuotationItem => ({
  qot_number: 'MQ0000001-HNBG',
  ...company,
  total_premium: 15872473,
  is_promo_discount: '0',
  disc_total_premium: null,
  promotion_status: null,
  promotion_value: null,
  promotion_color: null,
  promotion_2_status: null,
  promotion_2_value: null,
  promotion_2_color: null,
  cover_details: {},
  company_details: { ...company, website: null },
  decline_reason: null,
  breakdown: null,
  discounted_breakdown: null,
  valid_until: '2026-12-21',
  tariff_version: 'v1',
  sample_tariff: false,
  ...fields,
});
