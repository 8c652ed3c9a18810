import { useLingui } from '@lingui/react';
import { translateText } from '#domain/i18n';

/**
 * Shows a text the server or a shared schema gave in English (a field error, a refusal) in the page's
 * language, and shows it again when the language changes. Such texts are catalogued under their English
 * words (decision 040); one the catalogue does not hold, such as a proxy's message, is shown as it came.
 */
export function useTranslateText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text) => translateText(text, i18n);
}
