import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import type { AuthState } from './auth-page';
import { LoginFlow } from './login-flow';

// /v1/public_login, 'Login or Register With OTP' (content sections 2, 5 and 7; decisions 047 and 051): the
// login flow, then /auth with the login token; a new customer's picture travels in the history state, a
// File being cloneable, and /auth uploads it once the session is open.

const authPath = (token: string) => `${SITE_ROUTES.auth}?token=${encodeURIComponent(token)}`;

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Login or Register With OTP`));
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Login or Register With OTP</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>One code by SMS logs you in. A new number can create its account here too.</Trans>
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <LoginFlow
          onToken={(token, picture) =>
            void navigate(authPath(token), { state: { picture } satisfies AuthState })
          }
        />
      </div>
    </div>
  );
}
