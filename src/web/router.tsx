import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { createBrowserRouter, matchRoutes } from 'react-router';
import type { LiveRoute } from '#domain/site-routes';
import { LIVE_ROUTES, SITE_ROUTES } from '#domain/site-routes';
import { PAGE_TEXTS, SCREEN_FILES } from './screens';
import { queryClient } from './api/query-client';
import { PageLoading, RouteError, SiteLayout } from './components/layout/site-layout';
import { loadPageTexts, pageLocale } from './i18n/locale';
import { homeDataQueryOptions } from './features/home/api/get-home-data';
import { coversQueryOptions } from './features/motor/api/get-covers';
import { documentsQueryOptions } from './features/motor/api/get-documents';
import { paymentSummaryQueryOptions } from './features/motor/api/get-payment-summary';
import { proposalQueryOptions } from './features/motor/api/get-proposal';
import { leasingCompaniesQueryOptions } from './features/motor/api/get-leasing-companies';
import { coverVerificationQueryOptions } from './features/motor/api/get-cover-verification';
import { premiumsQueryOptions } from './features/motor/api/get-premiums';
import { MIN_COMPARE } from '#domain/motor/compare';
import { readSelection } from './features/motor/comparison-query';
import { isLinkKey } from '#domain/motor/link-key';
import { isCoverNoteNo } from '#domain/motor/cover-note';

export type Screen = () => Promise<{ Component: ComponentType }>;

// Every page module is its own chunk; SCREEN_FILES (which the build reads too) says which one a page uses.
const PAGE_MODULES = import.meta.glob<{ Component: ComponentType }>('./features/**/*-page.tsx');
/** A page's module, as the server loads it (it holds every catalogue already). */
export const pageModule = (name: LiveRoute): Screen => PAGE_MODULES[`./${SCREEN_FILES[name]}`]!;
// In the browser a page with texts of its own (PAGE_TEXTS) loads them together with its module.
const screen = (name: LiveRoute): Screen => {
  const load = pageModule(name);
  const texts = PAGE_TEXTS[name];
  return texts ? async () => (await Promise.all([load(), loadPageTexts(texts)]))[0] : load;
};

/** The quote's premiums: the premium list, and the quotation being bought on the account page. */
const prefetchPremiums = ({ request }: LoaderFunctionArgs) => {
  const unqHash = new URL(request.url).searchParams.get('unq_hash');
  if (unqHash) void queryClient.prefetchQuery(premiumsQueryOptions(unqHash));
  return null;
};

/** Starts a purchase page's query when the link's key can name an application at all. */
const prefetchByKey =
  (param: string, prefetch: (key: string) => Promise<void>) =>
  ({ params }: LoaderFunctionArgs) => {
    const key = params[param];
    if (isLinkKey(key)) void prefetch(key);
    return null;
  };

// A screen's data starts loading together with its module rather than after it; nothing waits for it.
const PREFETCH: Partial<Record<LiveRoute, (args: LoaderFunctionArgs) => null>> = {
  home: () => {
    void queryClient.prefetchQuery(homeDataQueryOptions(pageLocale()));
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
  documentUploader: prefetchByKey('hash_code', (key) =>
    queryClient.prefetchQuery(documentsQueryOptions(key)),
  ),
  // The return page (with ?order_id=) asks for its own attempt, so only the checkout is fetched early.
  pay: (args) =>
    new URL(args.request.url).searchParams.has('order_id')
      ? null
      : prefetchByKey('hash_code', (key) => queryClient.prefetchQuery(paymentSummaryQueryOptions(key)))(args),
  // Section 2.6: the leasing companies load with the proposal, for a leased vehicle's form.
  proposal: prefetchByKey('req_key', (key) =>
    Promise.all([
      queryClient.prefetchQuery(proposalQueryOptions(key)),
      queryClient.prefetchQuery(leasingCompaniesQueryOptions()),
    ]).then(() => undefined),
  ),
  verify: ({ params }) => {
    const number = params.cover_note_no?.trim().toUpperCase();
    if (isCoverNoteNo(number)) void queryClient.prefetchQuery(coverVerificationQueryOptions(number));
    return null;
  },
};

// The operator console brings its own layout (no customer header, footer or dock) and routes inside.
const SITE_PAGES = LIVE_ROUTES.filter((name) => name !== 'console');

/**
 * The site's routes, each page's module loaded by `load`; the server renders the same table (decision
 * 057), without the browser's prefetches. A route's id is its page's name.
 */
export const siteRoutes = (
  load: (name: LiveRoute) => Screen,
  prefetch: Partial<Record<LiveRoute, (args: LoaderFunctionArgs) => null>> = {},
): RouteObject[] => [
  { id: 'console', path: SITE_ROUTES.console, lazy: load('console'), HydrateFallback: PageLoading },
  {
    id: 'site',
    Component: SiteLayout,
    ErrorBoundary: RouteError,
    // A screen's own HydrateFallback lets the shell render at once, and stay, while the first screen loads.
    children: [
      ...SITE_PAGES.map((name) => ({
        id: name,
        path: SITE_ROUTES[name],
        lazy: load(name),
        loader: prefetch[name],
        HydrateFallback: PageLoading,
      })),
      { id: 'unknown', path: '*', lazy: load('notFound'), HydrateFallback: PageLoading },
    ],
  },
];

/**
 * The browser's router. Over a page the server rendered (`hydrating`), the first page's module is loaded
 * before the router starts, and its prefetch counts as done (its data came with the page), so the router
 * renders that page at once, as the server did, rather than its HydrateFallback.
 */
export async function createRouter(hydrating: boolean) {
  const routes = siteRoutes(screen, PREFETCH);
  if (!hydrating) return createBrowserRouter(routes);
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  const loaderData = Object.fromEntries(matches.map(({ route }) => [route.id, null]));
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}
