import type { StaffSession } from '#domain/console/calls';
import { CONSOLE_API, CSRF_HEADER } from '#domain/console/calls';
import { ApiError } from '#web/api/api-error';
import type { ApiRequest } from '#web/api/client';
import { apiClient } from '#web/api/client';

// The console's calls go through the site's one fetch client, under CONSOLE_API. The staff session is an
// HttpOnly cookie the browser sends by itself, so no auth_key; a call that changes something carries the
// session's CSRF token, which only the login and session answers give.

let csrfToken = '';

/** Keeps the CSRF token of the session just read or made; null (signed out) forgets it. */
export function keepSession(session: StaffSession | null): StaffSession | null {
  csrfToken = session?.csrf_token ?? '';
  return session;
}

export const consoleCall = <T>({ path, method = 'GET', ...request }: Omit<ApiRequest, 'host' | 'auth'>) =>
  apiClient().request<T>({
    ...request,
    host: 'web-api',
    path: `${CONSOLE_API}${path}`,
    method,
    auth: false,
    headers: method === 'GET' || !csrfToken ? undefined : { [CSRF_HEADER]: csrfToken },
  });

/** The session is gone (expired, logged out elsewhere): the console asks to log in again. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.httpStatus === 401;

/** A refusal in the console's words: a role's limit reads the same wherever it is met. */
export function problemOf(error: unknown): string {
  if (error instanceof ApiError && error.httpStatus === 403) return 'You do not have access to this';
  return error instanceof Error ? error.message : 'Something went wrong';
}
