import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '#domain/i18n';
import { PAGE_STATE_ID } from '#domain/page-render';
import { queryClient } from './api/query-client';
import { hydrateInTurns } from './components/layout/hydrate-in-turn';
import { readPageState } from './api/page-state';
import { activateLocale, pageLocale } from './i18n/locale';
import { createRouter } from './router';
import './styles.css';

// The page's language first (a chunk of its own for Sinhala and Tamil), so it never flashes in English.
// A content page comes rendered by the server with the data it showed (decision 057): the browser takes
// that data, loads the page's module, and hydrates the markup rather than draw it again. Any other page is
// drawn from nothing. A transition lets React render the first page in slices, yielding to the browser
// between them, rather than in one long task that a cheap phone cannot answer a tap during. The built site
// runs on Preact (docs/decisions/042-preact-in-the-browser.md), whose startTransition just runs the
// callback: there the first page renders in one task, which that decision measures.
const state = readPageState(document.getElementById(PAGE_STATE_ID)?.textContent);
if (state) hydrate(queryClient, state);

void Promise.all([activateLocale(pageLocale()), createRouter(state !== undefined)]).then(([, router]) => {
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
  startTransition(() => {
    if (!state) return createRoot(root).render(app);
    // The header first, the rest in tasks of their own (decisions 059 and 065).
    const hydrated = hydrateInTurns();
    hydrateRoot(root, app);
    // Says that the page the server sent is now the app (its buttons answer), for tests and tools.
    void hydrated.then(() => (root.dataset.hydrated = ''));
  });
});
