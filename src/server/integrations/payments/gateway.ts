// What a payment gateway is to us (architecture, Integrations): the form that sends the customer to its
// checkout, and the signed notification it sends back about the attempt. Amounts are cents here and
// '12345.67' text at the gateway, converted digit by digit, never through a binary fraction.
import type { AttemptStatus, PaymentProvider } from '#domain/motor/payment';
import { ATTEMPT_STATUSES } from '#domain/motor/payment';

/** Who pays: what PayHere's checkout asks of the customer; the sandbox asks nothing. */
export interface PayingCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  country: string;
}

/** One attempt to pay, as the gateway's checkout takes it. */
export interface CheckoutOrder {
  orderId: string;
  amountCents: number;
  currency: string;
  /** What is bought, as the gateway's page shows it. */
  items: string;
  customer: PayingCustomer;
  /**
   * Our own address (the sandbox gateway is served from it), where the gateway posts its notification,
   * and where it sends the browser back after a payment or a cancel.
   */
  urls: { site: string; notify: string; return: string; cancel: string };
  /**
   * The one card the attempt may be paid with ('45510100******0001'), when it is priced for that card
   * (a bank's card price, decision 062); only a gateway that `holdsToCard` is given one.
   */
  cardMask?: string;
}

/** The form the browser posts to the gateway. */
export interface CheckoutForm {
  action: string;
  fields: Record<string, string>;
}

/** A notification whose signature holds, in our terms. */
export interface GatewayNotification {
  orderId: string;
  /** null when the gateway reports a state we do not know. */
  status: AttemptStatus | null;
  /** null when the amount is not an amount. */
  amountCents: number | null;
  currency: string;
  providerPaymentId: string | null;
  message: string | null;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The gateway's own origin the browser posts the checkout to; undefined when it is this site. */
  readonly checkoutOrigin: string | undefined;
  /** Whether its checkout can be held to one card (`cardMask`), so that a card price can be charged. */
  readonly holdsToCard: boolean;
  checkout(order: CheckoutOrder): CheckoutForm;
  /** The notification in our terms, or undefined when it is not the gateway's (bad or missing signature). */
  readNotification(body: Record<string, unknown>): GatewayNotification | undefined;
}

/** 123456 -> '1234.56': the amount as gateways write it. */
export function amountText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

// A gateway reports what became of an attempt, never that it started.
const REPORTED: readonly AttemptStatus[] = ATTEMPT_STATUSES.filter((status) => status !== 'started');

/** A reported state, or null when it is not one of ours. */
export const reportedStatus = (status: string) => REPORTED.find((known) => known === status) ?? null;

/** A state as stored: always one of ours, since only `reportedStatus` and the checkout write it. */
export function storedStatus(status: string): AttemptStatus {
  const known = ATTEMPT_STATUSES.find((attempt) => attempt === status);
  if (known === undefined) throw new Error(`A payment is stored with the unknown status '${status}'.`);
  return known;
}
