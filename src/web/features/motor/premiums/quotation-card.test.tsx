import { screen, within } from '@testing-library/react';
import { render } from '#tests/support/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { quotationItem as item } from '../quotation-item-fixture';
import { QuotationCard } from './quotation-card';

// One insurer's quotation on the premium list (motor section 2.3), as a visitor reads and uses it.

const sale = { channel: 'IKMAN', promo: 'KAVACHA5' };

function renderCard(quotation: QuotationItem, selection?: { selected: boolean; onToggle: () => void }) {
  return render(
    <MemoryRouter>
      <QuotationCard item={quotation} unqHash="hash-1" sale={sale} selection={selection} />
    </MemoryRouter>,
  );
}

describe('the quotation card', () => {
  it('shows the insurer, the price in rupees and how long it holds', () => {
    renderCard(item({ company_logo: '/images/insurers/hnbg.png' }));
    expect(screen.getByRole('img', { name: 'HNB General Insurance' })).toHaveAttribute(
      'src',
      '/images/insurers/hnbg.png',
    );
    expect(screen.getByText('Rs. 158,724.73')).toBeInTheDocument();
    expect(screen.getByText('Valid until 2026-12-21')).toBeInTheDocument();
    expect(screen.queryByText('Sample tariff (demo)')).not.toBeInTheDocument();
  });

  it("shows a promotion's price beneath the struck usual price, and its offers", () => {
    renderCard(
      item({
        is_promo_discount: '1',
        disc_total_premium: 14285226,
        promotion_status: 'Web Exclusive',
        promotion_value: '10% OFF',
        promotion_color: '#1D4ED8',
        sample_tariff: true,
      }),
    );
    const usual = screen.getByText('Rs. 158,724.73');
    expect(usual.tagName).toBe('S');
    expect(usual.parentElement).toHaveTextContent('Usual price: Rs. 158,724.73');
    expect(screen.getByText('Rs. 142,852.26')).toBeInTheDocument();
    expect(screen.getByText('FOR Web Exclusive')).toBeInTheDocument();
    const offers = screen.getByRole('list', { name: 'Offers' });
    expect(within(offers).getByRole('listitem')).toHaveTextContent('Web Exclusive · 10% OFF');
    expect(screen.getByText('Sample tariff (demo)')).toBeInTheDocument();
  });

  it('leads BUY NOW to the Personal Information page of this quotation, with the channel and promo', () => {
    renderCard(item());
    const buy = screen.getByRole('link', { name: 'BUY NOW from HNB General Insurance' });
    const target = new URL(buy.getAttribute('href') ?? '', 'http://x');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      unq_hash: 'hash-1',
      qot_number: 'MQ0000001-HNBG',
      channel: 'IKMAN',
      promo: 'KAVACHA5',
    });
  });

  it('offers Compare as a checkbox named for the list, which toggles the selection', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    renderCard(item(), { selected: false, onToggle });
    const compare = screen.getByRole('checkbox', { name: 'Compare HNB General Insurance' });
    expect(compare).toHaveAttribute('name', 'cartItems');
    expect(compare).toHaveAttribute('value', 'MQ0000001-HNBG');
    expect(compare).not.toBeChecked();
    await user.click(compare);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('shows a chosen quotation checked', () => {
    renderCard(item(), { selected: true, onToggle: () => {} });
    expect(screen.getByRole('checkbox', { name: 'Compare HNB General Insurance' })).toBeChecked();
  });

  it('says third-party cover is the one the law sets, with nothing to compare', () => {
    renderCard(item());
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      screen.getByText('Third-party cover: what the law requires for every vehicle on the road.'),
    ).toBeInTheDocument();
  });

  it("gives a quotation without an online price the insurer's reason and its website to contact", () => {
    renderCard(
      item({
        total_premium: null,
        decline_reason: 'This vehicle is older than the insurer covers online.',
        company_details: { ...item().company_details, website: 'https://www.hnbgeneral.com' },
      }),
      { selected: false, onToggle: () => {} },
    );
    expect(screen.getByText('No online price')).toBeInTheDocument();
    expect(screen.getByText('This vehicle is older than the insurer covers online.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /BUY NOW/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us about HNB General Insurance' })).toHaveAttribute(
      'href',
      'https://www.hnbgeneral.com/',
    );
  });
});
