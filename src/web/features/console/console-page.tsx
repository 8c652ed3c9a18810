import { useEffect } from 'react';
import { Navigate, Route, Routes, useRouteError } from 'react-router';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { AuditScreen } from './audit/audit-screen';
import { Problem } from './console-notices';
import { CONSOLE_PATHS } from './console-paths';
import { ConsoleShell } from './console-shell';
import { QueueScreen } from './documents/queue-screen';
import { ReviewScreen } from './documents/review-screen';
import { LoginScreen } from './login-screen';
import { AdminOnly, SignedIn } from './signed-in';
import { StaffScreen } from './staff/staff-screen';
import { TariffsScreen } from './tariffs/tariffs-screen';

// The operator console (issue 22): one lazily loaded module, so none of it (nor TanStack Table) reaches
// a customer's page. Its pages are routes of their own under /console; all but the login need a session,
// and Staff, Tariffs and Audit log need an admin's.

export function Component() {
  return (
    <Routes>
      <Route path="login" element={<LoginScreen />} />
      <Route element={<SignedIn />}>
        <Route index element={<Navigate to={CONSOLE_PATHS.documents} replace />} />
        <Route path="documents" element={<QueueScreen />} />
        <Route path="documents/:id" element={<ReviewScreen />} />
        <Route element={<AdminOnly />}>
          <Route path="staff" element={<StaffScreen />} />
          <Route path="tariffs" element={<TariffsScreen />} />
          <Route path="audit" element={<AuditScreen />} />
        </Route>
        <Route path="*" element={<Problem message="There is no such page in the console" />} />
      </Route>
    </Routes>
  );
}

/** A console page that failed to load or render, most often a stale page after a release. */
export function ErrorBoundary() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <ConsoleShell>
      <ErrorPanel
        title="This page could not be shown."
        message="Reload the page to try again."
        onRetry={() => window.location.reload()}
      />
    </ConsoleShell>
  );
}
