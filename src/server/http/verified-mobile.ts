import type { FastifyRequest } from 'fastify';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { CONSUMER_MESSAGES } from '#domain/people/consumer';
import { ApiError } from './envelope';

/** Finds the mobile number a verified token proves, while the token lives. */
export type VerifiedMobileOf = (token: string) => Promise<string | undefined>;

/** For `schema.security` of calls that need a verified mobile as well as the auth_key. */
export const NEEDS_VERIFIED_MOBILE = [{ auth_key: [], user_key: [] }];

/**
 * The mobile number ('94' form) the request's `User-Key` token proves (motor section 2.5: buying needs a
 * verified number). Without a live token the call is refused with 403 and what to do about it: not 401,
 * which tells the web client its auth_key ran out and has it fetch a new one.
 */
export async function verifiedMobile(request: FastifyRequest, mobileOf: VerifiedMobileOf): Promise<string> {
  const header = request.headers[VERIFIED_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  const mobile = token ? await mobileOf(token) : undefined;
  if (mobile === undefined) throw new ApiError(403, CONSUMER_MESSAGES.verifyFirst);
  return mobile;
}
