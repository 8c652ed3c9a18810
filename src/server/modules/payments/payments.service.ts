// Paying for an application (motor section 2.8; architecture, "The motor purchase, as data" and
// "Integrations"). Every checkout is a new attempt under a random order id; the gateway reports each
// attempt's fate by a signed notification. Every notification is kept with what was made of it: whole
// when it is acted on, a refused one only as an excerpt and a hash (anyone can send one). The application
// is paid exactly once however many notifications come and in whatever order: each one waits for the
// application's row lock, and the partial unique index on `payments` lets only one payment be applied.
// Money taken twice (a second attempt paid too) is recorded for a refund. When the gateway reverses the
// applied payment (a charge-back or a refund), the application is reversed for good, its cover note
// cancelled, and the customer told by e-mail and SMS, all in the notification's transaction.
import type { CustomerPayment } from '#domain/account/dashboard';
import { cardDecision, cardOfferOf, issuerOf } from '#domain/campaigns';
import { startDateOf } from '#domain/motor/cover-period';
import { CATALOGUE } from '#domain/errors';
import { ILLNESS_REFUSALS } from '#domain/illness/calls';
import { formatIsoDate, today } from '#domain/dates';
import { centsToRupees } from '#domain/money';
import { DECLARATION_MESSAGES } from '#domain/motor/declaration-words';
import type { AttemptStatus, PaymentReversal } from '#domain/motor/payment';
import type { CardPriceAnswer, PaymentSummary } from '#domain/motor/payment-calls';
import { cardMaskOf, isReversal, PAYMENT_MESSAGES } from '#domain/motor/payment';
import { payPath } from '#domain/motor/purchase-paths';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { ApiError, notFound } from '#server/http/envelope';
import type { AppOutbox, OutboxMessages } from '#server/integrations/integrations';
import type { Queue } from '#server/integrations/outbox/outbox';
import type {
  GatewayNotification,
  PayingCustomer,
  PaymentGateway,
} from '#server/integrations/payments/gateway';
import { storedStatus } from '#server/integrations/payments/gateway';
import { randomToken } from '#server/random-token';
import { APPLICATION_STATUS, isPaid, wasPaid } from '../application/application-status';
import { applicantOf, linksOf, writeToApplicant } from '../application/applicant-messages';
import { quotedApplication } from '../application/application-summary';
import type { HashedApplication } from '../application/application.service';
import { applicationByHash, applicationRecords } from '../application/application.service';
import { isDeclared } from '../application/declaration.service';
import { binRangesOf, cardOffersOf } from '../campaigns/campaigns.service';
import type { IllnessService } from '../illness/illness.service';
import {
  cancelPaidApplication,
  ILLNESS_PRODUCT,
  issuePolicies,
  lockForPayment,
} from '../illness/illness.service';
import { cancelCoverNote, coverNoteNumbersOf } from '../proposal/cover-note.service';
import { nextStatus } from './attempt-transitions';
import type { NewPayment, PaymentRepository } from './payments.repository';
import { paymentRepository } from './payments.repository';
import { orderIdOf, refusedBody } from './received-notification';
import { receiptLetter } from './receipt-message';
import { reversalLetter } from './reversal-messages';

const { created: CREATED, paid: PAID, reversed: REVERSED } = APPLICATION_STATUS;
/** An application event that is not a state: a payment beyond the one applied. */
const DUPLICATE_PAYMENT = 'duplicate_payment';

const PRODUCT = 'Motor Insurance';
const ILLNESS_ITEMS = 'Major Illness Cover';
const CURRENCY = 'LKR' as const;
// 144 bits: the order id is in the return address the browser comes back to.
const ORDER_ID_BYTES = 18;

/** What a refused notification is stored as, and how it is answered. */
const REFUSALS = {
  bad_signature: [400, 'The notification is not signed by the gateway'],
  unknown_order: [404, CATALOGUE[404]],
  amount_mismatch: [409, 'The amount or currency does not match the order'],
  unknown_status: [400, 'The payment status is not one we know'],
} as const;
type Refusal = keyof typeof REFUSALS;
type Outcome = 'applied' | 'unchanged' | 'duplicate_payment';

