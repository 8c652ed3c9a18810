import { msg } from '@lingui/core/macro';
import { SITE_ROUTES } from '#domain/site-routes';

/** The footer's contact details, on every page: the menu's Contact leads there (decision 054). */
export const CONTACT_SECTION = 'footer-contact';

// The header menu of the content document (section 2, "Layout header menu and header"). Corporate and
// About lead home, as the spec says, until those pages exist; Contact goes to the contact details in the
// footer of the same page rather than home, where they would be as far away (decision 054).
export const MENU = [
  { label: msg`Home`, to: SITE_ROUTES.home },
  { label: msg`Corporate`, to: SITE_ROUTES.home },
  { label: msg`About`, to: SITE_ROUTES.home },
  { label: msg`Products`, to: '/SearchResultsProduct' },
  { label: msg`Blogs`, to: '/blog' },
  { label: msg`Contact`, to: `#${CONTACT_SECTION}` },
] as const;

/** A tel: link dials digits and a leading plus only; the number stays readable in the link text. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The legal pages (issue 20): in the footer of every page and at the foot of each of them. */
export const LEGAL_LINKS = [
  { label: msg`Privacy notice`, to: SITE_ROUTES.privacy },
  { label: msg`Terms of use`, to: SITE_ROUTES.terms },
  { label: msg`How to complain`, to: SITE_ROUTES.complaints },
] as const;
