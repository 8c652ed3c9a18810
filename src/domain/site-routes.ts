// The site's page paths (route table of the content document, section 2). The web router maps each to a
// screen; the server uses the same list to answer 404 for a page path that does not exist.
export const SITE_ROUTES = {
  home: '/',
  faq: '/faq',
  /** The blog: the featured-articles page and one article (issue 24). */
  blog: '/blog',
  blogPost: '/blog-post/:slug',
  /** The links of the blog subscription's letters (decision 058): each page asks before it changes anything. */
  subscriptionConfirm: '/blog/confirm-subscription',
  unsubscribe: '/blog/unsubscribe',
  /** The search results page, one path per tab; the tab follows the path (content section 4). */
  searchProducts: '/SearchResultsProduct',
  searchBlogs: '/SearchResultsBlog',
  searchFaqs: '/SearchResultsFAQ',
  motorQuotation: '/motor/:vehicle_type/:insurance_type/Quotation',
  motorInquiry: '/motor/:vehicle_type/:insurance_type/Inquiry',
  motorPremiums: '/motor/:vehicle_type/:insurance_type/Premium-Comparison',
  motorCovers: '/motor/:vehicle_type/:insurance_type/Cover-Comparison',
  account: '/account',
  proposal: '/motor/Proposal/:req_key',
  result: '/payment/:hash_code',
  notFound: '/page404',
  promotion: '/promotions/:campaign_type/:category/:promo_type/:offer',
  profile: '/profile',
  majorIllness: '/medical/major-illnesses-insurance-cover',
  documentUploader: '/user/document/uploader/:hash_code',
  /** The payment gateway's checkout page (motor section 2.8); the built-in sandbox gateway serves it. */
  pay: '/Pay/:product/:hash_code',
  auth: '/auth',
  publicLogin: '/v1/public_login',
  smallBusiness: '/start-ups-&-sme',
  /**
   * The public check of a cover note, opened by the QR code printed on it (motor section 2.6); without a
   * number it asks for one (decision 033).
   */
  verify: '/verify/:cover_note_no?',
  /** The legal pages (issue 20): linked from the footer and from every form that collects personal data. */
  privacy: '/privacy',
  terms: '/terms',
  complaints: '/complaints',
  /**
   * The operator console (issue 22): staff review documents and manage staff. Its own layout and its own
   * routes inside, in one chunk that no customer page loads.
   */
  console: '/console/*',
  /**
   * A policy's renewal (issue 23, decision 049): the quotation filled from the policy, by the key of the
   * reminder's link, or without one (`?policy=`) for the signed-in customer's own policy.
   */
  renewal: '/renew/:key?',
  /** Served by another site: the server sends the browser there, to the same path (decision 054). */
  perDayMotor: '/per-day-motor-insurance',
  /** The configured raffle draw's winners page, in a frame (decision 054). */
  raffleWinners: '/raffle-draw/winners/',
  /** The developer showcase and sample pages (section 2; decision 054): /step5 is /Step5 (paths match in any case). */
  cmd: '/cmd',
  emailTemplates: '/emailtm',
  test: '/test',
  step1: '/Step1',
  step2: '/Step2',
  step3: '/Step3',
  step4: '/Step4',
  step5: '/Step5',
  step6: '/Step6',
  step7: '/Step7',
} as const;

export type SiteRoute = keyof typeof SITE_ROUTES;

const UNLISTED = [
  'cmd',
  'emailTemplates',
  'test',
  'step1',
  'step2',
  'step3',
  'step4',
  'step5',
  'step6',
  'step7',
] as const satisfies readonly SiteRoute[];

/** Paths that exist in the site today; later issues add theirs as their screens land. */
export const LIVE_ROUTES = [
  'home',
  'motorQuotation',
  'motorInquiry',
  'motorPremiums',
  'motorCovers',
  'account',
  'documentUploader',
  'pay',
  'proposal',
  'result',
  'verify',
  'privacy',
  'terms',
  'complaints',
  'faq',
  'blog',
  'blogPost',
  'subscriptionConfirm',
  'unsubscribe',
  'searchProducts',
  'searchBlogs',
  'searchFaqs',
  'publicLogin',
  'auth',
  'profile',
  'console',
  'renewal',
  'raffleWinners',
  'promotion',
  'smallBusiness',
  ...UNLISTED,
  'notFound',
] as const satisfies readonly SiteRoute[];
export type LiveRoute = (typeof LIVE_ROUTES)[number];

/**
 * The content pages the server sends as HTML rendered from the web app's own components, with their data
 * for the browser to hydrate (decision 057); every other page is the single-page app's shell. The
 * campaign pages are among them (decision 061).
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<LiveRoute> = new Set<LiveRoute>([
  'home',
  'blog',
  'blogPost',
  'faq',
  'searchProducts',
  'searchBlogs',
  'searchFaqs',
  'promotion',
  'smallBusiness',
]);

/** Pages for developers and samples (decision 054): kept out of search engines and of the menu. */
export const UNLISTED_ROUTES: ReadonlySet<LiveRoute> = new Set<LiveRoute>(UNLISTED);
