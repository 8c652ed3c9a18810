// The customer's login, session and account calls (issue 23, content section 7; docs/decisions/047).
// Inside the auth_key scope like every call of the spec's client; the account calls also need the
// session cookie, checked after the auth_key and before the body is read, and answer the signed-in customer's own data only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_API,
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
import { CONSUMER_LOOKUP_PATH } from '#domain/people/consumer';
import { nicChangeSchema, profileEditSchema } from '#domain/account/profile';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { requestLocale } from '#server/http/request-locale';
import type { VerifiedMobileOf } from '#server/http/verified-mobile';
import { NEEDS_VERIFIED_MOBILE, verifiedMobile } from '#server/http/verified-mobile';
import type { AccountService } from './account.service';
import type { CustomerGuard } from './customer-guard';
import { CUSTOMER_COOKIE, CUSTOMER_SECURITY } from './customer-guard';

const tags = ['account'];
/** The security of a change a fresh one-time code confirms: the session and a verified number's token. */
const CODE_CONFIRMED = [{ auth_key: [], customer_session: [], user_key: [] }];

export const accountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  guard: CustomerGuard;
  mobileOf: VerifiedMobileOf;
  /** Whether a verified token (User-Key) still lives: token_verify's meaning before issue 23. */
  isLive: (token: string) => Promise<boolean>;
  /** Production: the cookie travels over HTTPS only. */
  secure: boolean;
  /** The session's longest life in ms: the hint cookie lives no longer. */
  sessionMaxMs: number;
}> = async (app, { accounts, guard, mobileOf, isLive, secure, sessionMaxMs }) => {
  // Path /api: sent with the customer calls and the account service's, never with a page's request.
  const cookie = { path: '/api', httpOnly: true, sameSite: 'strict', secure } as const;
  // And with the consumer lookup, which answers the signed-in customer too (docs/decisions/050).
  const cookies = [cookie, { ...cookie, path: CONSUMER_LOOKUP_PATH }];
  const { requireCustomer, sessionOf, ownId, customerIdOf } = guard;
  const details = { 200: envelopeOf(accountCustomerSchema), ...refusals };

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
      for (const where of cookies) reply.setCookie(CUSTOMER_COOKIE, sessionToken, where);
      reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...guard.hint, maxAge: Math.floor(sessionMaxMs / 1000) });
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
        picture: customer.picture,
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
      for (const where of cookies) reply.clearCookie(CUSTOMER_COOKIE, where);
      guard.clearHint(reply);
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

  app.post(
    `${CUSTOMER_API}/profile`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary: "Change the signed-in customer's address, e-mail and city; answers their details",
        security: CUSTOMER_SECURITY,
        body: profileEditSchema,
        response: details,
      },
    },
    async (request) => {
      const id = customerIdOf(request);
      await accounts.editProfile(id, request.body);
      return ok(await accounts.customer(id));
    },
  );

  app.post(
    `${CUSTOMER_API}/nic`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary:
          "Change the signed-in customer's NIC or passport number; User-Key must prove their own mobile " +
          'number by a fresh code (403 otherwise)',
        security: CODE_CONFIRMED,
        body: nicChangeSchema,
        response: details,
      },
    },
    async (request) => {
      const id = customerIdOf(request);
      await accounts.changeNic(id, await verifiedMobile(request, mobileOf), request.body.nicOrPassportNumber);
      return ok(await accounts.customer(id));
    },
  );

  app.post(
    `${CUSTOMER_API}/mobile`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary:
          "Change the signed-in customer's mobile number to the one User-Key proves by a code sent to it; " +
          '409 when another customer has it',
        security: CODE_CONFIRMED,
        response: details,
      },
    },
    async (request) => {
      const id = customerIdOf(request);
      await accounts.changeMobile(id, await verifiedMobile(request, mobileOf));
      return ok(await accounts.customer(id));
    },
  );

  app.delete(
    `${CUSTOMER_API}/picture`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary: "Remove the signed-in customer's profile picture; answers their details",
        security: CUSTOMER_SECURITY,
        response: details,
      },
    },
    async (request) => {
      const id = customerIdOf(request);
      await accounts.removePicture(id);
      return ok(await accounts.customer(id));
    },
  );
};
