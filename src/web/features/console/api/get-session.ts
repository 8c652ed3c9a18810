import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffSession } from '#domain/console/calls';
import { consoleCall, isSignedOut, keepSession } from './console-call';

// GET /api/console/session: who is signed in, and the CSRF token of their changing calls. Nobody signed
// in (401) is an answer, not a failure: null, and the console shows its login.

export const SESSION_KEY = ['console', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) =>
      consoleCall<StaffSession>({ path: '/session', signal }).then(keepSession, (error: unknown) => {
        if (isSignedOut(error)) return keepSession(null);
        throw error;
      }),
    staleTime: Infinity,
  });

export const useSession = () => useQuery(sessionQueryOptions());