type AttemptRow = NonNullable<Awaited<ReturnType<PaymentRepository['attemptOf']>>>;
type KnownPayment = NonNullable<Awaited<ReturnType<PaymentRepository['paymentByOrder']>>>;
/** A payment for a motor application. */
type MotorPayment = KnownPayment & { applicationId: number };
type Reported = GatewayNotification & { status: AttemptStatus };
type Received = { provider: string; orderId: string | null; body: Record<string, unknown> };

/** What the summary says of an attempt when the gateway said nothing. */
const ATTEMPT_MESSAGES: Partial<Record<AttemptStatus, string>> = {
  started: PAYMENT_MESSAGES.waiting,
  pending: PAYMENT_MESSAGES.waiting,
  failed: PAYMENT_MESSAGES.failed,
  cancelled: PAYMENT_MESSAGES.cancelled,
};

function attemptOf({ orderId, status, message }: AttemptRow) {
  const state = storedStatus(status);
  return { order_id: orderId, status: state, message: message ?? ATTEMPT_MESSAGES[state] ?? null };
}

/** The payment that paid the application, for the proposal's answer; undefined while unpaid. */
export const appliedPaymentOf = (db: Db, applicationId: number) =>
  paymentRepository(db).appliedPayment(applicationId);

/**
 * The payments of the customer's applications for the dashboard (docs/decisions/050): the one that paid
 * each, as it stands now (a refund or charge-back shows as such), with its discount and its cover note.
 */
export async function paymentsOfCustomer(db: Db, customerId: number): Promise<CustomerPayment[]> {
  const rows = await paymentRepository(db).appliedOfCustomer(customerId);
  const policies = await coverNoteNumbersOf(db, customerId);
  return rows.map((row) => {
    // The quotation's price before a promotion; what was paid is the discounted one.
    const before = row.quotation.total_premium ?? row.amountCents;
    return {
      payment_ref: row.providerPaymentId ?? row.orderId,
      exp_data: row.validUntil,
      discount: centsToRupees(Math.max(0, before - row.amountCents)),
      payment_media: row.provider,
      pay_amount: centsToRupees(row.amountCents),
      paid_date: row.paidAt === null ? '' : formatIsoDate(row.paidAt),
      policy_ref: policies.get(row.applicationId) ?? null,
      status: isReversal(row.status) ? row.status : 'paid',
    };
  });
}

/** The sales of each promo code of `codes`: paid applications and what was charged (decision 062). */
export const salesByPromo = (db: Db, codes: string[]) => paymentRepository(db).salesByPromo(codes);

export const notifyPath = (provider: string) => `/v3/payments/notify/${provider}`;

export type PaymentService = ReturnType<typeof paymentService>;

function payingCustomer(application: HashedApplication): PayingCustomer {
  const person = application.personalInfo;
  return {
    firstName: person.first_name ?? person.name_initials,
    lastName: person.last_name ?? '',
    email: person.email,
    phone: `0${person.mobile_number}`,
    address: [person.address_no, person.street_one, person.street_two].filter(Boolean).join(', '),
    city: person.city,
    country: person.country ?? 'Sri Lanka',
  };
}

/**
 * The tools of a notification's transaction: the messages it queues are sent once it commits; `site` is
 * our own address, for the links in them.
 */
interface Change {
  tx: Db;
  queue: Queue<OutboxMessages>;
  contact: Config['contact'];
  site: string;
}

/** The applied payment's receipt, with the link to the proposal. */
async function sendReceipt({ tx, queue, contact, site }: Change, payment: MotorPayment, reference: string) {
  const applicant = await applicantOf(tx, payment.applicationId);
  const receipt = {
    amountCents: payment.amountCents,
    reference,
    insurer: applicant.insurer,
    typeOfCover: applicant.typeOfCover,
    paidOn: today(),
    links: linksOf(site, applicant),
  };
  await writeToApplicant({ queue, contact }, applicant, receiptLetter(receipt, contact, applicant.i18n));
}

/**
 * The payment that paid the application is reversed: the application is reversed with it, its cover note
 * (if any) cancelled, and the customer told what happened and what to do.
 */
