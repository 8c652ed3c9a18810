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

/** The sandbox gateway's test cards; any other number is refused as not a test card. */
export const SANDBOX_CARDS = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'paid', message: /*i18n*/ 'Payment approved' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'paid', message: /*i18n*/ 'Payment approved' },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: 'failed',
    message: /*i18n*/ 'Card declined by the issuing bank',
  },
  { number: '4000000000009995', brand: 'Visa', outcome: 'failed', message: /*i18n*/ 'Insufficient funds' },
] as const;

export const CARD_MESSAGES = {
  number: /*i18n*/ 'Enter a 16-digit card number',
  notTestCard: /*i18n*/ 'This is the sandbox: use one of the test cards listed on this page',
  expiry: /*i18n*/ 'Enter the expiry as MM/YY',
  expired: /*i18n*/ 'This card has expired',
  cvv: /*i18n*/ 'Enter the 3 or 4 digits on the back of the card',
  name: /*i18n*/ 'Enter the name on the card',
} as const;
