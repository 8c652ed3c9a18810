import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { primaryButton } from '#web/components/ui/buttons';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useTranslateText } from '#web/i18n/translate';
import { openSession } from './api/login-calls';
import { PictureNotSaved } from './login-forms';

// /auth (content section 2, decision 047): the login token from the URL is posted to token_verify once;
// a valid one opens the session (its cookie), shows 'login success' and goes to /. A used, expired or
// unknown token says so, with the way to log in again.

/** How long 'login success' shows before the home page. */
const SUCCESS_PAUSE_MS = 1200;

/** What the login page hands on with the token: a new customer's profile picture, if they chose one. */
export interface AuthState {
  picture: File | undefined;
}

type State =
  | { name: 'checking' }
  | { name: 'valid'; pictureRefusal?: string }
  | { name: 'invalid' }
  | { name: 'failed'; message: string };

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Logging in`));
  const translate = useTranslateText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const picture = (useLocation().state as AuthState | null)?.picture;
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { name: 'checking' } : { name: 'invalid' });
  // The token is single-use: posted once, even if the page renders again.
  const posted = useRef(false);

  useEffect(() => {
    if (!token || posted.current) return;
    posted.current = true;
    openSession(token, picture).then(
      (opened) =>
        setState(
          opened.valid ? { name: 'valid', pictureRefusal: opened.pictureRefusal } : { name: 'invalid' },
        ),
      (failure: unknown) =>
        setState({ name: 'failed', message: failure instanceof Error ? failure.message : String(failure) }),
    );
  }, [token, picture]);

  // A refused picture is said until the customer moves on; otherwise the home page follows at once.
  const pictureRefusal = state.name === 'valid' ? state.pictureRefusal : undefined;
  useEffect(() => {
    if (state.name !== 'valid' || pictureRefusal !== undefined) return;
    const timer = window.setTimeout(
      () => void navigate(SITE_ROUTES.home, { replace: true }),
      SUCCESS_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state.name, pictureRefusal, navigate]);

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
          {pictureRefusal === undefined ? (
            <p className="mt-2 text-slate-700">
              <Trans>Taking you to the home page…</Trans>
            </p>
          ) : (
            <>
              <div className="mt-4">
                <PictureNotSaved reason={pictureRefusal} />
              </div>
              <Link to={SITE_ROUTES.profile} className={`${primaryButton} mt-8`}>
                <Trans>Go to Profile</Trans>
              </Link>
            </>
          )}
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
