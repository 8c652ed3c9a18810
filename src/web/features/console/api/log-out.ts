import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCall, keepSession } from './console-call';
import { SESSION_KEY } from './get-session';

// POST /api/console/logout: ends the session; nothing the staff member saw stays in the page's cache.

export function useLogOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => consoleCall<null>({ path: '/logout', method: 'POST' }),
    onSuccess: () => {
      client.removeQueries({ queryKey: ['console'] });
      client.setQueryData(SESSION_KEY, keepSession(null));
    },
  });
}
