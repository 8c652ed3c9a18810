// Sales channels (motor sections 1, 4 and 8). Every quote is sold through a channel and may carry a
// promo code. The classifieds partner's promo switches the channel and clears the promo; the lifestyle
// partner's promo carries a customer token after a question mark, which the server looks up.
import { z } from 'zod';
import { optionalString } from '../fields';
import { maxLength, matches } from '../text-rules';

import { LIFESTYLE, PARTNER_TOKEN } from './channel-codes';

export const partnerToken = (message: string) => matches(PARTNER_TOKEN, message);

// Promo codes arrive in URLs; they are short codes, or the lifestyle prefix plus a token.
export const channelField = optionalString([maxLength(40, /*i18n*/ 'Channel is not valid')]);
export const promoField = optionalString([
  maxLength(LIFESTYLE.promoPrefix.length + 128, /*i18n*/ 'Promo code is not valid'),
  matches(/^[A-Za-z0-9._?-]+$/, /*i18n*/ 'Promo code is not valid'),
]);

/** GET /v1/partner/customer: what the partner told us about its customer. */
export const partnerCustomerSchema = z.object({
  title: z.string(),
  name: z.string(),
  mobile_number: z.string(),
  email: z.string(),
});
