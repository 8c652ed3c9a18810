// The signed-in customer of a request (docs/decisions/047), for every module whose calls answer a customer's
// own data: the account calls, claims, renewals, documents and payments of the dashboard. The account module
// owns the session; other modules get this guard, never its tables.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, SIGNED_IN_HINT_COOKIE } from '#domain/account/session';
import { ApiError } from '#server/http/envelope';
import type { AccountService } from './account.service';

export const CUSTOMER_COOKIE = 'kavacha_customer';
/** The OpenAPI `security` of the calls of a signed-in customer. */
export const CUSTOMER_SECURITY = [{ auth_key: [], customer_session: [] }];

export interface SignedInCustomer {
  tokenHash: string;
  customerId: number;
}

export type CustomerGuard = ReturnType<typeof customerGuard>;

export function customerGuard(accounts: Pick<AccountService, 'signedIn'>, { secure }: { secure: boolean }) {
  // The hint that someone signed in on this browser (decision 047): readable by the page's script, it holds
  // no secret (always '1'), only tells the header to ask who; an anonymous visitor has none, so asks nothing.
  const hint = { path: '/', httpOnly: false, sameSite: 'lax', secure } as const;
  const sessions = new WeakMap<FastifyRequest, SignedInCustomer>();

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

  /** The session `requireCustomer` found for this request. */
  function sessionOf(request: FastifyRequest): SignedInCustomer {
    const signedIn = sessions.get(request);
    if (signedIn === undefined) throw new ApiError(401, ACCOUNT_MESSAGES.logIn);
    return signedIn;
  }

  function clearHint(reply: FastifyReply) {
    reply.clearCookie(SIGNED_IN_HINT_COOKIE, hint);
  }

  return {
    requireCustomer,
    /** Whether the request carries a session cookie, live or not: a call that also takes other credentials asks. */
    hasSession: (request: FastifyRequest) => request.cookies[CUSTOMER_COOKIE] !== undefined,
    sessionOf,
    /** The signed-in customer's id. */
    customerIdOf: (request: FastifyRequest) => sessionOf(request).customerId,
    /** The signed-in customer, when `id` is theirs; 403 for any other id. */
    ownId(request: FastifyRequest, id: number) {
      const { customerId } = sessionOf(request);
      if (id !== customerId) throw new ApiError(403, ACCOUNT_MESSAGES.notYours);
      return customerId;
    },
    hint,
    clearHint,
  };
}
