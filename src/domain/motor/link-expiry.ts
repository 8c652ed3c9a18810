// How long the links of an application work (docs/decisions/027): the uploader and payment links (its
// pay_sec_hash) and the proposal link (its req_key) are sent by SMS and e-mail, so a buyer can come back
// from any device; they expire with the application. Unpaid, an application lives while its quotation's
// price holds (the quotation's valid_until): after that it can no longer be paid at that price, and the
// buyer starts a new quote. Paid, it lives for a policy year from the day of the payment, long enough
// to reach the proposal, the cover note and the receipt again. Days are calendar days ('yyyy-mm-dd') in
// the server's time zone, both ends included, like the quotation's own validity.
import { i18n } from '../i18n';
import { addYears } from 'date-fns';
import { formatIsoDate, today } from '#domain/dates';

/** How long a paid application's links work after the payment. */
export const PAID_LINK_YEARS = 1;

export interface LinkLife {
  /** The quotation's last valid day. */
  validUntil: string;
  /** When the application was paid; null while unpaid. */
  paidAt: Date | null;
}

/** The last day the application's links work. */
export const linksLastDay = ({ validUntil, paidAt }: LinkLife): string =>
  paidAt === null ? validUntil : formatIsoDate(addYears(paidAt, PAID_LINK_YEARS));

/** Whether the application's links no longer work on `day` (today by default). */
export const linksExpired = (life: LinkLife, day: string = today()) => day > linksLastDay(life);

export const LINK_MESSAGES = {
  /** The refusal (410 Gone) of a call made through an expired link. */
  expired: (life: LinkLife) =>
    life.paidAt === null
      ? i18n._(
          /*i18n*/ "This link expired on {lastDay}, when the quotation's price ended. Please start a new quote.",
          { lastDay: linksLastDay(life) },
        )
      : i18n._(
          /*i18n*/ 'This link expired on {lastDay}, a year after the payment. Please contact us for help with your policy.',
          { lastDay: linksLastDay(life) },
        ),
} as const;
