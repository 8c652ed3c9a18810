import { msg } from '@lingui/core/macro';
import { SITE_ROUTES } from '#domain/site-routes';

// The header menu of the content document (section 2, "Layout header menu and header"). Corporate, About
// and Contact lead home there too, as the spec says, until those pages exist.
export const MENU = [
  { label: msg`Home`, to: SITE_ROUTES.home },
  { label: msg`Corporate`, to: SITE_ROUTES.home },
  { label: msg`About`, to: SITE_ROUTES.home },
  { label: msg`Products`, to: '/SearchResultsProduct' },
  { label: msg`Blogs`, to: '/blog' },
  { label: msg`Contact`, to: SITE_ROUTES.home },
] as const;

/** A tel: link dials digits and a leading plus only; the number stays readable in the link text. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The legal pages (issue 20): in the footer of every page and at the foot of each of them. */
export const LEGAL_LINKS = [
  { label: msg`Privacy notice`, to: SITE_ROUTES.privacy },
  { label: msg`Terms of use`, to: SITE_ROUTES.terms },
  { label: msg`How to complain`, to: SITE_ROUTES.complaints },
] as const;
