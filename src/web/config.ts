import type { PublicConfig } from '#domain/public-config';
import { PUBLIC_CONFIG_META } from '#domain/public-config';

// The server puts PublicConfig in a meta tag of index.html (no inline script, so the CSP stays strict).
// A page served without it (Vite's bare dev server, a cached copy) still renders: the shell simply shows
// no hotline, and API calls that need the credential are refused by the server with a clear message.
const EMPTY: PublicConfig = {
  apiKey: '',
  userName: '',
  password: '',
  demo: false,
  hotlines: [],
  contactEmail: '',
  renewalSaving: 2500,
  companyAddress: '',
  socialLinks: [],
  brokerLicence: '',
  dataProtectionEmail: '',
  raffleWinnersUrl: '',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The well-formed entries of a list of objects, each read by `read`. */
function entries<T>(list: unknown, read: (entry: Record<string, unknown>) => T): T[] {
  if (!Array.isArray(list)) return [];
  return list.map((item: unknown) =>
    read((typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>),
  );
}

/** Reads the meta tag's JSON, keeping only well-formed fields so a bad value cannot break the shell. */
export function parsePublicConfig(content: string | null | undefined): PublicConfig {
  if (!content) return EMPTY;
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return EMPTY;
  }
  if (typeof raw !== 'object' || raw === null) return EMPTY;
  const value = raw as Record<string, unknown>;
  return {
    apiKey: text(value.apiKey),
    userName: text(value.userName),
    password: text(value.password),
    demo: value.demo === true,
    hotlines: entries(value.hotlines, (entry) => ({
      name: text(entry.name),
      number: text(entry.number),
    })).filter((line) => line.number !== ''),
    contactEmail: text(value.contactEmail),
    renewalSaving:
      typeof value.renewalSaving === 'number' &&
      Number.isInteger(value.renewalSaving) &&
      value.renewalSaving >= 0
        ? value.renewalSaving
        : 2500,
    companyAddress: text(value.companyAddress),
    socialLinks: entries(value.socialLinks, (entry) => ({
      label: text(entry.label),
      href: text(entry.href),
    })).filter((link) => link.label !== '' && /^https:\/\//.test(link.href)),
    brokerLicence: text(value.brokerLicence),
    dataProtectionEmail: text(value.dataProtectionEmail),
    raffleWinnersUrl: /^https?:\/\//.test(text(value.raffleWinnersUrl)) ? text(value.raffleWinnersUrl) : '',
  };
}

let cached: PublicConfig | undefined;
/** The page the server is rendering (src/web/server-entry.tsx), set before each render; none in a browser. */
let rendering: { config: PublicConfig; origin: string } | undefined;

/** The page's config, read from the DOM once; on the server, the server's own. */
export function publicConfig(): PublicConfig {
  cached ??=
    rendering?.config ??
    parsePublicConfig(document.querySelector(`meta[name="${PUBLIC_CONFIG_META}"]`)?.getAttribute('content'));
  return cached;
}

/** The site's origin as the visitor's browser sees it (https://kavacha.lk), for absolute links. */
export const pageOrigin = () => rendering?.origin ?? window.location.origin;

/** On the server: the page about to be rendered, which publicConfig and pageOrigin answer for. */
export function renderingPage(page: { config: PublicConfig; origin: string }) {
  rendering = page;
}
