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
  title: string;
  description: string;
  /** `download`: the link is one of our files (a cover note's PDF), not a page. */
  action: { text: string; href: string; download?: boolean };
  /** A payment that did not go through: what to quote to us, and the other ways to pay. */
  failedPayment?: FailedPayment;
}

export interface FailedPayment {
  notCharged: boolean;
  /** The attempt's order id; null when no attempt was made. */
  reference: string | null;
  quotationNumber: string;
}

export const STATUS_TEXT: Record<ResultLook, string> = {
  success: 'Successful',
  failed: 'Failed',
  pending: 'Pending',
  notFound: 'Not found',
  neutral: 'No result',
};

const HOME = { text: 'Go to the home page', href: SITE_ROUTES.home };

export const NOT_FOUND_VIEW: ResultView = {
  look: 'notFound',
  title: 'Something went wrong',
  description: "We couldn't find what you were looking for. The link may be incomplete or out of date.",
  action: HOME,
};

/** A link that names no result we know: nothing to report, and a way on to `link`, one of our paths. */
export const neutralView = (link: string): ResultView => ({
  look: 'neutral',
  title: 'Nothing to show here',
  description:
    'This page shows the result of a payment or a cover note, and this link does not lead to one. ' +
    'Your payments and cover notes are in the messages we sent you.',
  action: link === SITE_ROUTES.home ? HOME : { text: 'Continue', href: link },
});

const paidView = (reqKey: string): ResultView => ({
  look: 'success',
  title: 'Payment received',
  description: 'Thank you. Complete your proposal to get your cover note.',
  action: { text: 'Continue to your proposal', href: proposalPath(reqKey) },
});

/** A payment's result, from the application's payment on the server. */
export function paymentView(hashCode: string, outcome: PaymentOutcome, quotationNumber: string): ResultView {
  if (outcome.kind === 'paid') return paidView(outcome.reqKey);
  if (outcome.kind === 'failed')
    return {
      look: 'failed',
      title: 'Payment failed',
      description: outcome.message,
      action: { text: 'Try again', href: payPath(hashCode) },
      failedPayment: { notCharged: outcome.notCharged, reference: outcome.reference, quotationNumber },
    };
  return {
    look: 'pending',
    title: 'Payment not confirmed yet',
    description: PAYMENT_MESSAGES.waiting,
    action: { text: 'Go to the payment page', href: payPath(hashCode) },
  };
}

/**
 * The cover note's result (section 2.6), from the proposal on the server. Its file's full address names
 * PUBLIC_URL; the page opens the path on the site it is on.
 */
export function coverNoteView({ req_key, cover_note }: Proposal): ResultView {
  if (!cover_note) return paidView(req_key);
  return {
    look: 'success',
    title: 'Cover note issued',
    description: `Your cover note ${cover_note.cover_note_no} is ready and has been e-mailed to ${cover_note.email}, with a link by SMS.`,
    action: { text: 'Download Cover Note', href: new URL(cover_note.url).pathname, download: true },
  };
}
