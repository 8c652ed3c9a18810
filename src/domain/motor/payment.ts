// Paying for an application (motor section 2.8; architecture, "The motor purchase, as data" and
// "Integrations"): the providers, the states of an attempt, the messages, and the built-in sandbox
// gateway's test cards, which its page and its server part share. No zod here; the calls' schemas are in
// payment-calls.ts.

export const PAYMENT_PROVIDERS = ['sandbox', 'payhere'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A payment attempt's state. 'started' until the gateway reports; 'pending' when it reports that the
 * money is not settled yet; the rest are final, except that a reversal can follow 'paid'.
 */
export const ATTEMPT_STATUSES = [
  'started',
  'pending',
  'paid',
  'failed',
  'cancelled',
  'chargedback',
  'refunded',
] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** How a paid payment is reversed: the card's bank charges it back, or the gateway refunds it. */
export const PAYMENT_REVERSALS = ['chargedback', 'refunded'] as const satisfies readonly AttemptStatus[];
export type PaymentReversal = (typeof PAYMENT_REVERSALS)[number];
export const isReversal = (status: string): status is PaymentReversal =>
  PAYMENT_REVERSALS.some((reversal) => reversal === status);

export const PAYMENT_MESSAGES = {
  documentsFirst: /*i18n*/ 'Please upload and submit your documents before you pay.',
  alreadyPaid: /*i18n*/ 'This application is paid. Continue with your proposal.',
  notPaid: /*i18n*/ 'We have not received the payment for this application yet.',
  unknownOrder: /*i18n*/ 'Not found',
  waiting: /*i18n*/ 'We are waiting for the payment gateway to confirm your payment.',
  cancelled: /*i18n*/ 'You cancelled the payment.',
  failed: /*i18n*/ 'Your payment did not go through.',
  /** Said beside every failed or cancelled payment, whatever the gateway's own words. */
  notCharged: /*i18n*/ 'Your card was not charged.',
  reversed:
    /*i18n*/ 'The payment for this application was reversed, so no cover is in force for it. Please contact us to arrange cover.',
} as const;

interface SandboxCard {
  number: string;
  brand: string;
  outcome: 'paid' | 'failed';
  message: string;
  /** The bank that issued it, for the cards of the banks' offers (decision 062). */
  issuer?: string;
}

const APPROVED = /*i18n*/ 'Payment approved';

/**
 * A card of each bank with a card offer, in that bank's sandbox BIN range (the campaigns module's
 * `campaign_card_bins`, seeded by migration 0031; decision 062), so the sandbox shows the card price.
 */
const BANK_CARDS: [issuer: string, number: string][] = [
  ['Nations Trust Bank', '4551010000000004'],
  ['Union Bank', '4552010000000003'],
  ['HSBC', '4553010000000002'],
  ['DFCC Bank', '4554010000000001'],
  ['Standard Chartered', '4555010000000000'],
  ['NDB Bank', '4556010000000009'],
  ['Hatton National Bank', '4557010000000008'],
  ['Seylan Bank', '4558010000000007'],
  ["People's Bank", '4559010000000006'],
];

/** The sandbox gateway's test cards; any other number is refused as not a test card. */
export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'paid', message: APPROVED },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'paid', message: APPROVED },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: 'failed',
    message: /*i18n*/ 'Card declined by the issuing bank',
  },
  { number: '4000000000009995', brand: 'Visa', outcome: 'failed', message: /*i18n*/ 'Insufficient funds' },
  ...BANK_CARDS.map(([issuer, number]) => ({
    number,
    brand: 'Visa',
    outcome: 'paid' as const,
    message: APPROVED,
    issuer,
  })),
];

export const CARD_MESSAGES = {
  number: /*i18n*/ 'Enter a 16-digit card number',
  notTestCard: /*i18n*/ 'This is the sandbox: use one of the test cards listed on this page',
  expiry: /*i18n*/ 'Enter the expiry as MM/YY',
  expired: /*i18n*/ 'This card has expired',
  cvv: /*i18n*/ 'Enter the 3 or 4 digits on the back of the card',
  name: /*i18n*/ 'Enter the name on the card',
  bin: /*i18n*/ 'Enter the first 8 digits of the card',
  last4: /*i18n*/ 'Enter the last 4 digits of the card',
  /** The sandbox gateway's refusal of a card other than the one the checkout was priced for. */
  otherCard:
    /*i18n*/ 'This payment was priced for another card. Enter that card, or start the payment again.',
} as const;

/** '4551010000000001' -> '45510100******0001': the card as a priced checkout names it (decision 062). */
export const cardMaskOf = (bin: string, last4: string) => `${bin}******${last4}`;
