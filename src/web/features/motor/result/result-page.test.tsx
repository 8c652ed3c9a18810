import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { render } from '#tests/support/render';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import { PUBLIC_CONFIG_META } from '#domain/public-config';
import type { PaymentSummary } from '#domain/motor/payment-calls';
import type { Proposal } from '#domain/motor/proposal-calls';
import { coverNoteResultPath } from '#domain/motor/cover-note';
import { failedPaymentPath } from '#domain/motor/purchase-paths';
import { paymentSummaryQueryOptions } from '../api/get-payment-summary';
import { proposalQueryOptions } from '../api/get-proposal';
import { Component as ResultPage } from './result-page';
import { SAMPLE_PAYMENT_SUMMARY } from '#tests/support/payment-summary';

// The result page (motor section 2.7) as a visitor reads it: only Kavacha's words, only Kavacha's links,
// whatever the link in an SMS carries. The server's answers are put in the query cache, as if loaded.

// The page's config as the server puts it in index.html: the site's hotline.
const meta = document.createElement('meta');
meta.name = PUBLIC_CONFIG_META;
meta.content = JSON.stringify({ hotlines: [{ name: 'Hotline', number: '+94 11 230 0300' }] });
document.head.append(meta);

const HASH = 'k7Hq2mX9pL4nR8sT1vW3yZ5b';
const REQ_KEY = 'p9Lm2Qx7Rt4Vw8Yz1Bc3Df5g';

const SUMMARY: PaymentSummary = {
  ...SAMPLE_PAYMENT_SUMMARY,
  attempt: { order_id: 'order-1', status: 'failed', message: 'Card declined by the issuing bank' },
};

const COVER_NOTE = {
  cover_note_no: 'CN-2026-7K3M9Q2X',
  url: `https://kavacha.lk/v3/cover-note/file/${HASH}`,
  cn_url: `https://kavacha.lk/v3/cover-note/file/${HASH}`,
  email: 'kamal.perera@example.lk',
  mobile_number: '94771234567',
  issued_at: '2026-11-21T10:00:00.000Z',
};

