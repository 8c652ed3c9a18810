import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Preview } from '#domain/console/tariffs';
import { today } from '#domain/dates';
import type { SentCall } from '#tests/support/console-server';
import { ADMIN, fakeServer, ok, openConsole } from '#tests/support/console-server';

// Uploading a tariff version: every fault the server names in the file is listed under the file input;
// a preview shows the sample vehicles side by side; scheduling needs a version name (the contract's schema
// says so before anything is sent) and sends the file with the session's CSRF token.

afterEach(() => vi.unstubAllGlobals());

const FAULTS = [
  'Row 7, full.basic_rates.Car.Private.0.rate_bp: Invalid input: expected number, received string',
  'full.policy_fee: Invalid input: expected number, received undefined (no row gives it)',
];
const PREVIEW: Preview = {
  date: today(),
  current_version: '2026-sample-2',
  rows: [
    {
      vehicle_id: 1,
      label: 'Small car: Suzuki Alto 2016',
      description: '2016, Petrol, 796 cc, Rs. 3,400,000, Private, NCB 2',
      comprehensive: {
        current: { total: 9_078_860, reason: null },
        proposed: { total: 11_078_860, reason: null },
        difference: 2_000_000,
      },
      third_party: {
        current: { total: 341_550, reason: null },
        proposed: { total: null, reason: 'Not quoted online for this vehicle type' },
        difference: null,
      },
    },
  ],
};
const fieldErrors = (errors: Record<string, string[]>) =>
  new Response(
    JSON.stringify({ status: 1002, success: false, data: null, error: { error_format: 1, errors } }),
    { status: 422, headers: { 'content-type': 'application/json' } },
  );

function server(previews: Response[]) {
  return fakeServer(({ method, path }) => {
    if (path === '/api/console/session') return ok(ADMIN);
    if (path === '/v2/token') return ok({ auth_key: 'site-key' });
    if (path === '/v1/company/get') return ok([{ id: 2, company_name: 'Sri Lanka Insurance' }]);
    if (method === 'GET') return ok({ rows: [], total: 0, page: 1, size: 25 });
    if (path === '/api/console/tariffs/preview') return previews.shift()!;
    return ok({
      id: 9,
      company_id: 2,
      version: '2027-1',
      effective_from: today(),
      effective_to: null,
      sample: false,
      state: 'in force',
      created_at: '2026-11-24T06:00:00.000Z',
    });
  });
}
const posts = (calls: SentCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/console/'));
const csv = 'path,value\nfull.policy_fee,5000\n';

describe('uploading a tariff version', () => {
  it('lists every fault of the file, then previews the premiums side by side', async () => {
    const calls = server([fieldErrors({ content: FAULTS }), ok(PREVIEW)]);
    openConsole('/console/tariffs?company_id=2');
    const input = await screen.findByLabelText('Tariff file (JSON or CSV)');
    await userEvent.upload(input, new File([csv], 'slic.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview this version' }));

    const alert = await screen.findByText('slic.csv cannot be used:');
    expect(
      within(alert.parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(FAULTS);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)[0]).toMatchObject({
      path: '/api/console/tariffs/preview',
      body: { company_id: 2, format: 'csv', content: csv, effective_from: today() },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Preview this version' }));
    const table = await screen.findByRole('table', {
      name: `Premiums on ${today()}: version 2026-sample-2 (now) beside the file slic.csv (new)`,
    });
    const row = within(table).getByRole('row', { name: /Small car: Suzuki Alto 2016/ });
    expect(row).toHaveTextContent('Rs. 90,788.60Rs. 110,788.60+Rs. 20,000.00 more');
    expect(row).toHaveTextContent('Rs. 3,415.50Not quoted: Not quoted online for this vehicle type—');
    expect(screen.queryByText('slic.csv cannot be used:')).toBeNull();
  });

  it('asks a version name before scheduling, then sends the file with the CSRF token', async () => {
    const calls = server([]);
    openConsole('/console/tariffs?company_id=2');
    const input = await screen.findByLabelText('Tariff file (JSON or CSV)');
    await userEvent.upload(input, new File([csv], 'slic.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule this version' }));
    expect(
      await screen.findByText('Use 1 to 40 letters, digits, dots, dashes or underscores'),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Version name'), '2027-1');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule this version' }));
    expect(
      await screen.findByText(`Version 2027-1 is saved: it takes effect on ${today()}.`),
    ).toBeInTheDocument();
    const [schedule] = posts(calls);
    expect(schedule).toMatchObject({
      path: '/api/console/tariffs',
      body: { company_id: 2, format: 'csv', content: csv, version: '2027-1', effective_from: today() },
    });
    expect(schedule!.headers.get('x-csrf-token')).toBe('csrf-token-1');
  });
});
