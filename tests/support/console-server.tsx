import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { QueueDocument, StaffSession } from '#domain/console/calls';
import { Component as Console } from '#web/features/console/console-page';
import { render } from './render';

// The console's component tests: the console's routes in a memory router, and a fake server standing
// where the network would, answering the console's calls in the site's envelope and noting each call.

export interface SentCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
}

const json = (httpStatus: number, body: unknown) =>
  new Response(JSON.stringify(body), { status: httpStatus, headers: { 'content-type': 'application/json' } });

export const ok = (data: unknown) => json(200, { status: 200, success: true, data, error: null });
export const refused = (httpStatus: number, message: string) =>
  json(httpStatus, { status: 800, success: false, data: null, error: { error_format: 0, message } });

/** Answers each call with `answer`; the calls made, in order. */
export function fakeServer(answer: (call: SentCall) => Response) {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://kavacha.test');
      const call: SentCall = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
}

/** The console at `path`, with a cache of its own. */
export function openConsole(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/console/*"
            element={
              <>
                <Console />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const ADMIN: StaffSession = {
  staff: {
    id: 1,
    email: 'asha@kavacha.lk',
    name: 'Asha Silva',
    role: 'admin',
    company_id: null,
    company_name: null,
    active: true,
    last_login_at: null,
  },
  csrf_token: 'csrf-token-1',
};

export const queueDocument = (id: number, changes: Partial<QueueDocument> = {}): QueueDocument => ({
  id,
  doc_id: 13,
  title: 'NIC Back',
  status: 2,
  reason: null,
  submitted_at: '2026-11-20T04:05:00.000Z',
  file_type: 'image/png',
  file_name: 'nic-back.png',
  file_url: `/api/console/documents/${id}/file`,
  application_id: 40 + id,
  company_id: 2,
  company_name: 'Ceylinco General',
  customer_name: `Customer ${id}`,
  vehicle_number: 'WP CAB-1234',
  ...changes,
});
