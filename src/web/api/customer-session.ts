import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerSession } from '#domain/account/session';
import { SIGNED_IN_HINT_COOKIE } from '#domain/account/signed-in-hint';
import { apiClient } from '#web/api/client';
import { queryClient } from '#web/api/query-client';

// Who is signed in, for the header (decision 047). A visitor who never signed in has no hint cookie and
// asks nothing; with the hint, GET /api/v2/customer/session answers the customer, or 401 (and the server
// clears the hint) when the session ended.

export const CUSTOMER_SESSION_KEY = ['customer-session'] as const;
const SESSION_PATH = '/api/v2/customer/session';
const LOGOUT_PATH = '/api/v2/customer/logout';

/** Whether this browser holds the signed-in hint: no secret, only a reason to ask. */
export const hasSignedInHint = () =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=1`));

const clearHint = () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/`;
};

const fetchSession = async ({ signal }: { signal: AbortSignal }): Promise<CustomerSession | null> => {
  try {
    return await apiClient().request<CustomerSession>({ host: 'web-api', path: SESSION_PATH, signal });
  } catch (failure) {
    // Not signed in any more: the hint goes, and the header shows Login.
    if ((failure as { httpStatus?: number }).httpStatus !== 401) throw failure;
    clearHint();
    return null;
  }
};

/** Who is signed in: the customer, or null (401); the header and the profile share it. */
export const customerSessionQuery = queryOptions({
  queryKey: CUSTOMER_SESSION_KEY,
  queryFn: fetchSession,
  staleTime: 5 * 60_000,
});

/**
 * The signed-in customer for the header: null when no one is, without a call when the hint is absent,
 * and null too when the call fails (the header then shows Login and asks again later).
 */
export function useCustomerSession(): CustomerSession | null {
  const hinted = hasSignedInHint();
  const { data } = useQuery({ ...customerSessionQuery, enabled: hinted });
  return hinted ? (data ?? null) : null;
}

/** Ends the session on the server (POST logout); the header shows Login whatever the answer. */
export async function logOut(): Promise<void> {
  try {
    await apiClient().request<null>({ host: 'web-api', path: LOGOUT_PATH, method: 'POST' });
  } catch {
    // A session that had already ended is logged out all the same.
  } finally {
    clearHint();
    queryClient.setQueryData(CUSTOMER_SESSION_KEY, null);
  }
}

/**
 * After a session was opened (/auth, the login modal): who it is, asked now that the hint is there. Fetched,
 * not only invalidated: the header's query was disabled without the hint, and may not render again by itself
 * while the customer stays on the page.
 */
export const sessionOpened = () => queryClient.fetchQuery({ ...customerSessionQuery, staleTime: 0 });
