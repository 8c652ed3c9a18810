import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCall, keepSession } from './console-call';
import { SESSION_KEY } from './get-session';

// POST /api/console/logout: ends the session; nothing the staff member saw stays in the page's cache.

export function useLogOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => consoleCall<null>({ path: '/logout', method: 'POST' }),
    onSuccess: () => {
      // The session's query stays, now empty, so the pages watching it turn to the login.
      client.setQueryData(SESSION_KEY, keepSession(null));
      client.removeQueries({
        queryKey: ['console'],
        predicate: ({ queryKey }) => queryKey[1] !== SESSION_KEY[1],
      });
    },
  });
}
