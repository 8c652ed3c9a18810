// The paths of the motor purchase (motor sections 2.6 to 2.8 and 7), without zod, for the web app's API
// calls and router.

/** Where each cover type is bought: full insurance (C) on v2, third party (T) on v3. */
export const BUY_PATHS = { C: '/v2/quote/buy', T: '/v3/quote/buy' } as const;
export type CoverType = keyof typeof BUY_PATHS;

/** The uploader's path after a purchase (motor section 2.8). */
export const uploaderPath = (paySecHash: string) => `/user/document/uploader/${paySecHash}?app_code=ONLINE`;

/** The product segment of the payment page's path for the motor journey. */
export const MOTOR_PRODUCT = 'motor';

/** The payment page (motor section 2.8): the gateway's checkout for an application's hash. */
export const payPath = (hashCode: string, product: string = MOTOR_PRODUCT) => `/Pay/${product}/${hashCode}`;

/** The proposal page a paid application lands on (motor section 2.6). */
export const proposalPath = (reqKey: string) => `/motor/Proposal/${reqKey}`;

/**
 * The result page's known results (section 2.7), named by its title parameter as the spec's own link
 * names the cover note's ('completed'). The page takes its words and its button from the application's
 * state on the server, never from the query, so a crafted link cannot speak for Kavacha (decision 023).
 */
export const RESULT_CODES = {
  coverNote: 'completed',
  paymentFailed: 'payment_failed',
  paymentCancelled: 'payment_cancelled',
} as const;
export type ResultCode = (typeof RESULT_CODES)[keyof typeof RESULT_CODES];

/** The result page (section 2.7) after a payment that failed or that the customer cancelled. */
export function failedPaymentPath(hashCode: string, cancelled: boolean) {
  const query = new URLSearchParams({
    title: cancelled ? RESULT_CODES.paymentCancelled : RESULT_CODES.paymentFailed,
    status: 'failed',
  });
  return `/payment/${hashCode}?${query}`;
}
