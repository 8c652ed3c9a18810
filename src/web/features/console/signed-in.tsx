import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import type { ConsoleArea, Staff } from '#domain/console/calls';
import { mayOpen } from '#domain/console/calls';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { isSignedOut, keepSession, problemOf } from './api/console-call';
import { SESSION_KEY, useSession } from './api/get-session';
import { Problem } from './console-notices';
import { loginPath } from './console-paths';
import { ConsoleShell } from './console-shell';

// The pages that need a session: without one (or when a call says it ended) the login, which brings the
// staff member back; each part of the console opens to its roles only (OnlyFor, CONSOLE_AREAS).

/** The signed-in staff member, for the pages inside SignedIn. */
export const useStaff = () => useOutletContext<Staff>();

/** Any call answered 401 means the session ended: the console forgets it and asks to log in again. */
function useLoginOnSignOut() {
  const client = useQueryClient();
  useEffect(() => {
    const check = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action?.type === 'error' && isSignedOut(event.action.error))
        client.setQueryData(SESSION_KEY, keepSession(null));
    };
    const queries = client.getQueryCache().subscribe(check);
    const mutations = client.getMutationCache().subscribe(check);
    return () => {
      queries();
      mutations();
    };
  }, [client]);
}

export function SignedIn() {
  const session = useSession();
  const { pathname, search } = useLocation();
  useLoginOnSignOut();
  if (session.isPending)
    return (
      <ConsoleShell>
        <p role="status">Loading…</p>
      </ConsoleShell>
    );
  if (session.isError)
    return (
      <ConsoleShell>
        <ErrorPanel
          title="The console could not be opened"
          message={problemOf(session.error)}
          onRetry={() => void session.refetch()}
        />
      </ConsoleShell>
    );
  // The login brings the staff member back to the page they asked for.
  if (!session.data) return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  return (
    <ConsoleShell staff={session.data.staff}>
      <Outlet context={session.data.staff} />
    </ConsoleShell>
  );
}

/** The pages inside open only to the roles of their part of the console. */
export function OnlyFor({ area }: { area: ConsoleArea }) {
  const staff = useStaff();
  return mayOpen(staff.role, area) ? (
    <Outlet context={staff} />
  ) : (
    <Problem message="You do not have access to this" />
  );
}
