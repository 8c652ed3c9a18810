import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationRow, Pipeline } from '#domain/console/applications';
import type { StaffSession } from '#domain/console/calls';
import { ADMIN, fakeServer, ok, openConsole } from '#tests/support/console-server';

// The applications page: the pipeline's counts filter the table through the URL, the search, insurer and
// order are the URL's and the call's, and an insurer's staff member sees neither the quotes, the insurer
// filter nor the Payments page.

afterEach(() => vi.unstubAllGlobals());

const where = () => screen.getByTestId('where').textContent;

const PIPELINE: Pipeline = {
  stages: [
    { stage: 'quoted', count: 12 },
    { stage: 'bought', count: 4 },
    { stage: 'documents', count: 3 },
    { stage: 'paid', count: 2 },
    { stage: 'proposal', count: 0 },
    { stage: 'cover_note', count: 7 },
    { stage: 'reversed', count: 1 },
  ],
  documents: { accepted: 1, rejected: 2 },
};

const row = (id: number): ApplicationRow => ({
  id,
  qot_number: `MQ000000${id}-CG`,
  stage: 'paid',
  company_id: 2,
  company_name: 'Ceylinco General',
  customer_name: `Mr K Perera ${id}`,
  mobile: '94771234567',
  vehicle_number: 'WP CAB-1234',
  cover_type: 'C',
  amount_cents: 4825050,
  created_at: '2026-11-20T04:05:00.000Z',
  updated_at: '2026-11-20T04:05:00.000Z',
});

const INSURER: StaffSession = {
  ...ADMIN,
  staff: { ...ADMIN.staff, role: 'insurer', company_id: 2, company_name: 'Ceylinco General' },
};

function server(session: StaffSession) {
  return fakeServer(({ path }) => {
    if (path === '/api/console/session') return ok(session);
    if (path === '/api/console/applications/pipeline')
      return ok(
        session.staff.role === 'insurer'
          ? { ...PIPELINE, stages: PIPELINE.stages.filter(({ stage }) => stage !== 'quoted') }
          : PIPELINE,
      );
    // The site's list of insurers takes the site's auth_key, asked for first.
    if (path === '/v2/token') return ok({ auth_key: 'key-1', expires_in: 1800 });
    if (path === '/v1/company/get')
      return ok([{ id: 2, company_name: 'Ceylinco General', company_code: 'CG' }]);
    return ok({ rows: [row(1)], total: 1, page: 1, size: 10 });
  });
}

describe('the applications page', () => {
  it('filters the table by a stage of the pipeline, a search, an insurer and an order, all in the URL', async () => {
    const calls = server(ADMIN);
    const listed = () => calls.filter((call) => call.path === '/api/console/applications').at(-1)?.query;
    openConsole('/console/applications?size=10');
    const pipeline = await screen.findByRole('region', { name: 'Pipeline' });
    await within(pipeline).findByText('Quoted, not bought');
    expect(
      within(pipeline).getByRole('button', { name: /^Documents\s*3\s*1 all accepted, 2 with a rejection$/ }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All applications, newest first' });
    await within(table).findByText('Mr K Perera 1');
    expect(within(table).getByRole('link', { name: 'MQ0000001-CG' })).toHaveAttribute(
      'href',
      '/console/applications/1',
    );
    expect(within(table).getByText('Rs. 48,250.50')).toBeInTheDocument();
    expect(listed()).toEqual({ page: '1', size: '10', order: 'newest' });

    const paid = within(pipeline).getByRole('button', { name: /^Paid\s*2$/ });
    await userEvent.click(paid);
    await screen.findByRole('table', { name: 'Applications at Paid, newest first' });
    expect(paid).toHaveAttribute('aria-pressed', 'true');
    expect(where()).toBe('/console/applications?size=10&stage=paid&page=1');
    expect(listed()).toEqual({ page: '1', size: '10', stage: 'paid', order: 'newest' });

    await userEvent.type(screen.getByLabelText('Search'), ' WP CAB ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: "Applications at Paid, matching 'WP CAB', newest first" });
    expect(listed()).toMatchObject({ stage: 'paid', q: 'WP CAB' });

    await userEvent.selectOptions(await screen.findByLabelText('Insurer'), 'Ceylinco General');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Oldest first');
    await screen.findByRole('table', { name: "Applications at Paid, matching 'WP CAB', oldest first" });
    expect(listed()).toEqual({
      page: '1',
      size: '10',
      stage: 'paid',
      q: 'WP CAB',
      insurer: '2',
      order: 'oldest',
    });

    await userEvent.click(within(pipeline).getByRole('button', { name: /^All applications/ }));
    expect(listed()).toEqual({ page: '1', size: '10', q: 'WP CAB', insurer: '2', order: 'oldest' });
  });

  it("shows an insurer's staff no quotes, no insurer to choose and no Payments page", async () => {
    const calls = server(INSURER);
    openConsole('/console/applications');
    const pipeline = await screen.findByRole('region', { name: 'Pipeline' });
    await within(pipeline).findByRole('button', { name: /^Bought\s*4$/ });
    expect(within(pipeline).queryByText('Quoted, not bought')).toBeNull();
    await screen.findByRole('table', { name: 'All applications, newest first' });
    expect(screen.queryByLabelText('Insurer')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Payments' })).toBeNull();
    expect(calls.some((call) => call.path === '/v1/company/get')).toBe(false);
  });

  it("refuses the Payments page to an insurer's staff without asking the server", async () => {
    const calls = server(INSURER);
    openConsole('/console/payments');
    await screen.findByText('You do not have access to this');
    expect(calls.some((call) => call.path === '/api/console/payments')).toBe(false);
  });
});
