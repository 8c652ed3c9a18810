import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorPanel } from '../ui/error-panel';
import { FloatingDock } from './floating-dock';
import { HydrateInTurn } from './hydrate-in-turn';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      {/* tabIndex lets the skip link move focus here; the outline would only frame the whole page. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <HydrateInTurn>{children}</HydrateInTurn>
      </main>
      <HydrateInTurn>
        <SiteFooter />
        <FloatingDock />
      </HydrateInTurn>
    </div>
  );
}

export function SiteLayout() {
  return (
    <SiteShell>
      <ScrollRestoration />
      <Outlet />
    </SiteShell>
  );
}

/** Holds the screen's place (a full viewport, so the footer never jumps up and back) while it loads. */
export function PageLoading() {
  return (
    <div className="min-h-screen" aria-busy="true">
      <p role="status" className="sr-only">
        <Trans>Loading…</Trans>
      </p>
    </div>
  );
}

/** A screen that failed to load or render, most often a stale page after a release: reloading mends it. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useLingui();
  // The visitor sees a plain message; the cause stays available to whoever opens the console.
  useEffect(() => console.error(error), [error]);
  return (
    <SiteShell>
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="mb-6 text-2xl font-bold text-slate-900">
          <Trans>Something went wrong</Trans>
        </h1>
        <ErrorPanel
          title={t`This page could not be shown.`}
          message={t`Reload the page to try again. If it keeps happening, call our hotline.`}
          onRetry={() => window.location.reload()}
        />
      </div>
    </SiteShell>
  );
}
