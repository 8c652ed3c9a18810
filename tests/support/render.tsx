import type { ReactElement } from 'react';
import { I18nProvider } from '@lingui/react';
import { render as renderInDom } from '@testing-library/react';
import { i18n } from '#domain/i18n';

/** Renders a component as the page does: inside the site's language (English unless a test chose another). */
export const render = (ui: ReactElement) =>
  renderInDom(ui, { wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider> });
