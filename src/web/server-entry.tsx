import { AsyncLocalStorage } from 'node:async_hooks';
import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { i18n } from '#domain/i18n';
import type { CreatePageRenderer } from '#domain/page-render';
import { PAGE_STATE_ID, scriptJson } from '#domain/page-render';
import { ApiError } from './api/api-error';
import { createApiClient, provideApiClient } from './api/client';
import { pageState } from './api/page-state';
import { PageTitleContext } from './components/use-page-title';
import { renderingPage } from './config';
import { pageModule, siteRoutes } from './router';

// The web app on the server (decision 057): Vite builds this file in SSR mode, with the same transforms as
// the browser's bundle (Lingui's macros, Preact in place of React), into dist/web-server, which the server
// imports when it is there. It renders a content page from the site's own routes and components and their
// queries, fetched in-process through the server's routes, so the page reads before any script runs.

// Every catalogue the site's pages use, in every language (the letters' are the server's own).
const CATALOGUES = import.meta.glob<Messages>(
  ['../locales/*.ts', '../locales/*/*.ts', '!../locales/letters/*', '!../locales/**/*.test.ts'],
  { eager: true, import: 'messages' },
);
for (const [file, messages] of Object.entries(CATALOGUES)) {
  i18n.load(/(\w+)\.ts$/.exec(file)![1]!, messages);
}

/** Renders, fetching what the render asked for, up to this many times (a query may need another's data). */
const MAX_RENDERS = 3;

export const createPageRenderer: CreatePageRenderer = ({ config, fetch }) => {
  const visitor = new AsyncLocalStorage<string>();
  provideApiClient(
    createApiClient({
      credential: config,
      fetch: (input, init) => fetch(String(input), init, visitor.getStore() ?? ''),
    }),
  );
  const handler = createStaticHandler(siteRoutes(pageModule));

  return async ({ url, origin, locale, remoteAddress }) => {
    const context = await handler.query(new Request(new URL(url, origin)));
    // A redirect, or a route that failed to load: the app's shell handles it as always.
    if (context instanceof Response || context.errors) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The queries the render asks for (useQuery's options come with their queryFn; a look-up by key has
    // none): on the server useQuery only notes them, so they are fetched here and the page rendered again.
    const asked = new Map<string, FetchQueryOptions>();
    const defaults = client.defaultQueryOptions.bind(client);
    client.defaultQueryOptions = (options) => {
      const defaulted = defaults(options);
      if (defaulted.queryFn && defaulted.enabled !== false)
        asked.set(defaulted.queryHash, defaulted as FetchQueryOptions);
      return defaulted;
    };
    let title: string | undefined;
    // Synchronous: no other page's render can come between setting the language and config and using them.
    const render = () => {
      renderingPage({ config, origin });
      i18n.activate(locale);
      return renderToString(
        <PageTitleContext.Provider value={(pageTitle) => (title = pageTitle)}>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </I18nProvider>
        </PageTitleContext.Provider>,
      );
    };
    const unfetched = () =>
      [...asked.values()].filter((options) => client.getQueryState(options.queryKey)?.status === 'pending');

    let html = render();
    for (let renders = 1; unfetched().length > 0; renders += 1) {
      if (renders === MAX_RENDERS) return undefined;
      await visitor.run(remoteAddress, () =>
        Promise.all(unfetched().map((options) => client.prefetchQuery(options))),
      );
      html = render();
    }
    // Data that is not there answers 404 with the page saying so; any other failure is left to the
    // browser, whose page retries and says what went wrong.
    const errors = client
      .getQueryCache()
      .getAll()
      .flatMap((query) => (query.state.error ? [query.state.error] : []));
    if (errors.some((error) => !(error instanceof ApiError && error.httpStatus === 404))) return undefined;
    return {
      status: errors.length > 0 ? 404 : context.statusCode,
      title: title ?? '',
      html,
      state: `<script type="application/json" id="${PAGE_STATE_ID}">${scriptJson(pageState(client))}</script>`,
    };
  };
};
