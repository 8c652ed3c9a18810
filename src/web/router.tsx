import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import type { LiveRoute } from '../domain/site-routes';
import { LIVE_ROUTES, SITE_ROUTES } from '../domain/site-routes';
import { queryClient } from './api/query-client';
import { PageLoading, RouteError, SiteLayout } from './components/layout/site-layout';
import { homeDataQueryOptions } from './features/home/api/get-home-data';

type Screen = () => Promise<{ Component: ComponentType }>;

const notFound: Screen = () => import('./features/not-found/not-found-page');

// Keyed by LiveRoute so that a page the server calls live cannot lack a screen here (the compiler says so).
const SCREENS: Record<LiveRoute, Screen> = {
  home: () => import('./features/home/home-page'),
  result: () => import('./features/result/result-page'),
  notFound,
};

// A screen's data starts loading together with its module rather than after it; nothing waits for it.
const PREFETCH: Partial<Record<LiveRoute, () => null>> = {
  home: () => {
    void queryClient.prefetchQuery(homeDataQueryOptions());
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
        lazy: SCREENS[name],
        loader: PREFETCH[name],
        HydrateFallback: PageLoading,
      })),
      { path: '*', lazy: notFound, HydrateFallback: PageLoading },
    ],
  },
]);
