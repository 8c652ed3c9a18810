// What the customer is told when the gateway reverses the payment that paid their application (a
// charge-back by their bank, or a refund): what happened, that the cover note (if one was issued) is
// cancelled and no longer covers the vehicle, and what to do, with our hotline from the configuration.
// It goes out as every message to the applicant does (applicant-messages.ts), written by `i18n` in the
// applicant's language (issue 21): each case is a whole sentence of its own.
import type { I18n } from '@lingui/core';
import { translateText } from '#domain/i18n';
import type { PaymentReversal } from '#domain/motor/payment';
import { formatRupees } from '#domain/money';
import type { Config } from '#server/config';
import type { Letter } from '../application/applicant-messages';

export interface ReversalNotice {
  reversal: PaymentReversal;
  amountCents: number;
  insurer: string;
  typeOfCover: string;
  /** The cover note cancelled, if one had been issued; `vehicle` is its registration number. */
  coverNote: { coverNoteNo: string; vehicle: string } | undefined;
}

interface Payment {
  amount: string;
  cover: string;
  insurer: string;
}

/** What happened to the payment, in a sentence. */
const WHAT_HAPPENED: Record<PaymentReversal, (payment: Payment, i18n: I18n) => string> = {
  chargedback: (payment, i18n) =>
    i18n._(
      /*i18n*/ 'Our payment gateway has told us that your bank has reversed (charged back) your payment of {amount} for your {cover} cover with {insurer}.',
      { ...payment },
    ),
  refunded: (payment, i18n) =>
    i18n._(
      /*i18n*/ 'Our payment gateway has told us that your payment of {amount} for your {cover} cover with {insurer} has been refunded to you.',
      { ...payment },
    ),
};

/** What to do now when the cover is still wanted: call the first hotline, else write to us. */
const stillWanted = ({ hotlines, email }: Config['contact'], i18n: I18n) =>
  hotlines[0]
    ? i18n._(
        /*i18n*/ '- If you did not expect this, or you still want the cover, please call us on {phone} and we will help you arrange it.',
        { phone: hotlines[0].number },
      )
    : i18n._(
        /*i18n*/ '- If you did not expect this, or you still want the cover, please write to us at {email} and we will help you arrange it.',
        { email },
      );

export function reversalLetter(notice: ReversalNotice, contact: Config['contact'], i18n: I18n): Letter {
  const { coverNote } = notice;
  const payment = {
    amount: formatRupees(notice.amountCents),
    cover: translateText(notice.typeOfCover, i18n),
    insurer: notice.insurer,
  };
  const consequence = coverNote
    ? [
        i18n._(
          /*i18n*/ 'Because the payment was reversed, cover note {coverNoteNo} for {vehicle} has been cancelled today.',
          { coverNoteNo: coverNote.coverNoteNo, vehicle: coverNote.vehicle },
        ),
        i18n._(
          /*i18n*/ 'Your vehicle is no longer covered by this cover note, and anyone who checks it will see that it is not in force.',
        ),
      ]
    : [
        i18n._(
          /*i18n*/ 'Because the payment was reversed, no cover note will be issued for this application.',
        ),
      ];
  return {
    subject: coverNote
      ? i18n._(/*i18n*/ 'Your cover note {coverNoteNo} has been cancelled', {
          coverNoteNo: coverNote.coverNoteNo,
        })
      : i18n._(/*i18n*/ 'Your motor insurance payment has been reversed'),
    paragraphs: [
      WHAT_HAPPENED[notice.reversal](payment, i18n),
      consequence.join('\n'),
      [
        i18n._(/*i18n*/ 'What to do now:'),
        i18n._(
          /*i18n*/ '- Do not drive on a public road without valid motor insurance: it is an offence in Sri Lanka.',
        ),
        stillWanted(contact, i18n),
      ].join('\n'),
    ],
    sms: [reversalSms(notice, i18n), arrangeCover(contact, i18n)].join(' '),
  };
}

/** The SMS's news, one sentence for each of the four cases. */
function reversalSms({ reversal, insurer, coverNote }: ReversalNotice, i18n: I18n) {
  if (coverNote === undefined)
    return reversal === 'chargedback'
      ? i18n._(
          /*i18n*/ 'Kavacha: your payment for {insurer} motor insurance was charged back by your bank, so no cover note will be issued.',
          { insurer },
        )
      : i18n._(
          /*i18n*/ 'Kavacha: your payment for {insurer} motor insurance has been refunded to you, so no cover note will be issued.',
          { insurer },
        );
  const { coverNoteNo, vehicle } = coverNote;
  return reversal === 'chargedback'
    ? i18n._(
        /*i18n*/ 'Kavacha: your payment for {insurer} motor insurance was charged back by your bank, so cover note {coverNoteNo} is cancelled and {vehicle} is no longer covered by it.',
        { insurer, coverNoteNo, vehicle },
      )
    : i18n._(
        /*i18n*/ 'Kavacha: your payment for {insurer} motor insurance has been refunded to you, so cover note {coverNoteNo} is cancelled and {vehicle} is no longer covered by it.',
        { insurer, coverNoteNo, vehicle },
      );
}

/** The SMS's last sentence: how to arrange cover again. */
const arrangeCover = ({ hotlines, email }: Config['contact'], i18n: I18n) =>
  hotlines[0]
    ? i18n._(/*i18n*/ 'To arrange cover, call us on {phone}.', { phone: hotlines[0].number })
    : i18n._(/*i18n*/ 'To arrange cover, write to us at {email}.', { email });
