// The receipt the applicant is sent once a payment is applied to their application: what was paid, the
// gateway's reference, to which insurer, and the link to the proposal, where the cover note is made, so a
// buyer who closed the tab on the gateway's page can go on from any device (docs/decisions/027).
import { formatRupees } from '#domain/money';
import type { Config } from '#server/config';
import type { Letter } from '../application/applicant-messages';
import { reachUs } from '../application/applicant-messages';

export interface Receipt {
  amountCents: number;
  /** The gateway's payment id, else our order id: the reference the proposal page shows too. */
  reference: string;
  insurer: string;
  typeOfCover: string;
  paidOn: string;
  links: { proposal: string; until: string };
}

export function receiptLetter(receipt: Receipt, contact: Config['contact']): Letter {
  const amount = formatRupees(receipt.amountCents);
  return {
    subject: `Payment received: ${amount} for your motor insurance with ${receipt.insurer}`,
    paragraphs: [
      'Thank you for your payment. This is your receipt.',
      [
        `Amount paid: ${amount}`,
        `Payment reference: ${receipt.reference}`,
        `Insurer: ${receipt.insurer}`,
        `Cover: ${receipt.typeOfCover}`,
        `Paid on: ${receipt.paidOn}`,
      ].join('\n'),
      "What happens next: open your proposal, give your vehicle's registration, engine and chassis " +
        'numbers and press Save Details. Your cover note is made at once and sent to you by e-mail and SMS.',
      `Continue with your proposal: ${receipt.links.proposal}`,
      `This link works on any device until ${receipt.links.until}. Keep this e-mail: it is your way back.`,
    ],
    sms:
      `Kavacha: we received ${amount} for your ${receipt.insurer} motor insurance, ref ${receipt.reference}. ` +
      `Complete your proposal to get your cover note: ${receipt.links.proposal} Questions? Please ${reachUs(contact)}.`,
  };
}
