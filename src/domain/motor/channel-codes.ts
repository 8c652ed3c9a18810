// Sales channel codes and the reading of a promo (motor sections 1, 4 and 8), without zod: the
// quotation page needs them at first paint.
export const DEFAULT_CHANNEL = 'Web-Motor';
export const NO_PROMO = 'no-promo';
export const CLASSIFIEDS = { promo: 'IKMAN.LK', channel: 'IKMAN' } as const;
export const LIFESTYLE = {
  promoPrefix: 'FriMiLifeStyle?',
  promo: 'FriMiLifeStyle',
  channel: 'FriMi',
} as const;

/**
 * A renewal's quotation (docs/decisions/049): the promo 'Renewal?{key}' carries the policy's renewal key;
 * the quote is stored under the promo 'RENEWAL', which takes the configured renewal saving off the premium.
 */
export const RENEWAL = { promoPrefix: 'Renewal?', promo: 'RENEWAL' } as const;

/** The channels a quote may be stored under; any other channel sent is read as the default. */
export const CHANNELS = [DEFAULT_CHANNEL, CLASSIFIEDS.channel, LIFESTYLE.channel] as const;
export type Channel = (typeof CHANNELS)[number];

/** The promo of a renewal's quotation, from its renewal key. */
export const renewalPromo = (key: string) => `${RENEWAL.promoPrefix}${key}`;

export const PARTNER_MESSAGES = {
  noData: 'Invalid Response from FriMi Service',
  notFound: 'FriMi LifeStyle User Not Found',
} as const;

/** A partner customer token: URL-safe, as partners issue them. */
export const PARTNER_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

export type PromoRequest =
  | { kind: 'none' }
  | { kind: 'classifieds' }
  | { kind: 'lifestyle'; token: string }
  | { kind: 'renewal'; key: string }
  | { kind: 'code'; code: string };

/** What a promo value asks for; the server decides what it gets (a token may not be found). */
export function readPromo(promo: string | undefined): PromoRequest {
  if (promo === undefined || promo.toLowerCase() === NO_PROMO) return { kind: 'none' };
  if (promo.toUpperCase() === CLASSIFIEDS.promo) return { kind: 'classifieds' };
  if (promo.startsWith(LIFESTYLE.promoPrefix)) {
    return { kind: 'lifestyle', token: promo.slice(LIFESTYLE.promoPrefix.length) };
  }
  if (promo.startsWith(RENEWAL.promoPrefix))
    return { kind: 'renewal', key: promo.slice(RENEWAL.promoPrefix.length) };
  return { kind: 'code', code: promo.toUpperCase() };
}

/** A channel sent by the browser, if it is one of ours. */
export function knownChannel(channel: string | undefined): Channel | undefined {
  return CHANNELS.find((known) => known.toLowerCase() === channel?.toLowerCase());
}
