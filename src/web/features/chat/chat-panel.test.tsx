import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeData } from '#domain/content';
import { render } from '#tests/support/render';
import { searchResult } from '#tests/support/search-results';
import { INQUIRY_COOKIE } from '#web/features/callback/inquiry-cookie';
import { searchQueryOptions } from '#web/features/content/api/search';
import { homeDataQueryOptions } from '#web/features/home/api/get-home-data';
import { CONVERSATION_KEY } from './chat';
import ChatPanel from './chat-panel';

// The chat as a visitor uses it (decision 056): a question answered from the FAQ and the articles (the
// server's answers seeded in the query cache, as the search gives them), nothing found said plainly, the
// vehicles to quote, and the hand-off through the callback form with the conversation attached. The
// conversation outlives the panel, in the tab's storage.

const server = vi.hoisted(() => ({ sent: [] as unknown[] }));
vi.mock('#web/features/callback/api/post-callback', () => ({
  postCallback: (body: unknown) => {
    server.sent.push(body);
    return Promise.resolve({ inquiry_id: 52 });
  },
}));

const COVER_NOTE = searchResult(
  'What is a cover note?',
  '/faq#what-is-a-cover-note',
  '<b>A temporary document</b> from the insurer.',
);
const ARTICLE = searchResult('What a cover note is', '/blog-post/what-is-a-cover-note');
const HOME: HomeData = {
  tiles: [
    ['Car / Jeep / SUV', '/motor/Car/full-insurance/Quotation'],
    ['Motorcycle', '/motor/Motor-Cycle/third-party/Quotation'],
    ['Start-ups & SME', '/start-ups-&-sme'],
  ].map(([header, url], id) => ({
    id,
    lang: 'en' as const,
    header: header!,
    url: url!,
    background_color: '#ffffff',
    image_url: '/images/tile.svg',
    bottom_text: 'Get a quote',
  })),
  // The chat reads only the tiles.
  slides: [],
  testimonials: [],
  blog_features: [],
  partners: [],
  featured_deals: { shown: false, deals: [] },
};

function chat() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const words = 'what or is or a or cover or note';
  client.setQueryData(searchQueryOptions(words, 'faqs', 'en').queryKey, [COVER_NOTE]);
  client.setQueryData(searchQueryOptions(words, 'blogs', 'en').queryKey, [ARTICLE]);
  client.setQueryData(searchQueryOptions('zebra', 'faqs', 'en').queryKey, []);
  client.setQueryData(searchQueryOptions('zebra', 'blogs', 'en').queryKey, []);
  client.setQueryData(homeDataQueryOptions('en').queryKey, HOME);
  const onClose = vi.fn();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChatPanel open onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const ask = async (question: string) => {
    await user.type(screen.getByLabelText('Your question'), question);
    await user.click(screen.getByRole('button', { name: 'Send' }));
  };
  return { user, ask, onClose, log: () => screen.getByRole('log'), unmount: view.unmount };
}

beforeEach(() => {
  server.sent = [];
  sessionStorage.clear();
});
afterEach(() => {
  document.cookie = `${INQUIRY_COOKIE}=; Max-Age=0; Path=/`;
});

describe('ChatPanel', () => {
  it('answers a question with the best FAQ answer, as text, and links to the best articles', async () => {
    const { ask, log } = chat();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    await ask('What is a cover note?');
    await within(log()).findByText('What is a cover note?', { selector: 'p' });
    // The answer is text: markup in it is shown, never made into elements.
    expect(within(log()).getByText('<b>A temporary document</b> from the insurer.')).toBeInTheDocument();
    expect(log().querySelector('b')).toBeNull();
    expect(within(log()).getByRole('link', { name: 'Read it in the FAQ' })).toHaveAttribute(
      'href',
      '/faq#what-is-a-cover-note',
    );
    expect(within(log()).getByRole('link', { name: 'What a cover note is' })).toHaveAttribute(
      'href',
      '/blog-post/what-is-a-cover-note',
    );
    expect(screen.getByLabelText('Your question')).toHaveValue('');
  });

  it('says plainly when nothing matched, and offers a quote and a person', async () => {
    const { ask, log } = chat();
    await ask('zebra');
    expect(
      await within(log()).findByText(/I found nothing about that in our questions and articles/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get a quote for my vehicle' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Talk to a person' })).toBeEnabled();
  });

  it('offers the quotation of each vehicle of the home tiles', async () => {
    const { user, log, onClose } = chat();
    await user.click(screen.getByRole('button', { name: 'Get a quote for my vehicle' }));
    const links = within(log()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/motor/Car/full-insurance/Quotation',
      '/motor/Motor-Cycle/third-party/Quotation',
    ]);
    // Following one closes the panel, which keeps the conversation.
    expect(onClose).not.toHaveBeenCalled();
    await user.click(links[0]!);
    expect(onClose).toHaveBeenCalled();
  });

  it('hands over to a person only when asked, with the conversation, then thanks', async () => {
    const { user, ask, log } = chat();
    await ask('What is a cover note?');
    await within(log()).findByText('What is a cover note?', { selector: 'p' });
    expect(document.querySelector('input[name="cx_name"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    const name = document.querySelector<HTMLInputElement>('input[name="cx_name"]')!;
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByText(/We use your details to call you back, as you asked/)).toBeInTheDocument();
    await user.type(name, 'Kasun Jayawardena');
    await user.type(document.querySelector<HTMLInputElement>('input[name="cx_mobile"]')!, '711234567');
    await user.type(document.querySelector<HTMLInputElement>('input[name="cx_email"]')!, 'kasun@example.lk');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await within(log()).findByText('Thank you for submitting. We will call you back.');
    expect(document.querySelector('input[name="cx_name"]')).toBeNull();
    expect(server.sent).toEqual([
      expect.objectContaining({
        cx_name: 'Kasun Jayawardena',
        cx_mobile: '94711234567',
        inquiry_type: 'callback',
        transcript: [
          { from: 'visitor', text: 'What is a cover note?' },
          {
            from: 'site',
            text:
              'What is a cover note? <b>A temporary document</b> from the insurer. ' +
              'Articles: "What a cover note is" (/blog-post/what-is-a-cover-note)',
          },
          { from: 'visitor', text: 'Talk to a person' },
        ],
      }),
    ]);
    expect(document.cookie).toContain(INQUIRY_COOKIE);
  });

  it('keeps the conversation when the panel is closed and opened again, and after a reload', async () => {
    const first = chat();
    await first.ask('zebra');
    await within(first.log()).findByText(/I found nothing/);
    expect(JSON.parse(sessionStorage.getItem(CONVERSATION_KEY)!)).toHaveLength(2);
    first.unmount();

    const again = chat();
    expect(within(again.log()).getByText('zebra')).toBeInTheDocument();
    expect(within(again.log()).getByText(/I found nothing/)).toBeInTheDocument();
  });
});
