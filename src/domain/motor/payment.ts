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
  documentsFirst: 'Please upload and submit your documents before you pay.',
  alreadyPaid: 'This application is paid. Continue with your proposal.',
  notPaid: 'We have not received the payment for this application yet.',
  unknownOrder: 'Not found',
  waiting: 'We are waiting for the payment gateway to confirm your payment.',
  cancelled: 'You cancelled the payment.',
  failed: 'Your payment did not go through.',
  /** Said beside every failed or cancelled payment, whatever the gateway's own words. */
  notCharged: 'Your card was not charged.',
  reversed:
    'The payment for this application was reversed, so no cover is in force for it. Please contact us to arrange cover.',
} as const;

/** The sandbox gateway's test cards; any other number is refused as not a test card. */
export const SANDBOX_CARDS = [
  { number: '4242424242424242', brand: 'Visa', outcome: 'paid', message: 'Payment approved' },
  { number: '5555555555554444', brand: 'Mastercard', outcome: 'paid', message: 'Payment approved' },
  {
    number: '4000000000000002',
    brand: 'Visa',
    outcome: 'failed',
    message: 'Card declined by the issuing bank',
  },
  { number: '4000000000009995', brand: 'Visa', outcome: 'failed', message: 'Insufficient funds' },
] as const;

export const CARD_MESSAGES = {
  number: 'Enter a 16-digit card number',
  notTestCard: 'This is the sandbox: use one of the test cards listed on this page',
  expiry: 'Enter the expiry as MM/YY',
  expired: 'This card has expired',
  cvv: 'Enter the 3 or 4 digits on the back of the card',
  name: 'Enter the name on the card',
} as const;
