// The customer's login, session and account calls (issue 23, content section 7; docs/decisions/047).
// Inside the auth_key scope like every call of the spec's client; the account calls also need the
// session cookie, checked after the auth_key and before the body is read, and answer the signed-in customer's own data only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  accountCustomerSchema,
  SIGNED_IN_HINT_COOKIE,
  accountIdParams,
  accountLookupSchema,
  CUSTOMER_API,
  customerPolicySchema,
  customerSessionSchema,
  loginAnswerSchema,
  signupSchema,
  tokenValiditySchema,
  tokenVerifySchema,
} from '#domain/account/session';
import { ApiError, envelopeOf, ok, refusals } from '#server/http/envelope';
import { requestLocale } from '#server/http/request-locale';
import type { VerifiedMobileOf } from '#server/http/verified-mobile';
import { NEEDS_VERIFIED_MOBILE, verifiedMobile } from '#server/http/verified-mobile';
import type { AccountService } from './account.service';

export const CUSTOMER_COOKIE = 'kavacha_customer';
export { SIGNED_IN_HINT_COOKIE } from '#domain/account/session';
/** The OpenAPI `security` of the calls of a signed-in customer. */
export const CUSTOMER_SECURITY = [{ auth_key: [], customer_session: [] }];

const tags = ['account'];

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  mobileOf: VerifiedMobileOf;
  /** Whether a verified token (User-Key) still lives: token_verify's meaning before issue 23. */
  isLive: (token: string) => Promise<boolean>;
  /** Production: the cookie travels over HTTPS only. */
  secure: boolean;
  /** The session's longest life in ms: the hint cookie lives no longer. */
  sessionMaxMs: number;
}> = async (app, { accounts, mobileOf, isLive, secure, sessionMaxMs }) => {
  // Path /api: sent with the customer calls and the account service's, never with a page's request.
  const cookie = { path: '/api', httpOnly: true, sameSite: 'strict', secure } as const;
  // The hint that someone signed in on this browser (decision 047): readable by the page's script, it holds
  // no secret (always '1'), only tells the header to ask who; an anonymous visitor has none, so asks nothing.
  const hint = { path: '/', httpOnly: false, sameSite: 'lax', secure } as const;
  const clearHint = (reply: FastifyReply) => reply.clearCookie(SIGNED_IN_HINT_COOKIE, hint);
  const sessions = new WeakMap<FastifyRequest, { tokenHash: string; customerId: number }>();

  /**
   * The preParsing hook of the signed-in customer's calls: 401 without a live session. After the auth_key's
   * check (preParsing too, in the enclosing scope), so an expired key still answers 'Unauthorized request';
   * before the body is read, so a caller without a session learns nothing of a call's rules.
   */
  async function requireCustomer(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[CUSTOMER_COOKIE];
    const signedIn = token === undefined ? undefined : await accounts.signedIn(token);
    if (signedIn === undefined) {
      // An ended session's hint goes with it, so the header stops asking.
      if (request.cookies[SIGNED_IN_HINT_COOKIE] !== undefined) clearHint(reply);
      throw new ApiError(401, ACCOUNT_MESSAGES.logIn);
    }
    sessions.set(request, signedIn);
  }

  function sessionOf(request: FastifyRequest) {
    const signedIn = sessions.get(request);
    if (signedIn === undefined) throw new ApiError(401, ACCOUNT_MESSAGES.logIn);
    return signedIn;
  }

  /** The signed-in customer, when `id` is theirs; 403 for any other id. */
  function ownId(request: FastifyRequest, id: number) {
    const { customerId } = sessionOf(request);
    if (id !== customerId) throw new ApiError(403, ACCOUNT_MESSAGES.notYours);
    return customerId;
  }

  app.post(
    `${CUSTOMER_API}/login`,
    {
      schema: {
        tags,
        summary:
          'Log in the customer of the verified number: a single-use login token for /auth (2 minutes), ' +
          'or signup_needed when no customer has the number',
        security: NEEDS_VERIFIED_MOBILE,
        response: { 200: envelopeOf(loginAnswerSchema), ...refusals },
      },
    },
    async (request) => ok(await accounts.login(await verifiedMobile(request, mobileOf))),
  );

  app.post(
    `${CUSTOMER_API}/signup`,
    {
      schema: {
        tags,
        summary:
          'Make the customer of the verified number from the SignUp form and answer a login token; ' +
          '409 when the number has a customer',
        security: NEEDS_VERIFIED_MOBILE,
        body: signupSchema,
        response: { 200: envelopeOf(loginAnswerSchema), ...refusals },
      },
    },
    async (request) =>
      ok(
        await accounts.signUp(await verifiedMobile(request, mobileOf), request.body, requestLocale(request)),
      ),
  );

  app.post(
    `${CUSTOMER_API}/token_verify`,
    {
      schema: {
        tags,
        summary:
          "A login token (/auth's) is used up and opens a session in an HttpOnly cookie; a verified " +
          "number's token is only checked. Answers only a valid flag, never whose token it is",
        body: tokenVerifySchema,
        response: { 200: envelopeOf(tokenValiditySchema), ...refusals },
      },
    },
    async (request, reply) => {
      const sessionToken = await accounts.openSession(request.body.token);
      if (sessionToken === undefined) return ok({ valid: await isLive(request.body.token) });
      reply.setCookie(CUSTOMER_COOKIE, sessionToken, cookie);
      reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...hint, maxAge: Math.floor(sessionMaxMs / 1000) });
      return ok({ valid: true });
    },
  );

  app.get(
    `${CUSTOMER_API}/session`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary: 'The signed-in customer; 401 when not signed in',
        security: CUSTOMER_SECURITY,
        response: { 200: envelopeOf(customerSessionSchema), ...refusals },
      },
    },
    async (request) => {
      const customer = await accounts.customer(sessionOf(request).customerId);
      return ok({
        customer_id: customer.customer_id,
        name: customer.name_initials,
        mobile_number: customer.mobile_number,
      });
    },
  );

  app.post(
    `${CUSTOMER_API}/logout`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary: 'End the session on the server and clear its cookie',
        security: CUSTOMER_SECURITY,
        response: { 200: envelopeOf(z.null()), ...refusals },
      },
    },
    async (request, reply) => {
      await accounts.logout(sessionOf(request).tokenHash);
      reply.clearCookie(CUSTOMER_COOKIE, cookie);
      clearHint(reply);
      return ok(null);
    },
  );

  app.post(
    `${ACCOUNT_API}/lookup_customer`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary: "The signed-in customer's details; customer_id must be theirs (403 otherwise)",
        security: CUSTOMER_SECURITY,
        body: accountLookupSchema,
        response: { 200: envelopeOf(accountCustomerSchema), ...refusals },
      },
    },
    async (request) => ok(await accounts.customer(ownId(request, request.body.customer_id))),
  );

  app.get(
    `${ACCOUNT_API}/get_customerPolicies/:id`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary: "The signed-in customer's motor policies: their issued cover notes that stand, newest first",
        security: CUSTOMER_SECURITY,
        params: accountIdParams,
        response: { 200: envelopeOf(z.array(customerPolicySchema)), ...refusals },
      },
    },
    async (request) => ok(await accounts.policies(ownId(request, request.params.id))),
  );

  app.get(
    `${ACCOUNT_API}/perday_policies/:id`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary:
          "The signed-in customer's per-day motor policies: always none, per-day motor is sold on another site",
        security: CUSTOMER_SECURITY,
        params: accountIdParams,
        response: { 200: envelopeOf(z.array(customerPolicySchema)), ...refusals },
      },
    },
    async (request) => {
      ownId(request, request.params.id);
      return ok([]);
    },
  );
};
