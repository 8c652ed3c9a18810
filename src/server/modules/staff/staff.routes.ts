// The console's own calls (issue 22): login, logout and the session for every staff member; staff
// accounts and the audit log for admins. Outside the auth_key scope: the staff cookie guards them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditEntrySchema,
  auditQuerySchema,
  CONSOLE_API,
  CONSOLE_AREAS,
  loginSchema,
  newStaffSchema,
  pageOf,
  pageQuerySchema,
  sessionSchema,
  staffChangeSchema,
  staffSchema,
} from '#domain/console/calls';
import { assigneeSchema } from '#domain/console/leads';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { clientAddress } from '#server/http/rate-limits';
import type { ConsoleAccess } from './console-access';
import { STAFF_COOKIE, STAFF_SECURITY } from './console-access';
import type { StaffService } from './staff.service';

const tags = ['console'];

export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  access: ConsoleAccess;
  /** Production: the cookie travels over HTTPS only. */
  secure: boolean;
}> = async (app, { staff, access, secure }) => {
  const cookie = { path: CONSOLE_API, httpOnly: true, sameSite: 'strict', secure } as const;
  const { requireStaff, signedInOf, actorOf } = access;

  app.post(
    `${CONSOLE_API}/login`,
    {
      schema: {
        tags,
        summary: 'Log a staff member in: sets the session cookie; 5 failed tries an e-mail in 15 minutes',
        security: [],
        body: loginSchema,
        response: { 200: envelopeOf(sessionSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const { token, session } = await staff.login(request.body, clientAddress(request));
      reply.setCookie(STAFF_COOKIE, token, cookie);
      return ok(session);
    },
  );

  app.post(
    `${CONSOLE_API}/logout`,
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        summary: 'End the session',
        security: STAFF_SECURITY,
        response: { 200: envelopeOf(z.null()), ...refusals },
      },
    },
    async (request, reply) => {
      await staff.logout(signedInOf(request).tokenHash, actorOf(request));
      reply.clearCookie(STAFF_COOKIE, cookie);
      return ok(null);
    },
  );

  app.get(
    `${CONSOLE_API}/session`,
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        summary: 'The signed-in staff member and their CSRF token; 401 when not signed in',
        security: STAFF_SECURITY,
        response: { 200: envelopeOf(sessionSchema), ...refusals },
      },
    },
    async (request) => {
      const { staff: member, csrfToken } = signedInOf(request);
      return ok({ staff: member, csrf_token: csrfToken });
    },
  );

  app.get(
    `${CONSOLE_API}/staff`,
    {
      onRequest: requireStaff(CONSOLE_AREAS.staff),
      schema: {
        tags,
        summary: 'Admins: the staff accounts, a page at a time',
        security: STAFF_SECURITY,
        querystring: pageQuerySchema,
        response: { 200: envelopeOf(pageOf(staffSchema)), ...refusals },
      },
    },
    async (request) => ok(await staff.list(request.query)),
  );

  app.get(
    `${CONSOLE_API}/staff/assignees`,
    {
      onRequest: requireStaff(CONSOLE_AREAS.leads),
      schema: {
        tags,
        summary: 'Admins and operators: whom a lead may be assigned to (the active admins and operators)',
        security: STAFF_SECURITY,
        response: { 200: envelopeOf(z.array(assigneeSchema)), ...refusals },
      },
    },
    async () => ok(await staff.assignees()),
  );

  app.post(
    `${CONSOLE_API}/staff`,
    {
      onRequest: requireStaff(CONSOLE_AREAS.staff),
      schema: {
        tags,
        summary: 'Admins: open a staff account (409 when the e-mail has one)',
        security: STAFF_SECURITY,
        body: newStaffSchema,
        response: { 200: envelopeOf(staffSchema), ...refusals },
      },
    },
    async (request) => ok(await staff.create(request.body, actorOf(request))),
  );

  app.patch(
    `${CONSOLE_API}/staff/:id`,
    {
      onRequest: requireStaff(CONSOLE_AREAS.staff),
      schema: {
        tags,
        summary: "Admins: change an account's name, role, insurer, password or whether it is active",
        security: STAFF_SECURITY,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: staffChangeSchema,
        response: { 200: envelopeOf(staffSchema), ...refusals },
      },
    },
    async (request) => ok(await staff.change(request.params.id, request.body, actorOf(request))),
  );

  app.get(
    `${CONSOLE_API}/audit`,
    {
      onRequest: requireStaff(CONSOLE_AREAS.audit),
      schema: {
        tags,
        summary: 'Admins: the audit log, newest first',
        security: STAFF_SECURITY,
        querystring: auditQuerySchema,
        response: { 200: envelopeOf(pageOf(auditEntrySchema)), ...refusals },
      },
    },
    async (request) => {
      const { staff_id: staffId, action, ...page } = request.query;
      return ok(await staff.auditPage({ ...page, staffId, action }));
    },
  );
};
