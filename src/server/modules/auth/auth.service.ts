import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { ApiError } from '#server/http/envelope';
import { randomToken } from '#server/random-token';
import { sameSecret, sha256Hex } from '#server/secrets';
import { CATALOGUE } from '#domain/errors';
import { authRepository } from './auth.repository';

const CACHE_LIMIT = 10_000;

export type AuthService = ReturnType<typeof authService>;

export function authService(db: Db, config: Pick<Config, 'webClient' | 'authKeyTtlMs'>) {
  const repository = authRepository(db);
  // Verified keys and their expiry, so a busy page does not cost a database read per call.
  const verified = new Map<string, number>();

  return {
    async issue(credential: { apiKey: string; userName: string; password: string }) {
      const client = config.webClient;
      const valid =
        sameSecret(credential.apiKey, client.apiKey) &&
        sameSecret(credential.userName, client.userName) &&
        sameSecret(credential.password, client.password);
      if (!valid) throw new ApiError(401, CATALOGUE[401]);

      const now = new Date();
      const authKey = randomToken(32);
      const expiresAt = new Date(now.getTime() + config.authKeyTtlMs);
      await repository.deleteExpired(now);
      await repository.insert({ keyHash: sha256Hex(authKey), client: 'web', expiresAt });
      return { auth_key: authKey, expires_in: Math.floor(config.authKeyTtlMs / 1000) };
    },

    async isValid(authKey: string | undefined): Promise<boolean> {
      if (!authKey) return false;
      const now = Date.now();
      // Keyed by the key itself, which the process holds anyway while it serves the request: the hash
      // is needed only to look a key up in the database.
      const cached = verified.get(authKey);
      if (cached !== undefined) {
        if (cached > now) return true;
        verified.delete(authKey);
        return false;
      }
      const expiresAt = await repository.findLive(sha256Hex(authKey), new Date(now));
      if (!expiresAt) return false;
      if (verified.size >= CACHE_LIMIT) verified.clear();
      verified.set(authKey, expiresAt.getTime());
      return true;
    },
  };
}
