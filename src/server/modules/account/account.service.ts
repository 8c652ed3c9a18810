// The customer's login and session (issue 23, docs/decisions/047). A one-time code proves the mobile
// number; login (a customer has that number) or sign-up (one is made) then answers a single-use login
// token, random and kept hashed, which `/auth` exchanges within 2 minutes for a session: a random token in
// an HttpOnly cookie, kept hashed, ended by idleness, age or logout. The customers, their policies and
// their details belong to the consumer and proposal modules, reached through the functions they export.
import type { CustomerPolicy, LoginAnswer } from '#domain/account/session';
import { LOGIN_TOKEN_TTL_SECONDS } from '#domain/account/session';
import type { Locale } from '#domain/i18n';
import type { Signup } from '#domain/people/signup';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { randomToken } from '#server/random-token';
import { sha256Hex } from '#server/secrets';
import { accountOfCustomer, customerIdOfMobile, signUpCustomer } from '../consumer/consumer.service';
import { policiesOfCustomer } from '../proposal/cover-note.service';
import { accountRepository } from './account.repository';

// 144 bits for the login token (it lives 2 minutes and is used once), 256 for the session's.
const LOGIN_TOKEN_BYTES = 18;
const SESSION_TOKEN_BYTES = 32;
const LOGIN_TOKEN_TTL_MS = LOGIN_TOKEN_TTL_SECONDS * 1000;
// A session's last call is written at most this often.
const TOUCH_EVERY_MS = 60_000;

export interface AccountOptions {
  /** The time now; a test moves it. */
  clock: () => Date;
  session: Config['customerSession'];
}

export type AccountService = ReturnType<typeof accountService>;

export function accountService(db: Db, { clock, session }: AccountOptions) {
  const repository = accountRepository(db);

  async function loginTokenFor(customerId: number): Promise<LoginAnswer> {
    const token = randomToken(LOGIN_TOKEN_BYTES);
    const now = clock();
    const expiresAt = new Date(now.getTime() + LOGIN_TOKEN_TTL_MS);
    await repository.deleteExpiredLoginTokens(now);
    await repository.addLoginToken({ tokenHash: sha256Hex(token), customerId, createdAt: now, expiresAt });
    return { signup_needed: false, token, expires_at: expiresAt.toISOString() };
  }

  /** The login of the verified `mobile`: a login token when a customer has it, else that sign-up is needed. */
  async function login(mobile: string): Promise<LoginAnswer> {
    const customerId = await customerIdOfMobile(db, mobile);
    if (customerId === undefined) return { signup_needed: true, token: null, expires_at: null };
    return loginTokenFor(customerId);
  }

  /** Makes the customer of the verified `mobile` from the SignUp form and logs them in. */
  async function signUp(mobile: string, form: Signup, locale: Locale): Promise<LoginAnswer> {
    return loginTokenFor(await signUpCustomer(db, mobile, form, locale));
  }

  /**
   * Exchanges a live login token for a session, once: the session cookie's token, or undefined when the
   * token is unknown, used already or expired.
   */
  async function openSession(loginToken: string): Promise<string | undefined> {
    const taken = await repository.takeLoginToken(sha256Hex(loginToken));
    const now = clock();
    if (taken === undefined || taken.expiresAt.getTime() <= now.getTime()) return undefined;
    const token = randomToken(SESSION_TOKEN_BYTES);
    await repository.deleteExpiredSessions(
      new Date(now.getTime() - session.idleMs),
      new Date(now.getTime() - session.maxMs),
    );
    await repository.addSession({
      tokenHash: sha256Hex(token),
      customerId: taken.customerId,
      createdAt: now,
      lastSeenAt: now,
    });
    return token;
  }

  /** The live session of a cookie's token, its last call moved on; undefined when there is none or it expired. */
  async function signedIn(token: string) {
    const tokenHash = sha256Hex(token);
    const found = await repository.session(tokenHash);
    if (found === undefined) return undefined;
    const now = clock().getTime();
    const idle = now - found.lastSeenAt.getTime();
    if (idle >= session.idleMs || now - found.createdAt.getTime() >= session.maxMs) {
      await repository.deleteSession(tokenHash);
      return undefined;
    }
    if (idle >= TOUCH_EVERY_MS) await repository.touchSession(tokenHash, new Date(now));
    return { tokenHash, customerId: found.customerId };
  }

  /** The signed-in customer's details; a session outlives no customer, as customers are never deleted. */
  async function customer(customerId: number) {
    const account = await accountOfCustomer(db, customerId);
    if (account === undefined) throw new Error(`Customer ${customerId} has a session but does not exist.`);
    return account;
  }

  return {
    login,
    signUp,
    openSession,
    signedIn,
    logout: (tokenHash: string) => repository.deleteSession(tokenHash),
    customer,
    policies: (customerId: number): Promise<CustomerPolicy[]> => policiesOfCustomer(db, customerId),
  };
}
