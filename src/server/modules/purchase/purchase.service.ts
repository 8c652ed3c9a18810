// The purchase (motor sections 2.5, 4 and 7; architecture, "The motor purchase, as data"): the verified
// customer applies for one quotation of a quote. The price, channel and promo are the stored quote's,
// never the body's. Every check runs before anything is written, so a refusal stores nothing. Buying the
// same quotation again is the same application: the same pay_sec_hash, and while it is still 'created'
// the form just sent replaces the earlier one (the customer mended a typo), recorded as an event. A new
// application sends the applicant the link to its uploader, in the purchase's transaction; buying again
// sends nothing more. Buying a quotation already paid answers its proposal's key: the buyer goes there.
import { today } from '#domain/dates';
import type { Locale } from '#domain/i18n';
import { DEFAULT_LOCALE } from '#domain/i18n';
import type { Purchase } from '#domain/motor/purchase';
import { PURCHASE_MESSAGES } from '#domain/motor/purchase';
import type { CoverType } from '#domain/motor/purchase-paths';
import { BUY_PATHS } from '#domain/motor/purchase-paths';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { personalInfoShape } from '#domain/people/personal-info';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { ApiError, FieldErrors } from '#server/http/envelope';
import type { AppOutbox } from '#server/integrations/integrations';
import { randomToken } from '#server/random-token';
import { canBeRowId } from '#server/row-id';
import { applicantOf, linksOf, writeToApplicant } from '../application/applicant-messages';
import type { ApplicationForm } from '../application/application.service';
import { openApplication, paidApplication } from '../application/application.service';
import { assertOwnCustomer, assertOwnNumber, setCustomerLocale } from '../consumer/consumer.service';
import type { QuoteService } from '../quote/quote.service';
import { companyLookups } from '../reference/companies';
import { purchaseLetter } from './purchase-message';

// 144 bits each: the architecture asks for at least 128, URL-safe.
const SECRET_BYTES = 18;

const PERSONAL_FIELDS = Object.keys(personalInfoShape);

export type PurchaseService = ReturnType<typeof purchaseService>;

/** The price the customer pays: the promotional total when the list showed one. */
const amountOf = (item: QuotationItem) =>
  item.is_promo_discount === '1' ? item.disc_total_premium : item.total_premium;

/** The personal form as parsed, as JSON stores it: without the quote's, payment and channel fields. */
function formOf(purchase: Purchase, existingInsurerId: number | null): ApplicationForm {
  const personal = Object.fromEntries(
    Object.entries(purchase).filter(([field]) => PERSONAL_FIELDS.includes(field)),
  );
  const renewal = purchase.is_renewal === '1';
  return {
    personalInfo: JSON.parse(JSON.stringify(personal)),
    isRenewal: renewal,
    existingInsurerId,
    renewalDate: renewal ? (purchase.renwal_date ?? null) : null,
  };
}

export interface PurchaseDependencies {
  db: Db;
  quotes: Pick<QuoteService, 'quotation'>;
  outbox: AppOutbox;
  /** How to reach us, in the message with the uploader's link. */
  contact: Config['contact'];
}

export function purchaseService({ db, quotes, outbox, contact }: PurchaseDependencies) {
  const companies = companyLookups(db);

  /** The renewal's insurer id, checked against the insurer list; null for a new policy. */
  async function existingInsurer(purchase: Purchase): Promise<number | null> {
    if (purchase.is_renewal !== '1') return null;
    const id = /^\d+$/.test(purchase.existing_insurer ?? '') ? Number(purchase.existing_insurer) : 0;
    if (!canBeRowId(id) || !(await companies.isInsurer(id)))
      throw new FieldErrors({ existing_insurer: [PURCHASE_MESSAGES.unknownInsurer] });
    return id;
  }

  /**
   * `site` is our own address, for the link in the message; `locale` the language of the buyer's request,
   * which becomes the customer's.
   */
  async function buy(
    mobile: string,
    coverType: CoverType,
    purchase: Purchase,
    site: string,
    locale: Locale = DEFAULT_LOCALE,
  ) {
    assertOwnNumber(purchase.mobile_number, mobile);
    await assertOwnCustomer(db, purchase.customer_id, mobile);
    const { quote, item } = await quotes.quotation(purchase.unq_hash, purchase.quote_number);
    if (item === undefined)
      throw new FieldErrors({ quote_number: [PURCHASE_MESSAGES.notInQuote(purchase.quote_number)] });
    if (quote.coverType !== coverType)
      throw new ApiError(400, PURCHASE_MESSAGES.wrongPath(BUY_PATHS[quote.coverType]));
    // Paid already (even once the quotation's price has ended): where the buyer is, not a new purchase.
    const paid = await paidApplication(db, {
      quoteId: quote.id,
      companyId: item.id,
      customerId: purchase.customer_id,
    });
    if (paid) return { pay_sec_hash: paid.paySecHash, req_key: paid.reqKey };
    const amount = amountOf(item);
    if (amount === null) throw new ApiError(409, PURCHASE_MESSAGES.declined);
    if (quote.validUntil < today()) throw new ApiError(409, PURCHASE_MESSAGES.expired(quote.validUntil));
    const form = formOf(purchase, await existingInsurer(purchase));

    const application = {
      quoteId: quote.id,
      companyId: item.id,
      customerId: purchase.customer_id,
      ...form,
      paySecHash: randomToken(SECRET_BYTES),
      reqKey: randomToken(SECRET_BYTES),
      qotNumber: item.qot_number,
      coverType: quote.coverType,
      quotation: item,
      amountCents: amount,
      channel: quote.channel,
      promo: quote.promo,
    };
    const opened = await outbox.transaction(async (tx, queue) => {
      // The customer is written to in the language they bought in, from now on (issue 21).
      await setCustomerLocale(tx, purchase.customer_id, locale);
      const result = await openApplication(tx, application);
      if (result.created) {
        const applicant = await applicantOf(tx, result.id);
        const letter = purchaseLetter(applicant, linksOf(site, applicant), contact, applicant.i18n);
        await writeToApplicant({ queue, contact }, applicant, letter);
      }
      return result;
    });
    return { pay_sec_hash: opened.paySecHash, req_key: null };
  }

  return { buy };
}
