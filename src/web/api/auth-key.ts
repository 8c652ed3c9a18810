import { CATALOGUE } from '#domain/errors';
import { ApiError } from './api-error';
import type { RawAnswer } from './envelope';
import { decode } from './envelope';

// The auth_key every call carries (content document, section 7): obtained once, kept until it expires,
// and asked for by one token request however many calls wait for it.

const AUTH_KEY_LIFETIME_S = 30 * 60;
// Renew a little early so a key never expires between our check and the server's.
const EXPIRY_MARGIN_MS = 60_000;

export interface AuthKeys {
  /** The key held while it lasts, else a new one. */
  current(): Promise<string>;
  /** The server refused `key`: if it is still the one held, the next `current()` asks for another. */
  refused(key: string): void;
}

/** `requestToken` sends POST /v2/token with the web app's credential and reads the answer. */
export function createAuthKeys(requestToken: () => Promise<RawAnswer>, now: () => number): AuthKeys {
  let authKey: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const fetchAuthKey = async (): Promise<string> => {
    const response = await requestToken();
    const data = decode<{ auth_key?: unknown; expires_in?: unknown }>(response);
    if (typeof data?.auth_key !== 'string')
      throw new ApiError({ message: CATALOGUE.unknown, httpStatus: response.httpStatus });
    const lifetime = typeof data.expires_in === 'number' ? data.expires_in : AUTH_KEY_LIFETIME_S;
    authKey = { value: data.auth_key, expiresAt: now() + lifetime * 1000 - EXPIRY_MARGIN_MS };
    return data.auth_key;
  };

  return {
    current() {
      if (authKey && authKey.expiresAt > now()) return Promise.resolve(authKey.value);
      // Parallel calls share one token request instead of each asking for its own key.
      pending ??= fetchAuthKey().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    refused(key) {
      if (authKey?.value === key) authKey = undefined;
    },
  };
}
