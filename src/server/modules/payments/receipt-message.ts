// The receipt the applicant is sent once a payment is applied to their application: what was paid, the
// gateway's reference, to which insurer, and the link to the proposal, where the cover note is made, so a
// buyer who closed the tab on the gateway's page can go on from any device (docs/decisions/027). Written
// by `i18n`, in the applicant's language (issue 21).
import type { I18n } from '@lingui/core';
import { translateText } from '#domain/i18n';
import { formatRupees } from '#domain/money';
import type { Config } from '#server/config';
import type { Letter } from '../application/applicant-messages';
import { questionsSms } from '../application/applicant-messages';

export interface Receipt {
  amountCents: number;
  /** The gateway's payment id, else our order id: the reference the proposal page shows too. */
  reference: string;
  insurer: string;
  typeOfCover: string;
  paidOn: string;
  links: { proposal: string; until: string };
}

export function receiptLetter(receipt: Receipt, contact: Config['contact'], i18n: I18n): Letter {
  const amount = formatRupees(receipt.amountCents);
  const { reference, insurer, paidOn } = receipt;
  const cover = translateText(receipt.typeOfCover, i18n);
  const { proposal: link, until } = receipt.links;
  return {
    subject: i18n._(/*i18n*/ 'Payment received: {amount} for your motor insurance with {insurer}', {
      amount,
      insurer,
    }),
    paragraphs: [
      i18n._(/*i18n*/ 'Thank you for your payment. This is your receipt.'),
      [
        i18n._(/*i18n*/ 'Amount paid: {amount}', { amount }),
        i18n._(/*i18n*/ 'Payment reference: {reference}', { reference }),
        i18n._(/*i18n*/ 'Insurer: {insurer}', { insurer }),
        i18n._(/*i18n*/ 'Cover: {cover}', { cover }),
        i18n._(/*i18n*/ 'Paid on: {paidOn}', { paidOn }),
      ].join('\n'),
      i18n._(
        /*i18n*/ "What happens next: open your proposal, give your vehicle's registration, engine and chassis numbers and press Save Details. Your cover note is made at once and sent to you by e-mail and SMS.",
      ),
      i18n._(/*i18n*/ 'Continue with your proposal: {link}', { link }),
      i18n._(/*i18n*/ 'This link works on any device until {until}. Keep this e-mail: it is your way back.', {
        until,
      }),
    ],
    sms: [
      i18n._(
        /*i18n*/ 'Kavacha: we received {amount} for your {insurer} motor insurance, ref {reference}. Complete your proposal to get your cover note: {link}',
        { amount, insurer, reference, link },
      ),
      questionsSms(contact, i18n),
    ].join(' '),
  };
}
