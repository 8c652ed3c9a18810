import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { createBrowserRouter } from 'react-router';
import type { LiveRoute } from '../domain/site-routes';
import { LIVE_ROUTES, SCREEN_FILES, SITE_ROUTES } from '../domain/site-routes';
import { queryClient } from './api/query-client';
import { PageLoading, RouteError, SiteLayout } from './components/layout/site-layout';
import { homeDataQueryOptions } from './features/home/api/get-home-data';
import { coversQueryOptions } from './features/motor/api/get-covers';
import { premiumsQueryOptions } from './features/motor/api/get-premiums';
import { MIN_COMPARE } from '../domain/motor/compare';
import { readSelection } from './features/motor/premiums/comparison-query';

type Screen = () => Promise<{ Component: ComponentType }>;

// Every page module is its own chunk; SCREEN_FILES (shared with the server) says which one a page uses.
const PAGE_MODULES = import.meta.glob<{ Component: ComponentType }>('./features/**/*-page.tsx');
const screen = (name: LiveRoute): Screen => PAGE_MODULES[`./${SCREEN_FILES[name]}`]!;
const notFound = screen('notFound');

/** The quote's premiums: the premium list, and the quotation being bought on the account page. */
const prefetchPremiums = ({ request }: LoaderFunctionArgs) => {
  const unqHash = new URL(request.url).searchParams.get('unq_hash');
  if (unqHash) void queryClient.prefetchQuery(premiumsQueryOptions(unqHash));
  return null;
};

// A screen's data starts loading together with its module rather than after it; nothing waits for it.
const PREFETCH: Partial<Record<LiveRoute, (args: LoaderFunctionArgs) => null>> = {
  home: () => {
    void queryClient.prefetchQuery(homeDataQueryOptions());
    return null;
  },
  motorPremiums: prefetchPremiums,
  account: prefetchPremiums,
  motorCovers: ({ request }) => {
    const query = new URL(request.url).searchParams;
    const unqHash = query.get('unq_hash');
    const numbers = readSelection(query);
    if (unqHash && numbers.length >= MIN_COMPARE) {
      void queryClient.prefetchQuery(premiumsQueryOptions(unqHash));
      void queryClient.prefetchQuery(coversQueryOptions(unqHash, numbers));
    }
    return null;
  },
};

export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    // A screen's own HydrateFallback lets the shell render at once, and stay, while the first screen loads.
    children: [
      ...LIVE_ROUTES.map((name) => ({
        path: SITE_ROUTES[name],
        lazy: screen(name),
        loader: PREFETCH[name],
        HydrateFallback: PageLoading,
      })),
      { path: '*', lazy: notFound, HydrateFallback: PageLoading },
    ],
  },
]);
