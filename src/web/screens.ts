import type { Manifest } from 'vite';
import type { Locale } from '#domain/i18n';
import type { LiveRoute } from '#domain/site-routes';
import { LIVE_ROUTES } from '#domain/site-routes';
import type { PageTexts } from './i18n/locale';

/** Each live page's screen module, relative to src/web; the router loads it lazily. */
export const SCREEN_FILES: Record<LiveRoute, string> = {
  home: 'features/home/home-page.tsx',
  motorQuotation: 'features/motor/quotation/quotation-page.tsx',
  motorInquiry: 'features/motor/inquiry/inquiry-page.tsx',
  motorPremiums: 'features/motor/premiums/premium-comparison-page.tsx',
  motorCovers: 'features/motor/covers/cover-comparison-page.tsx',
  account: 'features/motor/account/personal-information-page.tsx',
  documentUploader: 'features/motor/documents/document-uploader-page.tsx',
  pay: 'features/motor/payment/pay-page.tsx',
  proposal: 'features/motor/proposal/proposal-page.tsx',
  result: 'features/motor/result/result-page.tsx',
  verify: 'features/motor/verify/verify-page.tsx',
  privacy: 'features/legal/privacy-page.tsx',
  terms: 'features/legal/terms-page.tsx',
  complaints: 'features/legal/complaints-page.tsx',
  faq: 'features/content/faq-page.tsx',
  blog: 'features/content/blog-page.tsx',
  blogPost: 'features/content/blog-post-page.tsx',
  subscriptionConfirm: 'features/content/subscription-link-page.tsx',
  unsubscribe: 'features/content/subscription-link-page.tsx',
  searchProducts: 'features/content/search-results-page.tsx',
  searchBlogs: 'features/content/search-results-page.tsx',
  searchFaqs: 'features/content/search-results-page.tsx',
  publicLogin: 'features/login/public-login-page.tsx',
  auth: 'features/login/auth-page.tsx',
  profile: 'features/profile/profile-page.tsx',
  renewal: 'features/motor/quotation/renewal-page.tsx',
  console: 'features/console/console-page.tsx',
  raffleWinners: 'features/pages/raffle-winners-page.tsx',
  promotion: 'features/campaigns/promotion-page.tsx',
  smallBusiness: 'features/campaigns/small-business-page.tsx',
  cmd: 'features/pages/cmd-page.tsx',
  emailTemplates: 'features/pages/email-templates-page.tsx',
  test: 'features/pages/steps-page.tsx',
  step1: 'features/pages/steps-page.tsx',
  step2: 'features/pages/steps-page.tsx',
  step3: 'features/pages/steps-page.tsx',
  step4: 'features/pages/steps-page.tsx',
  step5: 'features/pages/steps-page.tsx',
  step6: 'features/pages/steps-page.tsx',
  step7: 'features/pages/steps-page.tsx',
  notFound: 'features/not-found/not-found-page.tsx',
};

/**
 * The pages that show texts from a catalogue of their own beyond the site's (lingui.config.ts): the
 * router loads it with the page.
 */
export const PAGE_TEXTS: Partial<Record<LiveRoute, PageTexts>> = {
  account: 'purchase',
  documentUploader: 'purchase',
  pay: 'purchase',
  proposal: 'purchase',
  result: 'purchase',
  verify: 'purchase',
  privacy: 'legal',
  terms: 'legal',
  complaints: 'legal',
  faq: 'content',
  blog: 'content',
  blogPost: 'content',
  subscriptionConfirm: 'content',
  unsubscribe: 'content',
  searchProducts: 'content',
  searchBlogs: 'content',
  searchFaqs: 'content',
  publicLogin: 'login',
  auth: 'login',
  profile: 'profile',
  raffleWinners: 'pages',
  promotion: 'campaigns',
  smallBusiness: 'campaigns',
  cmd: 'pages',
  emailTemplates: 'pages',
  test: 'pages',
  step1: 'pages',
  step2: 'pages',
  step3: 'pages',
  step4: 'pages',
  step5: 'pages',
  step6: 'pages',
  step7: 'pages',
};

// The server names a page's own chunks in its HTML: without them the browser learns of a screen's code
// only after the main script has run, one round trip later (Lighthouse counted ~0.3 s on a mobile
// network). The same holds for the catalogues of the page's language, which the main script loads before
// it shows anything. Only the build knows which chunks those are: vite.config.ts asks screenChunks.

/** The files of a chunk and of everything it imports, without repeats. */
function chunkFiles(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/** The modules of a page's texts in `locale` (src/locales): the site's, then the page's own. */
const textModules = (route: LiveRoute, locale: Locale) => {
  const texts = PAGE_TEXTS[route];
  return [`../locales/${locale}.ts`, ...(texts ? [`../locales/${texts}/${locale}.ts`] : [])];
};

/** Per live page and language, the chunks its screen and texts need beyond those index.html loads. */
export function screenChunks(manifest: Manifest): Partial<Record<LiveRoute, Record<Locale, string[]>>> {
  const loaded = chunkFiles(manifest, 'index.html');
  const chunksOf = (modules: string[]) => {
    const files = new Set<string>();
    for (const module of modules) chunkFiles(manifest, module, files);
    return [...files].filter((file) => !loaded.has(file));
  };
  const chunks: Partial<Record<LiveRoute, Record<Locale, string[]>>> = {};
  for (const route of LIVE_ROUTES) {
    const byLocale = (locale: Locale) => chunksOf([SCREEN_FILES[route], ...textModules(route, locale)]);
    chunks[route] = { en: byLocale('en'), si: byLocale('si'), ta: byLocale('ta') };
  }
  return chunks;
}
