import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PromotionFilePreview } from '#domain/console/tariffs';
import { today } from '#domain/dates';
import type { SentCall } from '#tests/support/console-server';
import { ADMIN, fakeServer, ok, openConsole } from '#tests/support/console-server';

// Adding promotions from a CSV file: the download link is the insurer's; every fault the server names is
// listed under the file input; the preview is one disclosure a promotion; adding sends the file with the
// session's CSRF token and says how many were added.

afterEach(() => vi.unstubAllGlobals());

const FAULT = 'Row 3, color: White text is not readable on it: choose a darker colour';
const PROMOTION = {
  company_id: 2,
  channel: null,
  promo_code: 'POSON5',
  cover_type: 'C' as const,
  starts_on: today(),
  ends_on: null,
  discount_bp: 2000,
  status: 'Poson Offer',
  value: '20% OFF',
  color: '#1D4ED8',
  sort: 0,
};
const PREVIEW: PromotionFilePreview = {
  promotions: [
    {
      row: 2,
      promotion: PROMOTION,
      preview: {
        date: today(),
        current_version: '2026-sample-2',
        rows: [
          {
            vehicle_id: 1,
            label: 'Small car: Suzuki Alto 2016',
            description: '2016, Petrol, 796 cc, Rs. 3,400,000, Private, NCB 2',
            comprehensive: {
              current: { total: 9_078_860, reason: null },
              proposed: { total: 7_263_088, reason: null },
              difference: -1_815_772,
            },
            third_party: {
              current: { total: 341_550, reason: null },
              proposed: { total: 341_550, reason: null },
              difference: 0,
            },
          },
        ],
      },
    },
  ],
};
const refusal = new Response(
  JSON.stringify({
    status: 1002,
    success: false,
    data: null,
    error: { error_format: 1, errors: { content: [FAULT] } },
  }),
  { status: 422, headers: { 'content-type': 'application/json' } },
);

/** The console's server; a promotions file's preview answers `preview`. */
function server(preview: () => Response) {
  return fakeServer(({ method, path }) => {
    if (path === '/api/console/session') return ok(ADMIN);
    if (path === '/v2/token') return ok({ auth_key: 'site-key' });
    if (path === '/v1/company/get') return ok([{ id: 2, company_name: 'Sri Lanka Insurance' }]);
    if (method === 'GET') return ok({ rows: [], total: 0, page: 1, size: 25 });
    if (path === '/api/console/promotions/upload/preview') return preview();
    return ok([{ ...PROMOTION, id: 5, state: 'current' }]);
  });
}
const posts = (calls: SentCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/console/'));
const csv = `channel,promo_code,cover_type,starts_on,ends_on,discount_bp,status,value,color,sort\n,POSON5,C,${today()},,2000,Poson Offer,20% OFF,#1D4ED8,0\n`;

describe('adding promotions from a CSV file', () => {
  it('links the download, lists the faults of a file, and asks for a file before sending', async () => {
    const calls = server(() => refusal.clone());
    openConsole('/console/tariffs?company_id=2');
    const link = await screen.findByRole('link', {
      name: 'Download the current and scheduled promotions as CSV',
    });
    expect(link).toHaveAttribute('href', '/api/console/promotions/promotions.csv?company_id=2');
    await userEvent.click(screen.getByRole('button', { name: 'Add these promotions' }));
    expect(await screen.findByText('Choose a file')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    const input = screen.getByLabelText('Promotions file (CSV)');
    await userEvent.upload(input, new File([csv], 'poson.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview these promotions' }));
    const alert = await screen.findByText('poson.csv cannot be used:');
    expect(within(alert.parentElement!).getByRole('listitem')).toHaveTextContent(FAULT);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)[0]).toMatchObject({
      path: '/api/console/promotions/upload/preview',
      body: { company_id: 2, content: csv },
    });
  });

  it('previews each promotion in a disclosure, then adds them with the CSRF token', async () => {
    const calls = server(() => ok(PREVIEW));
    openConsole('/console/tariffs?company_id=2');
    const input = await screen.findByLabelText('Promotions file (CSV)');
    await userEvent.upload(input, new File([csv], 'poson.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview these promotions' }));
    const summary = await screen.findByText(
      `20% off full insurance, full insurance only, any channel, code POSON5, from ${today()}, open-ended`,
    );
    await userEvent.click(summary);
    const table = screen.getByRole('table', {
      name: `Premiums on ${today()}: version 2026-sample-2 (now) beside with the promotion of row 2 (new)`,
    });
    expect(within(table).getByRole('row', { name: /Small car/ })).toHaveTextContent(
      'Rs. 90,788.60Rs. 72,630.88−Rs. 18,157.72 less',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add these promotions' }));
    expect(await screen.findByText('1 promotion is added from poson.csv.')).toBeInTheDocument();
    const added = posts(calls).at(-1)!;
    expect(added).toMatchObject({
      path: '/api/console/promotions/upload',
      body: { company_id: 2, content: csv },
    });
    expect(added.headers.get('x-csrf-token')).toBe('csrf-token-1');
  });
});
