import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentCall } from '#tests/support/console-server';
import { ADMIN, fakeServer, ok, openConsole, queueDocument } from '#tests/support/console-server';

// Reviewing a document: a rejection needs its reason (the shared review schema says so before anything
// is sent); a decision goes to the server with the session's CSRF token, then on to the next document.

afterEach(() => vi.unstubAllGlobals());

const where = () => screen.getByTestId('where').textContent;

function server(waiting: number[]) {
  return fakeServer(({ method, path }) => {
    if (path === '/api/console/session') return ok(ADMIN);
    if (method === 'POST') return ok(null);
    if (path === '/api/console/documents')
      return ok({ rows: waiting.map((id) => queueDocument(id)), total: waiting.length, page: 1, size: 2 });
    return ok(queueDocument(Number(path.split('/').at(-1))));
  });
}

const reviews = (calls: SentCall[]) => calls.filter((call) => call.method === 'POST');

describe('the document review', () => {
  it('asks the reason of a rejection, then sends it and goes on to the next document', async () => {
    const calls = server([7, 8]);
    openConsole('/console/documents/7');
    await screen.findByRole('heading', { name: 'NIC Back: Customer 7' });
    expect(screen.getByRole('img', { name: 'NIC Back: nic-back.png' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Give the reason of a rejection')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason of a rejection')).toHaveAttribute('aria-invalid', 'true');
    expect(reviews(calls)).toEqual([]);

    await userEvent.type(screen.getByLabelText('Reason of a rejection'), ' The photo is blurred ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByRole('heading', { name: 'NIC Back: Customer 8' });
    expect(where()).toBe('/console/documents/8');
    expect(screen.getByRole('status')).toHaveTextContent('NIC Back of Customer 7 rejected.');
    const [review] = reviews(calls);
    expect(review).toMatchObject({
      path: '/api/console/documents/7/review',
      body: { status: 4, reason: 'The photo is blurred' },
    });
    expect(review!.headers.get('x-csrf-token')).toBe('csrf-token-1');
    expect(screen.getByLabelText('Reason of a rejection')).toHaveValue('');
  });

  it('accepts without a reason and goes back to the queue when nothing else waits', async () => {
    const calls = server([]);
    openConsole('/console/documents/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await screen.findByRole('heading', { name: 'Documents' });
    expect(where()).toBe('/console/documents');
    expect(reviews(calls).map((call) => call.body)).toEqual([{ status: 3 }]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'NIC Back of Customer 7 accepted. No more documents wait for review.',
    );
  });

  it('zooms the image with the buttons and the keys', async () => {
    server([]);
    openConsole('/console/documents/7');
    const image = await screen.findByRole('img', { name: 'NIC Back: nic-back.png' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(image.style.width).toBe('150%');
    fireEvent.keyDown(image, { key: '+' });
    expect(image.style.width).toBe('225%');
    fireEvent.keyDown(image, { key: '-' });
    expect(image.style.width).toBe('150%');
    fireEvent.keyDown(image, { key: '0' });
    expect(image.style.width).toBe('100%');
    expect(zoomOut).toBeDisabled();
  });
});
