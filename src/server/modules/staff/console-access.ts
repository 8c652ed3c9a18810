// The staff session as every console route checks it (docs/decisions/041): a `kavacha_staff` cookie
// naming a live session, the session's CSRF token in CSRF_HEADER on every call that changes something,
// and a role the route allows. Other modules' console routes (documents now; leads, applications and
// tariffs later) take `requireStaff` as their onRequest hook and record their actions through `record`.
import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '#domain/console/calls';
import { CSRF_HEADER } from '#domain/console/calls';
import { ApiError } from '#server/http/envelope';
import { clientAddress } from '#server/http/rate-limits';
import { sameSecret } from '#server/secrets';
import type { Action, StaffService } from './staff.service';

export const STAFF_COOKIE = 'kavacha_staff';
/** The OpenAPI `security` of a route `requireStaff` guards: the session cookie, not an auth_key. */
export const STAFF_SECURITY = [{ staff_session: [] }];

export const ACCESS_MESSAGES = {
  logIn: 'Please log in',
  noAccess: 'You do not have access to this',
  outOfDate: 'The page is out of date; reload it',
};

export type SignedIn = NonNullable<Awaited<ReturnType<StaffService['signedIn']>>>;

const changes = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

export function consoleAccess(staff: StaffService) {
  const sessions = new WeakMap<FastifyRequest, SignedIn>();

  /**
   * The onRequest hook of a console route: 401 without a live session, 403 without the CSRF token on a
   * change (SameSite=Strict keeps other sites' requests from carrying the cookie; the token is the second
   * lock), 403 for a role not in `roles` (any staff member when none are given). Checked before the body
   * is read, so a refused call learns nothing of the route's rules.
   */
  const requireStaff = (roles?: readonly StaffRole[]) => async (request: FastifyRequest) => {
    const token = request.cookies[STAFF_COOKIE];
    const signedIn = token === undefined ? undefined : await staff.signedIn(token);
    if (signedIn === undefined) throw new ApiError(401, ACCESS_MESSAGES.logIn);
    const csrf = request.headers[CSRF_HEADER];
    if (changes(request) && !(typeof csrf === 'string' && sameSecret(csrf, signedIn.csrfToken))) {
      throw new ApiError(403, ACCESS_MESSAGES.outOfDate);
    }
    if (roles !== undefined && !roles.includes(signedIn.staff.role)) {
      throw new ApiError(403, ACCESS_MESSAGES.noAccess);
    }
    sessions.set(request, signedIn);
  };

  /** The session `requireStaff` found for the request. */
  function signedInOf(request: FastifyRequest) {
    const signedIn = sessions.get(request);
    if (signedIn === undefined) throw new ApiError(401, ACCESS_MESSAGES.logIn);
    return signedIn;
  }

  /**
   * The insurer whose records alone the request's staff member sees: an insurer's staff member's company;
   * undefined for admins and operators, who see every insurer's.
   */
  function insurerOf(request: FastifyRequest) {
    const { role, company_id: companyId } = signedInOf(request).staff;
    if (role !== 'insurer') return undefined;
    // The table's check makes an insurer's account name its insurer; without one it sees nothing.
    if (companyId === null) throw new ApiError(403, ACCESS_MESSAGES.noAccess);
    return companyId;
  }

  const actorOf = (request: FastifyRequest) => ({
    staffId: signedInOf(request).staff.id,
    clientAddress: clientAddress(request),
  });

  return {
    requireStaff,
    signedInOf,
    insurerOf,
    actorOf,
    /** Writes the request's staff action to the audit log, right after the module made it. */
    record: (request: FastifyRequest, action: Action) => staff.record(actorOf(request), action),
  };
}

export type ConsoleAccess = ReturnType<typeof consoleAccess>;
