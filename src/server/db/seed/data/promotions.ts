// Sample promotions for demo mode (see src/server/rating/promotions.ts for how they apply): FIL's
// 'Without Agent' badge, which the spec shows for that company on every quote, one discount per sales
// channel, one promo-code discount and one badge without a discount. Discounts apply to full insurance
// only (a third-party premium is a legal minimum), so they are limited to cover type C.
// Colours carry white text: each has a contrast ratio of at least 4.5:1 against white.
import type { PromotionRule } from '#server/rating/promotions';

export type PromotionSeed = Omit<PromotionRule, 'companyId'> & { company_code: string };

const SAMPLE_PERIOD = { startsOn: '2026-01-01', endsOn: '2027-12-31' };

export const PROMOTIONS: readonly PromotionSeed[] = [
  {
    company_code: 'FIL',
    channel: null,
    promoCode: null,
    coverType: null,
    startsOn: '2026-01-01',
    endsOn: null,
    discountBp: null,
    status: 'Without Agent',
    value: 'Buy Direct',
    color: '#0F766E',
    sort: 0,
  },
  {
    company_code: 'HNBG',
    channel: 'Web-Motor',
    promoCode: null,
    coverType: 'C',
    ...SAMPLE_PERIOD,
    discountBp: 1_000,
    status: 'Web Exclusive',
    value: '10% OFF',
    color: '#1D4ED8',
    sort: 1,
  },
  {
    company_code: 'ALZ',
    channel: 'IKMAN',
    promoCode: null,
    coverType: 'C',
    ...SAMPLE_PERIOD,
    discountBp: 750,
    status: 'ikman.lk Deal',
    value: '7.5% OFF',
    color: '#6D28D9',
    sort: 1,
  },
  {
    company_code: 'PIL',
    channel: 'FriMi',
    promoCode: null,
    coverType: 'C',
    ...SAMPLE_PERIOD,
    discountBp: 1_200,
    status: 'FriMi Offer',
    value: '12% OFF',
    color: '#BE185D',
    sort: 1,
  },
  {
    company_code: 'CGI',
    channel: null,
    promoCode: 'KAVACHA5',
    coverType: 'C',
    ...SAMPLE_PERIOD,
    discountBp: 500,
    status: 'Promo KAVACHA5',
    value: '5% OFF',
    color: '#B91C1C',
    sort: 1,
  },
  {
    company_code: 'LOLCG',
    channel: null,
    promoCode: null,
    coverType: 'C',
    ...SAMPLE_PERIOD,
    discountBp: null,
    status: 'Free Roadside Assistance',
    value: '24/7',
    color: '#C2410C',
    sort: 2,
  },
];
