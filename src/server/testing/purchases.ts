// Purchases for API tests: a verified, registered customer buys a quotation of a real quote with the
// body the personal-information page posts, and the tests read the rows it leaves.
import { count, eq } from 'drizzle-orm';
import type { QuotationItem } from '#domain/motor/quote-answers';
import type { Db } from '../db/client';
import { applicationEvents, applications } from '../db/schema';
import { customerClient, PERSONAL_INFO } from './customers';
import { quoteClient } from './quote-requests';
import { refusalChecker } from './envelopes';
import type { TestApp } from './test-app';

export type TestCustomer = Awaited<ReturnType<Awaited<ReturnType<typeof customerClient>>['customer']>>;
export type TestQuote = Awaited<ReturnType<Awaited<ReturnType<typeof quoteClient>>['premiums']>>;

/** The quotations of a quote that have a premium, cheapest first. */
export const priced = (quote: TestQuote): QuotationItem[] =>
  quote.quotations.filter((item: QuotationItem) => item.total_premium !== null);

export const buyPath = (quote: TestQuote) =>
  quote.created.cover_type === 'C' ? '/v2/quote/buy' : '/v3/quote/buy';

/** What the page posts (motor section 7): the form, the quote, the customer and the payment constants. */
export const purchaseOf = (
  customer: TestCustomer,
  quote: TestQuote,
  item: QuotationItem,
  fields: object = {},
) => ({
  ...PERSONAL_INFO,
  mobile_number: customer.mobile,
  unq_hash: quote.created.unq_hash,
  quote_number: item.qot_number,
  customer_id: customer.customerId,
  cover_type: quote.created.cover_type,
  is_promo: '1',
  // The server takes the channel and promo from the quote: these must never reach the application.
  channel: 'FriMi',
  promoCode: 'KAVACHA5',
  promo_code: 'KAVACHA5',
  promoToken: '0',
  payment_type: 'FP',
  payment_media: 'ONLINE',
  ins_main_cat: 'MOTOR',
  ins_sub_cat: 'Car',
  bank_name: 'ONLINE',
  bank_branch: 'ONLINE',
  bank_user: 'ONLINE',
  ...fields,
});

/** Quotes, customers and purchases through `app`, and the application rows of `db`. */
export async function purchaseClient(app: TestApp, db: Db) {
  const quoting = await quoteClient(app);
  const customers = await customerClient(app);

  const stored = async () => ({
    applications: (await db.select({ n: count() }).from(applications))[0]!.n,
    events: (await db.select({ n: count() }).from(applicationEvents))[0]!.n,
  });

  return {
    quoting,
    customers,
    stored,
    buy: (customer: TestCustomer, quote: TestQuote, item: QuotationItem, fields: object = {}) =>
      customers.buy(customer.token, buyPath(quote), purchaseOf(customer, quote, item, fields)),
    applicationOf: async (paySecHash: string) =>
      (await db.select().from(applications).where(eq(applications.paySecHash, paySecHash)))[0]!,
    eventsOf: (applicationId: number) =>
      db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId)),

    /** Expects `call` to be answered `status` and `body`, and nothing to be written or stored. */
    expectRefused: refusalChecker(stored),
  };
}
