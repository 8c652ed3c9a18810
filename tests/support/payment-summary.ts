import type { PaymentSummary } from '#domain/motor/payment-calls';

// A payment summary as the server answers it, for the web app's tests of what a payment's state shows.

export const SAMPLE_PAYMENT_SUMMARY: PaymentSummary = {
  product: 'Motor Insurance',
  insurer: 'Fairfirst Insurance',
  company_code: 'FIL',
  company_logo: null,
  cover_type: 'C',
  type_of_cover: 'Full Insurance',
  qot_number: 'MQ0000001-FIL',
  amount: '12345.67',
  currency: 'LKR',
  customer_name: 'K Perera',
  cover_start_date: '2026-12-13',
  provider: 'sandbox',
  documents_submitted: true,
  paid: false,
  req_key: null,
  attempt: { order_id: 'order-1', status: 'started', message: null },
  card_offer: null,
};
