import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import type { Proposal } from '#domain/motor/proposal-calls';
import { payPath, proposalPath } from '#domain/motor/purchase-paths';
import { SITE_ROUTES } from '#domain/site-routes';
import type { PaymentOutcome } from '../payment-outcome';

// What the result page says: a fixed text, or the words of an application's state on the server. Every
// button opens one of our own paths.

export type ResultLook = 'success' | 'failed' | 'pending' | 'notFound' | 'neutral';

export interface ResultView {
  look: ResultLook;
  title: MessageDescriptor;
  /** Our own words, or a text of the server or the domain in English (translated where it is shown). */
  description: MessageDescriptor | string;
  /** `download`: the link is one of our files (a cover note's PDF), not a page. */
  action: { text: MessageDescriptor; href: string; download?: boolean };
  /** A payment that did not go through: what to quote to us, and the other ways to pay. */
  failedPayment?: FailedPayment;
}

export interface FailedPayment {
  notCharged: boolean;
  /** The attempt's order id; null when no attempt was made. */
  reference: string | null;
  quotationNumber: string;
}

export const STATUS_TEXT: Record<ResultLook, MessageDescriptor> = {
  success: msg`Successful`,
  failed: msg`Failed`,
  pending: msg`Pending`,
  notFound: msg`Not found`,
  neutral: msg`No result`,
};

const HOME = { text: msg`Go to the home page`, href: SITE_ROUTES.home };

export const NOT_FOUND_VIEW: ResultView = {
  look: 'notFound',
  title: msg`Something went wrong`,
  description: msg`We couldn't find what you were looking for. The link may be incomplete or out of date.`,
  action: HOME,
};

/** A link that names no result we know: nothing to report, and a way on to `link`, one of our paths. */
export const neutralView = (link: string): ResultView => ({
  look: 'neutral',
  title: msg`Nothing to show here`,
  description: msg`This page shows the result of a payment or a cover note, and this link does not lead to one. Your payments and cover notes are in the messages we sent you.`,
  action: link === SITE_ROUTES.home ? HOME : { text: msg`Continue`, href: link },
});

const paidView = (reqKey: string): ResultView => ({
  look: 'success',
  title: msg`Payment received`,
  description: msg`Thank you. Complete your proposal to get your cover note.`,
  action: { text: msg`Continue to your proposal`, href: proposalPath(reqKey) },
});

/** A payment's result, from the application's payment on the server. */
export function paymentView(hashCode: string, outcome: PaymentOutcome, quotationNumber: string): ResultView {
  if (outcome.kind === 'paid') return paidView(outcome.reqKey);
  if (outcome.kind === 'failed')
    return {
      look: 'failed',
      title: msg`Payment failed`,
      description: outcome.message,
      action: { text: msg`Try again`, href: payPath(hashCode) },
      failedPayment: { notCharged: outcome.notCharged, reference: outcome.reference, quotationNumber },
    };
  return {
    look: 'pending',
    title: msg`Payment not confirmed yet`,
    description: PAYMENT_MESSAGES.waiting,
    action: { text: msg`Go to the payment page`, href: payPath(hashCode) },
  };
}

/**
 * The cover note's result (section 2.6), from the proposal on the server. Its file's full address names
 * PUBLIC_URL; the page opens the path on the site it is on.
 */
export function coverNoteView({ req_key, cover_note }: Proposal): ResultView {
  if (!cover_note) return paidView(req_key);
  const coverNoteNo = cover_note.cover_note_no;
  const email = cover_note.email;
  return {
    look: 'success',
    title: msg`Cover note issued`,
    description: msg`Your cover note ${coverNoteNo} is ready and has been e-mailed to ${email}, with a link by SMS.`,
    action: { text: msg`Download Cover Note`, href: new URL(cover_note.url).pathname, download: true },
  };
}
