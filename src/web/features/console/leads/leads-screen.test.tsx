import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lead } from '#domain/console/leads';
import type { SentCall } from '#tests/support/console-server';
import { ADMIN, fakeServer, ok, openConsole } from '#tests/support/console-server';

// The leads inbox pages, filters and searches on the server: the URL holds the query, the call carries
// it, and only one page of leads is ever asked for.

afterEach(() => vi.unstubAllGlobals());

const where = () => screen.getByTestId('where').textContent;

const lead = (id: number): Lead => ({
  id,
  kind: 'comparison',
  status: 'new',
  title: 'Miss',
  name: `Visitor ${id}`,
  mobile: '94771234567',
  email: `visitor${id}@example.lk`,
  call_consent: true,
  vehicle_type: 'Car',
  insurance_type: 'full-insurance',
  channel: 'Web-Motor',
  promo: 'no-promo',
  company: null,
  created_at: '2026-11-20T04:05:00.000Z',
  updated_at: '2026-11-20T04:05:00.000Z',
  assignee: id === 1 ? { id: 7, name: 'Nimal Operator' } : null,
  crm:
    id === 1
      ? {
          status: 'sent',
          sent_at: '2026-11-20T04:05:01.000Z',
          attempts: 1,
          last_error: null,
          next_attempt_at: null,
        }
      : {
          status: 'pending',
          sent_at: null,
          attempts: 3,
          last_error: 'CRM unavailable',
          next_attempt_at: '2026-11-20T05:05:00.000Z',
        },
});

function inbox() {
  return fakeServer(({ path, query }: SentCall) => {
    if (path === '/api/console/session') return ok(ADMIN);
    if (path === '/api/console/staff/assignees')
      return ok([{ id: 7, name: 'Nimal Operator', email: 'nimal@kavacha.lk' }]);
    const page = Number(query.page ?? 1);
    return ok({ rows: [lead(page)], total: 30, page, size: Number(query.size ?? 25) });
  });
}

describe('the leads inbox', () => {
  it("asks for the URL's page and filters, and changes them through the URL", async () => {
    const calls = inbox();
    const asked = () => calls.filter((call) => call.path === '/api/console/leads').at(-1)?.query;
    openConsole('/console/leads?size=10&status=new');
    const table = await screen.findByRole('table', { name: 'Leads, newest first' });
    await within(table).findByText('Visitor 1');
    expect(asked()).toEqual({ page: '1', size: '10', status: 'new', sort: 'newest' });
    expect(screen.getByRole('navigation', { name: 'Console' })).toHaveTextContent(/Documents\s*Leads/);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Received', 'Name', 'Mobile', 'Kind', 'Status', 'Assigned to', 'CRM']);
    expect(within(table).getByRole('link', { name: 'Visitor 1' })).toHaveAttribute(
      'href',
      '/console/leads/1',
    );
    expect(within(table).getByText('Nimal Operator')).toBeInTheDocument();
    expect(within(table).getByText(/^Sent \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 (30 in all)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await within(table).findByText('Visitor 2');
    expect(within(table).getByText('Pending after 3 tries')).toBeInTheDocument();
    expect(asked()).toEqual({ page: '2', size: '10', status: 'new', sort: 'newest' });

    // A filter goes back to the first page.
    await userEvent.selectOptions(await screen.findByLabelText('Assigned to'), 'Nimal Operator');
    await within(table).findByText('Visitor 1');
    expect(where()).toBe('/console/leads?size=10&status=new&page=1&assignee=7');
    await userEvent.selectOptions(screen.getByLabelText('CRM'), 'Pending');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Any');
    expect(asked()).toEqual({ page: '1', size: '10', assignee: '7', crm: 'pending', sort: 'newest' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' 0771234567 ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: "Leads matching '0771234567', newest first" });
    expect(asked()).toMatchObject({ q: '0771234567', page: '1' });
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'Oldest first');
    await screen.findByRole('table', { name: "Leads matching '0771234567', oldest first" });
    expect(asked()).toMatchObject({ sort: 'oldest' });
  });

  it("is not for an insurer's staff: no Leads in the nav, and the page refuses", async () => {
    const insurer = { ...ADMIN, staff: { ...ADMIN.staff, role: 'insurer' as const, company_id: 2 } };
    const calls = fakeServer(({ path }) => (path === '/api/console/session' ? ok(insurer) : ok(null)));
    openConsole('/console/leads');
    await screen.findByText('You do not have access to this');
    expect(screen.getByRole('navigation', { name: 'Console' })).toHaveTextContent(
      /^Documents\s*Applications\s*Claims$/,
    );
    expect(calls.map(({ path }) => path)).toEqual(['/api/console/session']);
  });
});
