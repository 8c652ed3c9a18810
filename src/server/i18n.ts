import type { I18n, Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import type { Locale } from '#domain/i18n';
import { messages as en } from '#locales/en';
import { messages as legalEn } from '#locales/legal/en';
import { messages as legalSi } from '#locales/legal/si';
import { messages as legalTa } from '#locales/legal/ta';
import { messages as lettersEn } from '#locales/letters/en';
import { messages as lettersSi } from '#locales/letters/si';
import { messages as lettersTa } from '#locales/letters/ta';
import { messages as loginEn } from '#locales/login/en';
import { messages as loginSi } from '#locales/login/si';
import { messages as loginTa } from '#locales/login/ta';
import { messages as profileEn } from '#locales/profile/en';
import { messages as profileSi } from '#locales/profile/si';
import { messages as profileTa } from '#locales/profile/ta';
import { messages as purchaseEn } from '#locales/purchase/en';
import { messages as purchaseSi } from '#locales/purchase/si';
import { messages as purchaseTa } from '#locales/purchase/ta';
import { messages as si } from '#locales/si';
import { messages as ta } from '#locales/ta';

// The server's texts to a customer (SMS, e-mails, the cover note) in the customer's language, one Lingui
// instance per language. The shared instance of #domain/i18n stays English: it words the API's answers,
// which do not change with the language (decision 040).

/** Each language's whole catalogue: the site's texts, the purchase's, the legal pages', the login's, the profile's and the letters'. */
export const CATALOGUES: Record<Locale, Messages> = {
  en: { ...en, ...purchaseEn, ...legalEn, ...loginEn, ...profileEn, ...lettersEn },
  si: { ...si, ...purchaseSi, ...legalSi, ...loginSi, ...profileSi, ...lettersSi },
  ta: { ...ta, ...purchaseTa, ...legalTa, ...loginTa, ...profileTa, ...lettersTa },
};

const translatorOf = (locale: Locale) => setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
const translators: Record<Locale, I18n> = {
  en: translatorOf('en'),
  si: translatorOf('si'),
  ta: translatorOf('ta'),
};

/** The Lingui instance that writes in `locale`. */
export const translator = (locale: Locale): I18n => translators[locale];
