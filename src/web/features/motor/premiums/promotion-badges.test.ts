import { describe, expect, it } from 'vitest';
import { quotationItem as item } from '../quotation-item-fixture';
import { promotionBadges } from './promotion-badges';

describe('promotionBadges', () => {
  it('shows both promotions in order, each readable on its colour', () => {
    const badges = promotionBadges(
      item({
        promotion_status: 'Web Exclusive',
        promotion_value: '10% OFF',
        promotion_color: '#1D4ED8',
        promotion_2_status: 'Free Towing',
        promotion_2_value: null,
        promotion_2_color: '#FDE68A',
      }),
    );
    expect(badges).toEqual([
      { status: 'Web Exclusive', value: '10% OFF', background: '#1D4ED8', text: '#ffffff' },
      { status: 'Free Towing', value: '', background: '#FDE68A', text: '#0f172a' },
    ]);
  });

  it('falls back to the brand colour when the colour is not one', () => {
    const [badge] = promotionBadges(item({ promotion_status: 'Deal', promotion_color: 'red;x' }));
    expect(badge).toMatchObject({ background: '#0b5f76', text: '#ffffff' });
  });

  it('labels FIL Without Agent once, whether or not a promotion says so', () => {
    const fil = { company_code: 'FIL' };
    expect(promotionBadges(item(fil)).map((badge) => badge.status)).toEqual(['Without Agent']);
    const labelled = item({ ...fil, promotion_status: 'Without Agent', promotion_value: 'Buy Direct' });
    expect(promotionBadges(labelled).map((badge) => badge.status)).toEqual(['Without Agent']);
    const other = item({ ...fil, promotion_status: 'Deal' });
    expect(promotionBadges(other).map((badge) => badge.status)).toEqual(['Without Agent', 'Deal']);
  });

  it('shows no badge for a quotation without promotions', () => {
    expect(promotionBadges(item({}))).toEqual([]);
  });
});
