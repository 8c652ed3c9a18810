import { useEffect } from 'react';
import { Navigate, Route, Routes, useRouteError } from 'react-router';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { ApplicationScreen } from './applications/application-screen';
import { ApplicationsScreen } from './applications/applications-screen';
import { PaymentsScreen } from './applications/payments-screen';
import { AuditScreen } from './audit/audit-screen';
import { Problem } from './console-notices';
import { CONSOLE_PATHS } from './console-paths';
import { ConsoleShell } from './console-shell';
import { QueueScreen } from './documents/queue-screen';
import { ClaimScreen } from './claims/claim-screen';
import { ClaimsScreen } from './claims/claims-screen';
import { LeadScreen } from './leads/lead-screen';
import { LeadsScreen } from './leads/leads-screen';
import { ReviewScreen } from './documents/review-screen';
import { LoginScreen } from './login-screen';
import { OnlyFor, SignedIn } from './signed-in';
import { StaffScreen } from './staff/staff-screen';
import { TariffsScreen } from './tariffs/tariffs-screen';
import { CampaignsScreen } from './campaigns/campaigns-screen';
import { HomeScreen } from './home/home-screen';

// The operator console (issue 22): one lazily loaded module, so none of it (nor TanStack Table) reaches
// a customer's page. Its pages are routes of their own under /console; all but the login need a session,
// and each part only for the roles CONSOLE_AREAS names.

export function Component() {
  return (
    <Routes>
      <Route path="login" element={<LoginScreen />} />
      <Route element={<SignedIn />}>
        <Route index element={<Navigate to={CONSOLE_PATHS.documents} replace />} />
        <Route element={<OnlyFor area="documents" />}>
          <Route path="documents" element={<QueueScreen />} />
          <Route path="documents/:id" element={<ReviewScreen />} />
        </Route>
        <Route element={<OnlyFor area="leads" />}>
          <Route path="leads" element={<LeadsScreen />} />
          <Route path="leads/:id" element={<LeadScreen />} />
        </Route>
        <Route element={<OnlyFor area="applications" />}>
          <Route path="applications" element={<ApplicationsScreen />} />
          <Route path="applications/:id" element={<ApplicationScreen />} />
        </Route>
        <Route element={<OnlyFor area="claims" />}>
          <Route path="claims" element={<ClaimsScreen />} />
          <Route path="claims/:id" element={<ClaimScreen />} />
        </Route>
        <Route element={<OnlyFor area="payments" />}>
          <Route path="payments" element={<PaymentsScreen />} />
        </Route>
        <Route element={<OnlyFor area="tariffs" />}>
          <Route path="tariffs" element={<TariffsScreen />} />
        </Route>
        <Route element={<OnlyFor area="campaigns" />}>
          <Route path="campaigns" element={<CampaignsScreen />} />
        </Route>
        <Route element={<OnlyFor area="home" />}>
          <Route path="home" element={<HomeScreen />} />
        </Route>
        <Route element={<OnlyFor area="staff" />}>
          <Route path="staff" element={<StaffScreen />} />
        </Route>
        <Route element={<OnlyFor area="audit" />}>
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
