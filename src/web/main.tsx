import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '#domain/i18n';
import { queryClient } from './api/query-client';
import { activateLocale, pageLocale } from './i18n/locale';
import { router } from './router';
import './styles.css';

// The page's language first (a chunk of its own for Sinhala and Tamil), so it never flashes in English.
// A transition lets React render the first page in slices, yielding to the browser between them, rather
// than in one long task that a cheap phone cannot answer a tap during. The built site runs on Preact
// (docs/decisions/042-preact-in-the-browser.md), whose startTransition just runs the callback: there
// the first page renders in one task, which that decision measures.
void activateLocale(pageLocale()).then(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  ),
);