function open(path: string, seed?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed?.(client);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/payment/:hash_code" element={<ResultPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const withSummary = (summary: PaymentSummary) => (client: QueryClient) =>
  client.setQueryData(paymentSummaryQueryOptions(HASH).queryKey, summary);
const withProposal = (proposal: Partial<Proposal>) => (client: QueryClient) =>
  client.setQueryData(proposalQueryOptions(REQ_KEY).queryKey, { req_key: REQ_KEY, ...proposal } as Proposal);

const heading = () => screen.getByRole('heading', { level: 1 });
const button = () => screen.getByRole('link');

describe('the result page', () => {
  it("shows none of a phishing link's words, and its button stays on the site", () => {
    const phishing = new URLSearchParams({
      title: 'Policy cancelled',
      status: 'failed',
      description: 'Call 0771234567 now to restore your cover',
      buttonText: 'Restore my policy',
      dynamicLink: 'https://evil.example',
    });
    const { container } = open(`/payment/abc?${phishing}`);
    expect(heading()).toHaveTextContent('Nothing to show here');
    expect(container).not.toHaveTextContent(/Policy cancelled|0771234567|Restore my policy|evil/);
    expect(button()).toHaveTextContent('Go to the home page');
    expect(button()).toHaveAttribute('href', '/');
    expect(document.title).toBe('Nothing to show here | Kavacha');
  });

  it.each([
    ['https://evil.example', '/'],
    ['//evil.example/login', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(document.cookie)', '/'],
    ['/motor/car/full/Quotation', '/motor/car/full/Quotation'],
  ])('leads the button of a link to %j to %j', (dynamicLink, href) => {
    open(`/payment/${HASH}?${new URLSearchParams({ title: 'Done', status: 'success', dynamicLink })}`);
    expect(button()).toHaveAttribute('href', href);
    expect(button()).toHaveTextContent(href === '/' ? 'Go to the home page' : 'Continue');
  });

  it("shows the 404 variant for status 404, a bare link, and a known result's malformed key", () => {
    for (const path of [`/payment/${HASH}?status=404&title=Payment received`, `/payment/${HASH}`]) {
      const { unmount } = open(path);
      expect(heading()).toHaveTextContent('Something went wrong');
      expect(screen.getByText(/couldn't find what you were looking for/)).toBeInTheDocument();
      expect(button()).toHaveAttribute('href', '/');
      unmount();
    }
    open(failedPaymentPath('abc', false));
    expect(heading()).toHaveTextContent('Something went wrong');
  });

  it("tells a failed payment in the gateway's words from the server, not charged, with Try again", () => {
    open(failedPaymentPath(HASH, false), withSummary(SUMMARY));
    expect(heading()).toHaveTextContent('Payment failed');
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Card declined by the issuing bank')).toBeInTheDocument();
    expect(screen.getByText('Your card was not charged.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/Pay/motor/${HASH}`);
  });

  it('gives the references to quote and the other ways to pay, with the hotline of the config', () => {
    open(failedPaymentPath(HASH, false), withSummary(SUMMARY));
    expect(screen.getByText('Payment reference').nextElementSibling).toHaveTextContent('order-1');
    expect(screen.getByText('Quotation number').nextElementSibling).toHaveTextContent(SUMMARY.qot_number);
    const ways = screen.getByRole('region', { name: 'Other ways to pay' });
    expect(ways).toHaveTextContent('With another card: press Try again below.');
    expect(ways).toHaveTextContent(/the link in the SMS and e-mail we sent when you applied/);
    expect(screen.getByRole('link', { name: '+94 11 230 0300' })).toHaveAttribute('href', 'tel:+94112300300');
  });

  it('never says a reversed payment was not charged', () => {
    const refunded = {
      ...SUMMARY,
      attempt: { order_id: 'order-1', status: 'refunded' as const, message: PAYMENT_MESSAGES.reversed },
    };
    open(failedPaymentPath(HASH, false), withSummary(refunded));
    expect(screen.getByText(PAYMENT_MESSAGES.reversed)).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_MESSAGES.notCharged)).not.toBeInTheDocument();
  });

  it('tells a cancelled payment as cancelled, though the gateway never reported it', () => {
    const started = {
      ...SUMMARY,
      attempt: { order_id: 'order-1', status: 'started' as const, message: null },
    };
    open(failedPaymentPath(HASH, true), withSummary(started));
    expect(heading()).toHaveTextContent('Payment failed');
    expect(screen.getByText(PAYMENT_MESSAGES.cancelled)).toBeInTheDocument();
  });

  it('says what the server says when a link claims a failure for a paid or waiting payment', () => {
    const paid = { ...SUMMARY, paid: true, req_key: REQ_KEY };
    const { unmount } = open(failedPaymentPath(HASH, false), withSummary(paid));
    expect(heading()).toHaveTextContent('Payment received');
    expect(screen.getByRole('link', { name: 'Continue to your proposal' })).toHaveAttribute(
      'href',
      `/motor/Proposal/${REQ_KEY}`,
    );
    unmount();

    open(failedPaymentPath(HASH, false), withSummary({ ...SUMMARY, attempt: null }));
    expect(heading()).toHaveTextContent('Payment not confirmed yet');
    expect(screen.getByText(PAYMENT_MESSAGES.waiting)).toBeInTheDocument();
  });

  it('tells the cover note from the proposal on the server, and downloads it from our own site', () => {
    const path = coverNoteResultPath(REQ_KEY, { url: 'https://evil.example/v3/cover-note/file/fake' });
    open(`${path}&description=Call 0771234567`, withProposal({ cover_note: COVER_NOTE }));
    expect(heading()).toHaveTextContent('Cover note issued');
    expect(
      screen.getByText(
        'Your cover note CN-2026-7K3M9Q2X is ready and has been e-mailed to kamal.perera@example.lk, with a link by SMS.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/0771234567/)).not.toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download Cover Note' });
    expect(download).toHaveAttribute('href', `/v3/cover-note/file/${HASH}`);
    expect(download).toHaveAttribute('download');
  });

  it('sends a paid proposal without its cover note yet back to the proposal', () => {
    open(coverNoteResultPath(REQ_KEY, { url: '/' }), withProposal({ cover_note: null }));
    expect(heading()).toHaveTextContent('Payment received');
    expect(button()).toHaveAttribute('href', `/motor/Proposal/${REQ_KEY}`);
  });
});