async function reverse({ tx, queue, contact }: Change, payment: MotorPayment, reversal: PaymentReversal) {
  const { applicationId } = payment;
  const events = applicationRecords(tx);
  const coverNote = await cancelCoverNote(tx, applicationId, reversal);
  await events.markReversed(applicationId);
  await events.addEvent(applicationId, REVERSED, {
    order_id: payment.orderId,
    reversal,
    cover_note_no: coverNote?.coverNoteNo ?? null,
  });
  const applicant = await applicantOf(tx, applicationId);
  const notice = {
    reversal,
    amountCents: payment.amountCents,
    insurer: applicant.insurer,
    typeOfCover: applicant.typeOfCover,
    coverNote,
  };
  await writeToApplicant({ queue, contact }, applicant, reversalLetter(notice, contact, applicant.i18n));
}

/**
 * What a payment pays for (decision 067), its row locked in the notification's transaction: whether it was
 * paid before, and what follows when this payment pays it, pays it a second time, or is reversed.
 */
interface Paid {
  paidBefore: boolean;
  paid(): Promise<unknown>;
  duplicate(): Promise<unknown>;
  /** `applied` when the reversed payment is the one that paid. */
  reversed(reversal: PaymentReversal, applied: boolean): Promise<unknown>;
}

/** A motor application: paid with a receipt; reversed with its cover note; each step an event. */
async function motorApplication(change: Change, payment: MotorPayment, report: Reported): Promise<Paid> {
  const { applicationId } = payment;
  const events = applicationRecords(change.tx);
  const { status } = await events.lockForUpdate(applicationId);
  const detail = { order_id: report.orderId };
  return {
    paidBefore: wasPaid(status),
    async paid() {
      await events.markPaid(applicationId);
      await events.addEvent(applicationId, PAID, detail);
      await sendReceipt(change, payment, report.providerPaymentId ?? payment.orderId);
    },
    duplicate: () => events.addEvent(applicationId, DUPLICATE_PAYMENT, detail),
    // A duplicate payment given back changes nothing else; the applied one reverses the application.
    reversed: (reversal, applied) =>
      applied ? reverse(change, payment, reversal) : events.addEvent(applicationId, reversal, detail),
  };
}

/** A major illness application: paid, it issues its policies; reversed, they are cancelled. */
async function illnessApplication({ tx }: Change, applicationId: number): Promise<Paid> {
  return {
    paidBefore: await lockForPayment(tx, applicationId),
    paid: () => issuePolicies(tx, applicationId),
    // The payment's own row says it was taken twice or given back.
    duplicate: async () => {},
    reversed: async (_reversal, applied) => {
      if (applied) await cancelPaidApplication(tx, applicationId);
    },
  };
}

/** Moves the payment to `next` and what it pays for with it, whose row is locked. */
async function moveTo(
  change: Change,
  paid: Paid,
  payment: KnownPayment & { applied: boolean },
  next: AttemptStatus,
  report: Reported,
): Promise<Outcome> {
  const applies = next === 'paid' && !paid.paidBefore;
  await paymentRepository(change.tx).updatePayment(payment.id, {
    status: next,
    statusMessage: report.message,
    // A reversal's reference at the gateway is its own; the payment keeps the one of the money taken.
    ...(isReversal(next) ? {} : { providerPaymentId: report.providerPaymentId ?? undefined }),
    ...(applies ? { applied: true } : {}),
  });
  if (applies) await paid.paid();
  else if (next === 'paid') {
    // Paid by another attempt already: the money is taken twice and must be refunded.
    await paid.duplicate();
    return DUPLICATE_PAYMENT;
  } else if (isReversal(next)) await paid.reversed(next, payment.applied);
  return 'applied';
}

export interface PaymentDependencies {
  db: Db;
  gateway: PaymentGateway;
  outbox: AppOutbox;
  illness: IllnessService;
  /** The hotline the customer is told to call when a payment is reversed. */
  contact: Config['contact'];
}

/** The card a payment is to be made with, as far as its price needs it: first 8 and last 4 digits. */
export interface CardDigits {
  bin: string;
  last4: string;
}

