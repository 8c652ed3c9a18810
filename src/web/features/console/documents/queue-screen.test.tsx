import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeServer, ok, openConsole, queueDocument } from '#tests/support/console-server';

// The document queue pages on the server: the page, its size and the status are the URL's and the
// call's, and only one page of rows is ever asked for.

afterEach(() => vi.unstubAllGlobals());

const where = () => screen.getByTestId('where').textContent;

describe('the document queue', () => {
  it("asks the server for the URL's page, and pages and filters through the URL", async () => {
    const calls = fakeServer(({ path, query }) =>
      path === '/api/console/session'
        ? ok(ADMIN)
        : ok({ rows: [queueDocument(Number(query.page))], total: 45, page: Number(query.page), size: 10 }),
    );
    const queue = () => calls.filter((call) => call.path === '/api/console/documents').at(-1)?.query;
    openConsole('/console/documents?page=2&size=10');
    const table = await screen.findByRole('table', { name: 'Submitted documents, oldest first' });
    await within(table).findByText('Customer 2');
    expect(queue()).toEqual({ page: '2', size: '10', status: '2' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Submitted at', 'Insurer', 'Customer', 'Vehicle number', 'Document']);
    expect(within(table).getByRole('link', { name: 'NIC Back' })).toHaveAttribute(
      'href',
      '/console/documents/2',
    );
    // Submitted at, to the minute, in the reader's time zone.
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(screen.getByText('Page 2 of 5 (45 in all)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await within(table).findByText('Customer 3');
    expect(where()).toBe('/console/documents?page=3&size=10');
    expect(queue()).toEqual({ page: '3', size: '10', status: '2' });

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await screen.findByRole('table', { name: 'Rejected documents, oldest first' });
    expect(where()).toBe('/console/documents?page=1&size=10&status=4');
    expect(queue()).toEqual({ page: '1', size: '10', status: '4' });
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();

    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50');
    await within(table).findByText('Customer 1');
    expect(queue()).toEqual({ page: '1', size: '50', status: '4' });
  });
});
