// What the customer is told when the gateway reverses the payment that paid their application (a
// charge-back by their bank, or a refund): what happened, that the cover note (if one was issued) is
// cancelled and no longer covers the vehicle, and what to do, with our hotline from the configuration.
// It goes out as every message to the applicant does (applicant-messages.ts).
import type { PaymentReversal } from '#domain/motor/payment';
import { formatRupees } from '#domain/money';
import type { Config } from '#server/config';
import type { Letter } from '../application/applicant-messages';
import { reachUs } from '../application/applicant-messages';

export interface ReversalNotice {
  reversal: PaymentReversal;
  amountCents: number;
  insurer: string;
  typeOfCover: string;
  /** The cover note cancelled, if one had been issued; `vehicle` is its registration number. */
  coverNote: { coverNoteNo: string; vehicle: string } | undefined;
}

/** What happened to `payment` ('your payment of Rs. … for your … motor insurance with …'). */
const WHAT_HAPPENED: Record<PaymentReversal, (payment: string) => string> = {
  chargedback: (payment) => `your bank has reversed (charged back) ${payment}`,
  refunded: (payment) => `${payment} has been refunded to you`,
};

export function reversalLetter(notice: ReversalNotice, contact: Config['contact']): Letter {
  const { coverNote } = notice;
  const payment = `your payment of ${formatRupees(notice.amountCents)} for your ${notice.typeOfCover} cover with ${notice.insurer}`;
  const consequence = coverNote
    ? [
        `Because the payment was reversed, cover note ${coverNote.coverNoteNo} for ${coverNote.vehicle} has been cancelled today.`,
        'Your vehicle is no longer covered by this cover note, and anyone who checks it will see that it is not in force.',
      ]
    : ['Because the payment was reversed, no cover note will be issued for this application.'];
  return {
    subject: coverNote
      ? `Your cover note ${coverNote.coverNoteNo} has been cancelled`
      : 'Your motor insurance payment has been reversed',
    paragraphs: [
      `Our payment gateway has told us that ${WHAT_HAPPENED[notice.reversal](payment)}.`,
      consequence.join('\n'),
      [
        'What to do now:',
        '- Do not drive on a public road without valid motor insurance: it is an offence in Sri Lanka.',
        `- If you did not expect this, or you still want the cover, please ${reachUs(contact)} and we will help you arrange it.`,
      ].join('\n'),
    ],
    sms: reversalSms(notice, contact),
  };
}

function reversalSms(notice: ReversalNotice, contact: Config['contact']) {
  const what =
    notice.reversal === 'chargedback' ? 'was charged back by your bank' : 'has been refunded to you';
  const consequence = notice.coverNote
    ? `cover note ${notice.coverNote.coverNoteNo} is cancelled and ${notice.coverNote.vehicle} is no longer covered by it`
    : 'no cover note will be issued';
  return `Kavacha: your payment for ${notice.insurer} motor insurance ${what}, so ${consequence}. To arrange cover, ${reachUs(contact)}.`;
}
