// Each bank's campaign in numbers for the console's Bank offers (decision 062): the leads filed under its
// promo code (its page's and its quotes' comparison leads) and how many were converted, from the inquiry
// module; its quotes' applications paid and what they were charged, from the payments module.
import type { CampaignStats } from '#domain/console/campaigns';
import { centsToRupees } from '#domain/money';
import type { Db } from '#server/db/client';
import { leadsByPromo } from '../inquiry/inquiry.service';
import { salesByPromo } from '../payments/payments.service';
import { cardOffersOf } from './campaigns.service';

export async function campaignStats(db: Db): Promise<CampaignStats[]> {
  const offers = await cardOffersOf(db);
  const codes = offers.map((offer) => offer.promoCode);
  const [leads, sales] = await Promise.all([leadsByPromo(db, codes), salesByPromo(db, codes)]);
  return offers.map(({ bank, promoCode }) => {
    const led = leads.find((row) => row.promo === promoCode);
    const sold = sales.find((row) => row.promo === promoCode);
    return {
      bank,
      leads: led?.leads ?? 0,
      converted: led?.converted ?? 0,
      sales: sold?.sales ?? 0,
      premium: centsToRupees(sold?.premiumCents ?? 0),
    };
  });
}
