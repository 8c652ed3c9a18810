// The customer's login and session (issue 23, docs/decisions/047). A one-time code proves the mobile
// number; login (a customer has that number) or sign-up (one is made) then answers a single-use login
// token, random and kept hashed, which `/auth` exchanges within 2 minutes for a session: a random token in
// an HttpOnly cookie, kept hashed, ended by idleness, age or logout. The customers, their policies and
// their details belong to the consumer and proposal modules, reached through the functions they export.
import type { CustomerPolicy, LoginAnswer } from '#domain/account/session';
import { CUSTOMER_API, LOGIN_TOKEN_TTL_SECONDS } from '#domain/account/session';
import type { ProfileEdit } from '#domain/account/profile';
import { PROFILE_MESSAGES } from '#domain/account/profile';
import type { Locale } from '#domain/i18n';
import type { Signup } from '#domain/people/signup';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { ApiError } from '#server/http/envelope';
import type { Storage } from '#server/integrations/storage/storage';
import { randomToken } from '#server/random-token';
import { sha256Hex } from '#server/secrets';
import {
  accountOfCustomer,
  changeCustomerMobile,
  changeCustomerNic,
  customerIdOfMobile,
  editCustomerProfile,
  setCustomerPicture,
  signUpCustomer,
} from '../consumer/consumer.service';
import { claimsOfPolicies } from '../claims/claims.service';
import { policiesOfCustomer } from '../proposal/cover-note.service';
import { accountRepository } from './account.repository';
import { profilePictureOf } from './profile-picture';

// 144 bits for the login token (it lives 2 minutes and is used once), 256 for the session's.
const LOGIN_TOKEN_BYTES = 18;
const SESSION_TOKEN_BYTES = 32;
const LOGIN_TOKEN_TTL_MS = LOGIN_TOKEN_TTL_SECONDS * 1000;
// A session's last call is written at most this often.
const TOUCH_EVERY_MS = 60_000;
// 144 random bits name a stored picture.
const PICTURE_KEY_BYTES = 18;

export interface AccountOptions {
  /** The time now; a test moves it. */
  clock: () => Date;
  session: Config['customerSession'];
  /** Where profile pictures are kept. */
  storage: Storage;
  /** The customer's policies that can be renewed, by number, with whether the renewal saving applies. */
  renewalsOf: (customerId: number) => Promise<Map<string, boolean>>;
}

export type AccountService = ReturnType<typeof accountService>;

export function accountService(db: Db, { clock, session, storage, renewalsOf }: AccountOptions) {
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

  /** The signed-in customer as kept; a session outlives no customer, as customers are never deleted. */
  async function stored(customerId: number) {
    const account = await accountOfCustomer(db, customerId);
    if (account === undefined) throw new Error(`Customer ${customerId} has a session but does not exist.`);
    return account;
  }

  /** The customer's motor policies, each with its claims. */
  async function policies(customerId: number): Promise<CustomerPolicy[]> {
    const found = await policiesOfCustomer(db, customerId);
    const [claims, renewals] = await Promise.all([
      claimsOfPolicies(
        db,
        customerId,
        found.map((policy) => policy.policy_number),
      ),
      renewalsOf(customerId),
    ]);
    return found.map((policy) => ({
      ...policy,
      claims: claims.get(policy.policy_number) ?? [],
      renewable: renewals.has(policy.policy_number),
      renewal_saving: renewals.get(policy.policy_number) === true,
    }));
  }

  /** The signed-in customer's details as the profile shows them, with their picture's address. */
  async function customer(customerId: number) {
    const { picture_key: pictureKey, ...details } = await stored(customerId);
    // The picture's address changes with the picture, so a browser never shows a replaced one from its cache.
    const picture = pictureKey && `${CUSTOMER_API}/picture/${customerId}?v=${pictureKey.slice(0, 8)}`;
    return { ...details, picture };
  }

  /** A change a code confirms must have its code sent to the customer's own number (`verified`). */
  async function assertOwnMobile(customerId: number, verified: string) {
    if ((await customer(customerId)).mobile_number !== verified)
      throw new ApiError(403, PROFILE_MESSAGES.codeForOwnMobile);
  }

  /** Keeps `key` as the customer's picture (null: none) and deletes the one it replaces. */
  async function replacePicture(customerId: number, key: string | null) {
    const before = await setCustomerPicture(db, customerId, key);
    if (before !== null) await storage.delete(before);
  }

  return {
    login,
    signUp,
    openSession,
    signedIn,
    logout: (tokenHash: string) => repository.deleteSession(tokenHash),
    customer,
    policies,
    editProfile: (customerId: number, edit: ProfileEdit) => editCustomerProfile(db, customerId, edit),
    /** The NIC or passport number, with a code `verified` as the customer's own mobile number. */
    async changeNic(customerId: number, verified: string, nicOrPassportNumber: string) {
      await assertOwnMobile(customerId, verified);
      await changeCustomerNic(db, customerId, nicOrPassportNumber);
    },
    /** The mobile number becomes `verified`, the number a code sent to it proved. */
    changeMobile: (customerId: number, verified: string) => changeCustomerMobile(db, customerId, verified),
    /** An uploaded picture, checked and resized, becomes the customer's. */
    async setPicture(customerId: number, upload: Buffer) {
      const key = randomToken(PICTURE_KEY_BYTES);
      await storage.put(key, await profilePictureOf(upload));
      await replacePicture(customerId, key);
    },
    removePicture: (customerId: number) => replacePicture(customerId, null),
    /** The customer's stored picture, if they have one. */
    async picture(customerId: number): Promise<Buffer | undefined> {
      const { picture_key: key } = await stored(customerId);
      return key === null ? undefined : storage.get(key);
    },
  };
}
