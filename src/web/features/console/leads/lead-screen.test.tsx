import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadDetail } from '#domain/console/leads';
import { ADMIN, fakeServer, ok, openConsole } from '#tests/support/console-server';

// A lead's page: its CRM delivery as the outbox has it, the status and assignee saved together, and a
// note checked before it is sent; every change carries the session's CSRF token.

afterEach(() => vi.unstubAllGlobals());

const LEAD: LeadDetail = {
  id: 5,
  kind: 'comparison',
  status: 'new',
  title: 'Mrs',
  name: 'Nimali Perera',
  mobile: '94771234567',
  email: 'nimali@example.lk',
  call_consent: false,
  vehicle_type: 'Car',
  insurance_type: 'full-insurance',
  channel: 'Web-Motor',
  promo: 'no-promo',
  company: null,
  created_at: '2026-11-20T04:05:00.000Z',
  updated_at: '2026-11-20T04:05:00.000Z',
  assignee: null,
  crm: {
    status: 'pending',
    sent_at: null,
    attempts: 2,
    last_error: 'CRM unavailable',
    next_attempt_at: '2026-11-20T05:05:00.000Z',
  },
  notes: [],
  quote: {
    unq_hash: 'quote-hash-5',
    cover: 'full-insurance',
    vehicle_make: 'Toyota',
    vehicle_model: 'Axio',
    manufacture_year: 2018,
    sum_insured: 6_500_000,
    cover_start_date: '2026-11-20',
  },
  transcript: null,
};

describe('a lead', () => {
  it('shows its CRM delivery, saves its status and assignee, and adds a note', async () => {
    let lead = LEAD;
    const calls = fakeServer(({ method, path, body }) => {
      if (path === '/api/console/session') return ok(ADMIN);
      if (path === '/api/console/staff/assignees')
        return ok([{ id: ADMIN.staff.id, name: ADMIN.staff.name, email: ADMIN.staff.email }]);
      if (method === 'PATCH')
        lead = { ...lead, status: 'contacted', assignee: { id: ADMIN.staff.id, name: ADMIN.staff.name } };
      if (method === 'POST') {
        const { text } = body as { text: string };
        const note = {
          id: 1,
          text,
          at: '2026-11-20T06:00:00.000Z',
          staff_id: 1,
          staff_name: ADMIN.staff.name,
        };
        lead = { ...lead, notes: [note] };
      }
      return ok(lead);
    });
    const changes = () => calls.filter(({ method }) => method !== 'GET');
    openConsole('/console/leads/5');
    await screen.findByRole('heading', { name: 'Lead 5: Mrs Nimali Perera' });
    expect(screen.getByText('Did not ask for a call: do not phone')).toBeInTheDocument();
    expect(screen.getByText('Rs. 6,500,000')).toBeInTheDocument();
    const crm = screen.getByRole('region', { name: 'CRM delivery' });
    expect(within(crm).getByText('Pending')).toBeInTheDocument();
    expect(within(crm).getByText('CRM unavailable')).toBeInTheDocument();
    expect(within(crm).getByText('Next attempt')).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Asha Silva (me)' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Contacted');
    await userEvent.selectOptions(screen.getByLabelText('Assigned to'), 'Asha Silva (me)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: Contacted, assigned to Asha Silva.');
    expect(changes()).toHaveLength(1);
    expect(changes()[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/console/leads/5',
      body: { status: 'contacted', assignee_id: ADMIN.staff.id },
    });
    expect(changes()[0]!.headers.get('x-csrf-token')).toBe(ADMIN.csrf_token);

    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('required')).toBeInTheDocument();
    expect(changes()).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('New note'), 'Asked her to call back after six.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const notes = screen.getByRole('region', { name: 'Notes' });
    await within(notes).findByText('Asked her to call back after six.');
    expect(changes()[1]).toMatchObject({
      method: 'POST',
      path: '/api/console/leads/5/notes',
      body: { text: 'Asked her to call back after six.' },
    });
    expect(screen.getByLabelText('New note')).toHaveValue('');
    // The saved status and assignee stay as saved.
    expect(screen.getByLabelText('Status')).toHaveValue('contacted');
  });

  it('shows a callback, which has no title and no quote, as asking to be called', async () => {
    const callback: LeadDetail = {
      ...LEAD,
      kind: 'callback',
      title: null,
      call_consent: true,
      vehicle_type: null,
      insurance_type: null,
      channel: null,
      promo: null,
      quote: null,
    };
    fakeServer(({ path }) => {
      if (path === '/api/console/session') return ok(ADMIN);
      if (path === '/api/console/staff/assignees') return ok([]);
      return ok(callback);
    });
    openConsole('/console/leads/5');
    await screen.findByRole('heading', { name: 'Lead 5: Nimali Perera' });
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Asked to be called')).toBeInTheDocument();
    expect(within(contact).queryByText('Channel')).not.toBeInTheDocument();
    expect(screen.getByText('This lead is not about a quote.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chat transcript' })).not.toBeInTheDocument();
    expect(within(contact).queryByText('Company')).not.toBeInTheDocument();
  });

  it("shows a small-business lead's company", async () => {
    const smallBusiness: LeadDetail = {
      ...LEAD,
      kind: 'campaign',
      title: null,
      call_consent: true,
      vehicle_type: null,
      insurance_type: 'Group Health Insurance',
      channel: null,
      promo: null,
      company: 'Lanka Tea Traders (Pvt) Ltd',
      quote: null,
    };
    fakeServer(({ path }) => {
      if (path === '/api/console/session') return ok(ADMIN);
      if (path === '/api/console/staff/assignees') return ok([]);
      return ok(smallBusiness);
    });
    openConsole('/console/leads/5');
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Company')).toBeInTheDocument();
    expect(within(contact).getByText('Lanka Tea Traders (Pvt) Ltd')).toBeInTheDocument();
  });

  it("shows a chat's transcript, and each conversation handed over after it", async () => {
    fakeServer(({ path }) => {
      if (path === '/api/console/session') return ok(ADMIN);
      if (path === '/api/console/staff/assignees') return ok([]);
      return ok({
        ...LEAD,
        kind: 'callback',
        quote: null,
        transcript:
          'Visitor: What is a cover note?\nKavacha: What is a cover note?: A temporary document…\n\n' +
          'Visitor: Is flood cover included?',
      });
    });
    openConsole('/console/leads/5');
    const chat = await screen.findByRole('region', { name: 'Chat transcript' });
    expect(within(chat).getByRole('heading', { name: 'First conversation' })).toBeInTheDocument();
    expect(within(chat).getByRole('heading', { name: 'Handed over again (2)' })).toBeInTheDocument();
    expect(
      within(chat)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Visitor: What is a cover note?',
      'Kavacha: What is a cover note?: A temporary document…',
      'Visitor: Is flood cover included?',
    ]);
  });
});
