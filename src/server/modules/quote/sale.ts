// Which channel and promo a quote is sold under (motor sections 1, 4 and 8). Web-Motor and no-promo
// unless: the classifieds partner's promo (channel IKMAN, promo cleared); the lifestyle partner's promo
// with the token of a customer we know (channel FriMi); or a promo code an insurer runs a promotion
// under today; or a renewal's live key (promo RENEWAL, decision 049). Anything else falls back to the defaults and says why in `notice`.
import type { PromoRequest } from '#domain/motor/channel-codes';
import {
  CLASSIFIEDS,
  DEFAULT_CHANNEL,
  LIFESTYLE,
  NO_PROMO,
  PARTNER_MESSAGES,
  RENEWAL,
  PARTNER_TOKEN,
  knownChannel,
  readPromo,
} from '#domain/motor/channel-codes';

const RENEWAL_NOT_AVAILABLE =
  'This renewal link is not known or has expired: the renewal saving is not given';

export interface Sale {
  channel: string;
  promo: string;
  partnerCustomerId: number | null;
  notice: string | null;
}

export interface SaleLookups {
  partnerCustomerId(token: string): Promise<number | undefined>;
  promoCodeRuns(code: string): Promise<boolean>;
  /** Whether a renewal key opens a policy that may be renewed now. */
  renewalKeyLive(key: string): Promise<boolean>;
}

const sale = (
  channel: string,
  promo: string,
  notice: string | null = null,
  partnerCustomerId: number | null = null,
) => ({
  channel,
  promo,
  partnerCustomerId,
  notice,
});

export async function resolveSale(
  sent: { channel?: string; promo?: string },
  lookups: SaleLookups,
): Promise<Sale> {
  const request: PromoRequest = readPromo(sent.promo);
  // The lifestyle channel needs a customer token; a bare channel name does not make one.
  const sentChannel = knownChannel(sent.channel);
  const channel =
    sentChannel === undefined || sentChannel === LIFESTYLE.channel ? DEFAULT_CHANNEL : sentChannel;

  switch (request.kind) {
    case 'none':
      return sale(channel, NO_PROMO);
    case 'classifieds':
      return sale(CLASSIFIEDS.channel, NO_PROMO);
    case 'lifestyle': {
      const customerId = PARTNER_TOKEN.test(request.token)
        ? await lookups.partnerCustomerId(request.token)
        : undefined;
      return customerId === undefined
        ? sale(DEFAULT_CHANNEL, NO_PROMO, PARTNER_MESSAGES.notFound)
        : sale(LIFESTYLE.channel, LIFESTYLE.promo, null, customerId);
    }
    case 'renewal':
      return (await lookups.renewalKeyLive(request.key))
        ? sale(channel, RENEWAL.promo)
        : sale(channel, NO_PROMO, RENEWAL_NOT_AVAILABLE);
    case 'code':
      return (await lookups.promoCodeRuns(request.code))
        ? sale(channel, request.code)
        : sale(channel, NO_PROMO, `Promo code ${request.code} is not available`);
  }
}
