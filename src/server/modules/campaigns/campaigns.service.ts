// The banks' card offers (issue 25, decision 061): the promotion page's offer with its bank's instalment
// plans (read through the instalments module, which owns them), the offer a lead names, and an admin's
// change of an offer.
import type { Bank, BinRange, CampaignOffer, CardOffer, Offer, OfferPath } from '#domain/campaigns';
import { isBank, offerRunsOn } from '#domain/campaigns';
import type { OfferChange } from '#domain/console/campaigns';
import { today } from '#domain/dates';
import { centsToRupees, rupeesToCents } from '#domain/money';
import type { Db } from '#server/db/client';
import { notFound } from '#server/http/envelope';
import type { InstalmentsService } from '../instalments/instalments.service';
import type { OfferRow } from './campaigns.repository';
import { campaignsRepository } from './campaigns.repository';

/** A path segment a page can have; anything else (a NUL, a space) names no offer and is not looked up. */
const SEGMENT = /^[a-z0-9-]{1,60}$/;

export type CampaignsService = ReturnType<typeof campaignsService>;

/** The offer as `cardPrice` reads it. */
export const offerOfRow = (row: OfferRow): Offer => ({
  discountBp: row.discountBp,
  capCents: row.capCents,
  capPerDay: row.capPerDay,
  maxPaymentsPerDay: row.maxPaymentsPerDay,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
});

/** Every bank's offer as a quote's promo code names it and the card price applies it (decision 062). */
export const cardOffersOf = async (db: Db): Promise<CardOffer[]> =>
  (await campaignsRepository(db).all()).map((row) => ({
    bank: row.bank,
    bankName: row.bankName,
    promoCode: row.promoCode,
    offer: offerOfRow(row),
  }));

/** The banks' BIN ranges, by which the payment knows a card's issuer (decision 062). */
export const binRangesOf = (db: Db): Promise<BinRange[]> => campaignsRepository(db).binRanges();

export function campaignsService(db: Db, { instalments }: { instalments: InstalmentsService }) {
  const repository = campaignsRepository(db);

  const answer = (row: OfferRow, instalmentTerms: CampaignOffer['instalments']): CampaignOffer => ({
    bank: row.bank,
    bank_name: row.bankName,
    campaign_type: row.campaignType,
    category: row.category,
    offer: row.offer,
    promo_code: row.promoCode,
    logo_url: row.logoUrl,
    discount_bp: row.discountBp,
    cap_amount: row.capCents === null ? null : centsToRupees(row.capCents),
    cap_per_day: row.capPerDay,
    max_payments_per_day: row.maxPaymentsPerDay,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    running: offerRunsOn(offerOfRow(row), today()),
    instalments: instalmentTerms,
  });

  const withTerms = async (row: OfferRow) => answer(row, await instalments.termsOf(row.bank));

  return {
    /** The offer of a promotion page; 'Not found' for a bank or offer that has none. */
    async atPath(path: OfferPath): Promise<CampaignOffer> {
      const bank = path.promo_type;
      const row =
        isBank(bank) && Object.values(path).every((segment) => SEGMENT.test(segment))
          ? await repository.atPath(path, bank)
          : undefined;
      if (row === undefined) throw notFound();
      return withTerms(row);
    },

    /** The bank's offer, for a lead that names it; undefined for a bank without one. */
    ofBank: (bank: Bank) => repository.ofBank(bank),

    async all(): Promise<CampaignOffer[]> {
      const rows = await repository.all();
      const terms = await instalments.terms();
      return rows.map((row) => answer(row, terms.find((term) => term.bank === row.bank) ?? null));
    },

    /** Changes a bank's offer; answers it before and after, for the audit log. */
    async change(bank: Bank, change: OfferChange, now: Date) {
      // Read first: the embedded database has one connection, which the transaction holds.
      const terms = await instalments.termsOf(bank);
      return db.transaction(async (tx) => {
        const rows = campaignsRepository(tx);
        const before = await rows.lock(bank);
        if (before === undefined) throw notFound();
        await rows.update(bank, {
          discountBp: change.discount_bp,
          capCents: change.cap_rupees === null ? null : rupeesToCents(change.cap_rupees),
          capPerDay: change.cap_per_day,
          maxPaymentsPerDay: change.max_payments_per_day,
          startsOn: change.starts_on,
          endsOn: change.ends_on,
          updatedAt: now,
        });
        const after = (await rows.ofBank(bank))!;
        return { before: answer(before, terms), after: answer(after, terms) };
      });
    },
  };
}