export function paymentService({ db, gateway, outbox, illness, contact }: PaymentDependencies) {
  const repository = paymentRepository(db);

  const applicationOf = (hashCode: string) => applicationByHash(db, hashCode);

  /** The bank's card offer the application's quote was made under, if any (decision 062). */
  const cardOfferOfApplication = async (application: HashedApplication) =>
    cardOfferOf(await cardOffersOf(db), application.promo);

  /**
   * What `card` is charged for the application today (decision 062): the card price when the card is the
   * offer's bank's by its BIN and the offer holds for it today, counting its discounts of the day; else
   * the usual price, and why. Without a card, or with a gateway that cannot be held to one, the usual.
   */
  async function priceFor(application: HashedApplication, card: CardDigits | undefined) {
    const offer = await cardOfferOfApplication(application);
    const on = today();
    const held = card !== undefined && gateway.holdsToCard ? card : undefined;
    const issuer = held && issuerOf(held.bin, await binRangesOf(db));
    const used =
      offer && issuer === offer.bank ? await repository.cardDay({ bank: offer.bank, ...held!, on }) : {};
    return {
      offer,
      on,
      card: held,
      ...cardDecision(application.amountCents, offer, issuer, { on, ...used }),
    };
  }

  async function cardPriceOf(hashCode: string, card: CardDigits): Promise<CardPriceAnswer> {
    const application = await applicationOf(hashCode);
    const { offer, priceCents, discountCents, reason } = await priceFor(application, card);
    return {
      amount: centsToRupees(priceCents),
      usual_amount: centsToRupees(application.amountCents),
      discount: centsToRupees(discountCents),
      bank_name: offer?.bankName ?? null,
      reason,
    };
  }

  async function summary(hashCode: string, orderId: string | undefined): Promise<PaymentSummary> {
    const application = await applicationOf(hashCode);
    const attempt = await repository.attemptOf(application.id, orderId);
    if (orderId !== undefined && attempt === undefined) throw notFound(PAYMENT_MESSAGES.unknownOrder);
    const paid = isPaid(application.status);
    const offer = await cardOfferOfApplication(application);
    return {
      product: PRODUCT,
      ...quotedApplication(application),
      amount: centsToRupees(application.amountCents),
      currency: CURRENCY,
      cover_start_date: startDateOf(application.params.cover_start_date, application.personalInfo),
      provider: gateway.provider,
      documents_submitted: application.status !== CREATED,
      paid,
      req_key: paid ? application.reqKey : null,
      attempt: attempt === undefined ? null : attemptOf(attempt),
      card_offer: offer === undefined ? null : { bank: offer.bank, bank_name: offer.bankName },
    };
  }

  /** A new attempt, and the form that takes the customer to the gateway; `site` is our own address. */
  async function checkout(hashCode: string, site: string, card?: CardDigits) {
    const application = await applicationOf(hashCode);
    if (application.status === CREATED) throw new ApiError(409, PAYMENT_MESSAGES.documentsFirst);
    if (isPaid(application.status)) throw new ApiError(409, PAYMENT_MESSAGES.alreadyPaid);
    if (application.status === REVERSED) throw new ApiError(409, PAYMENT_MESSAGES.reversed);
    if (!(await isDeclared(db, application.id))) throw new ApiError(409, DECLARATION_MESSAGES.notDeclared);
    // The server decides the amount: the card price only for the card the checkout is then held to.
    const price = await priceFor(application, card);
    const discounted = price.discountCents > 0 ? price.card : undefined;
    const quoted = quotedApplication(application);
    return begin(
      {
        applicationId: application.id,
        amountCents: price.priceCents,
        ...(discounted && {
          campaignBank: price.offer!.bank,
          discountCents: price.discountCents,
          cardBin: discounted.bin,
          cardLast4: discounted.last4,
          cardDay: price.on,
        }),
      },
      {
        site,
        pay: payPath(hashCode),
        items: `${PRODUCT} ${quoted.qot_number}: ${quoted.insurer}, ${quoted.type_of_cover}`,
        customer: payingCustomer(application),
        cardMask: discounted && cardMaskOf(discounted.bin, discounted.last4),
      },
    );
  }

  /** A new attempt to pay a major illness application: its premium total as the server priced it. */
  async function checkoutIllness(payKey: string, site: string) {
    const application = await illness.payable(payKey);
    if (application.status === 'paid') throw new ApiError(409, ILLNESS_REFUSALS.paid);
    if (application.status === 'cancelled') throw new ApiError(409, ILLNESS_REFUSALS.cancelled);
    return begin(
      { illnessApplicationId: application.id, amountCents: application.amountCents },
      {
        site,
        pay: payPath(payKey, ILLNESS_PRODUCT),
        items: `${ILLNESS_ITEMS} ${application.reference}`,
        customer: application.customer,
      },
    );
  }

  /** Records a new attempt under a random order id, and answers the form that takes the customer to pay. */
  async function begin(
    payment: Omit<NewPayment, 'orderId' | 'provider' | 'currency' | 'status'>,
    form: { site: string; pay: string; items: string; customer: PayingCustomer; cardMask?: string },
  ) {
    const orderId = randomToken(ORDER_ID_BYTES);
    await repository.insertPayment({
      ...payment,
      orderId,
      provider: gateway.provider,
      currency: CURRENCY,
      status: 'started',
    });
    const { site } = form;
    const returnUrl = `${site}${form.pay}?order_id=${orderId}`;
    const fields = gateway.checkout({
      orderId,
      amountCents: payment.amountCents,
      currency: CURRENCY,
      items: form.items,
      customer: form.customer,
      urls: {
        site,
        notify: site + notifyPath(gateway.provider),
        return: returnUrl,
        cancel: `${returnUrl}&cancelled=1`,
      },
      cardMask: form.cardMask,
    });
    return { order_id: orderId, provider: gateway.provider, ...fields };
  }

  /** Applies a reported state under the application's lock, and keeps the notification with the outcome. */
  const apply = (payment: KnownPayment, report: Reported, received: Received, site: string) =>
    outbox.transaction(async (tx, queue) => {
      const payments = paymentRepository(tx);
      const change = { tx, queue, contact, site };
      const { applicationId, illnessApplicationId } = payment;
      // The application's row is locked before the payment's state is read.
      const paid =
        applicationId === null
          ? await illnessApplication(change, illnessApplicationId!)
          : await motorApplication(change, { ...payment, applicationId }, report);
      const { status, applied } = await payments.paymentState(payment.id);
      const next = nextStatus(storedStatus(status), report.status);
      const outcome: Outcome =
        next === undefined ? 'unchanged' : await moveTo(change, paid, { ...payment, applied }, next, report);
      await payments.addNotification({ ...received, paymentId: payment.id, signatureValid: true, outcome });
      return outcome;
    });

  /** `text` is the body as it came, of which `body` is the fields; `site` is our own address. */
  async function notify(provider: string, body: Record<string, unknown>, text: string, site: string) {
    if (provider !== gateway.provider) throw notFound();
    const received = { provider, body, orderId: orderIdOf(body) };
    /** Keeps the refused notification, bounded, and gives the answer to throw. */
    const refuse = async (outcome: Refusal, paymentId?: number) => {
      const signatureValid = outcome !== 'bad_signature';
      await repository.addNotification({
        ...received,
        body: null,
        refusedBody: refusedBody(text),
        paymentId,
        signatureValid,
        outcome,
      });
      const [status, message] = REFUSALS[outcome];
      return new ApiError(status, message);
    };

    const report = gateway.readNotification(body);
    if (report === undefined) throw await refuse('bad_signature');
    const payment = await repository.paymentByOrder(report.orderId);
    if (payment === undefined || payment.provider !== provider) throw await refuse('unknown_order');
    if (report.amountCents !== payment.amountCents || report.currency !== payment.currency)
      throw await refuse('amount_mismatch', payment.id);
    const { status } = report;
    if (status === null) throw await refuse('unknown_status', payment.id);
    return { outcome: await apply(payment, { ...report, status }, received, site) };
  }

  return { summary, checkout, checkoutIllness, cardPriceOf, notify };
}
