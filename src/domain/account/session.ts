// The customer's login and account calls (issue 23, content sections 2, 4, 5 and 7; docs/decisions/047).
// After the one-time code (/otp-auth-api/v2/otp/generate and verify), login or sign-up with the verified
// token (`User-Key`) answers a single-use login token for `/auth?token=...`; token_verify exchanges it for
// a session in an HttpOnly cookie. The account calls then answer the signed-in customer's own data only.
import { z } from 'zod';
import { optionalString, rupeesAmount } from '../fields';
import { customerId } from '../people/consumer';
import { maxLength } from '../text-rules';
import { policyClaimSchema } from '../claims/claims';

// POST /api/v2/customer/signup takes the login modal's SignUp form; the picture is uploaded once signed in.
export { signupSchema, SIGNUP_MESSAGES } from '../people/signup';
export type { Signup, SignupInput } from '../people/signup';
export { tokenValiditySchema, tokenVerifySchema } from '../otp';

export const CUSTOMER_API = '/api/v2/customer';
export const ACCOUNT_API = '/api/accountservice/v1';

export { SIGNED_IN_HINT_COOKIE } from './signed-in-hint';

/** A login token lives this long: enough to follow the redirect to `/auth`, too short to be kept. */
export const LOGIN_TOKEN_TTL_SECONDS = 120;

export const ACCOUNT_MESSAGES = {
  logIn: /*i18n*/ 'Please log in',
  notYours: /*i18n*/ 'You can only see your own account',
} as const;

/**
 * What login and sign-up answer: the login token for `/auth?token=...` and when it dies, or (login only)
 * that no customer has the verified number yet, so the SignUp form comes next.
 */
export const loginAnswerSchema = z.object({
  signup_needed: z.boolean(),
  token: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** GET /api/v2/customer/session: who is signed in. */
export const customerSessionSchema = z.object({
  customer_id: z.number().int(),
  name: z.string(),
  mobile_number: z.string(),
  /** The address of the profile picture (session-guarded), or null when the customer has none. */
  picture: z.string().nullable(),
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

const ignoredText = optionalString([maxLength(100, 'At most 100 characters')]);

/**
 * POST /api/accountservice/v1/lookup_customer (content section 3: "only customer_id filled"); the other
 * fields are taken as the spec's client sends them and not used.
 */
export const accountLookupSchema = z.object({
  customer_id: customerId,
  mobile_number: ignoredText,
  email: ignoredText,
  office_number: ignoredText,
});

/** The customer's details as the profile reads them (content section 3). */
export const accountCustomerSchema = z.object({
  customer_id: z.number().int(),
  name_initials: z.string(),
  mobile_number: z.string(),
  /** The NIC number, or the passport number of a customer who gave one instead. */
  nic_number: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  email: z.string().nullable(),
  /** The address of the profile picture (session-guarded), or null when the customer has none. */
  picture: z.string().nullable(),
});
export type AccountCustomer = z.infer<typeof accountCustomerSchema>;

/** The `{id}` of the policies calls: a customer id, which must be the signed-in customer's. */
export const accountIdParams = z.object({ id: customerId });

/**
 * A motor policy: an issued cover note that was not cancelled. `commencement_date` is the first day of
 * cover and `exp_data` (the spec's sample row's name) the last; amounts in rupees with two decimals;
 * `cover_note_url` the path of its PDF (the e-mail's link).
 */
export const customerPolicySchema = z.object({
  policy_number: z.string(),
  cover_note_url: z.string(),
  commencement_date: z.string(),
  exp_data: z.string(),
  total_cover: rupeesAmount.nullable(),
  premium: rupeesAmount,
  /** The claims made on it, newest first (content section 3's nested rows). */
  claims: z.array(policyClaimSchema),
  /** Whether it can be renewed: false once the vehicle was bought again with a cover starting later. */
  renewable: z.boolean(),
  /** Whether its renewal gets the renewal saving: a full-insurance policy's does, a third-party one's not. */
  renewal_saving: z.boolean(),
});
export type CustomerPolicy = z.infer<typeof customerPolicySchema>;
