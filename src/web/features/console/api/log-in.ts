import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, StaffSession } from '#domain/console/calls';
import { consoleCall, keepSession } from './console-call';
import { SESSION_KEY } from './get-session';

// POST /api/console/login: sets the session cookie and answers the session, which the console keeps.

export function useLogIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      consoleCall<StaffSession>({ path: '/login', method: 'POST', body: input }),
    onSuccess: (session) => client.setQueryData(SESSION_KEY, keepSession(session)),
  });
}
