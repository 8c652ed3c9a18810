import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { primaryButton } from '#web/components/ui/buttons';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useTranslateText } from '#web/i18n/translate';
import { sessionOpened } from '#web/api/customer-session';
import { verifyLoginToken } from './api/login-calls';

// /auth (content section 2, decision 047): the login token from the URL is posted to token_verify once;
// a valid one opens the session (its cookie), shows 'login success' and goes to /. A used, expired or
// unknown token says so, with the way to log in again.

/** How long 'login success' shows before the home page. */
const SUCCESS_PAUSE_MS = 1200;

type State =
  { name: 'checking' } | { name: 'valid' } | { name: 'invalid' } | { name: 'failed'; message: string };

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Logging in`));
  const translate = useTranslateText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { name: 'checking' } : { name: 'invalid' });
  // The token is single-use: posted once, even if the page renders again.
  const posted = useRef(false);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    verifyLoginToken(token).then(
      async ({ valid }) => {
        if (!valid) return setState({ name: 'invalid' });
        await sessionOpened();
        setState({ name: 'valid' });
      },
      (failure: unknown) =>
        setState({ name: 'failed', message: failure instanceof Error ? failure.message : String(failure) }),
    );
  }, [token]);

  useEffect(() => {
    if (state.name !== 'valid') return;
    const timer = window.setTimeout(
      () => void navigate(SITE_ROUTES.home, { replace: true }),
      SUCCESS_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state.name, navigate]);

  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center sm:py-24">
      {state.name === 'checking' && (
        <p role="status" className="flex items-center justify-center gap-2 text-lg text-slate-800">
          <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />
          <Trans>Checking your login…</Trans>
        </p>
      )}
      {state.name === 'valid' && (
        <div role="status">
          <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">
            <Trans>login success</Trans>
          </h1>
          <p className="mt-2 text-slate-700">
            <Trans>Taking you to the home page…</Trans>
          </p>
        </div>
      )}
      {(state.name === 'invalid' || state.name === 'failed') && (
        <div role="alert">
          <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900">
            <Trans>This login link does not work</Trans>
          </h1>
          <p className="mt-2 text-slate-700">
            {state.name === 'failed' ? (
              translate(state.message)
            ) : (
              <Trans>
                A login link works once and only for two minutes. It may have been used already or have
                expired. Please log in again with a new code.
              </Trans>
            )}
          </p>
          <Link to={SITE_ROUTES.publicLogin} className={`${primaryButton} mt-8`}>
            <Trans>Log in again</Trans>
          </Link>
        </div>
      )}
    </div>
  );
}
