import type { I18n } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import type { Locale } from '#domain/i18n';
import { messages as en } from '#locales/en';
import { messages as si } from '#locales/si';
import { messages as ta } from '#locales/ta';

// The server's texts to a customer (SMS, e-mails, the cover note) in the customer's language, one Lingui
// instance per language, each with its own catalogue. The shared instance of #domain/i18n stays English:
// it words the API's answers, which do not change with the language (decision 040).
const translators: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en } }),
  si: setupI18n({ locale: 'si', messages: { si } }),
  ta: setupI18n({ locale: 'ta', messages: { ta } }),
};

/** The Lingui instance that writes in `locale`. */
export const translator = (locale: Locale): I18n => translators[locale];
