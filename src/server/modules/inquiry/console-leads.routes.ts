// The console's leads inbox (issue 22, docs/decisions/044): admins and operators list, open and work the
// leads; an insurer's staff have no access. Each change lands in the audit log with the lead before and
// after.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSOLE_API, CONSOLE_AREAS, pageOf } from '#domain/console/calls';
import {
  leadChangeSchema,
  leadDetailSchema,
  leadQuerySchema,
  leadSchema,
  newLeadNoteSchema,
} from '#domain/console/leads';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { ConsoleAccess } from '../staff/console-access';
import { STAFF_SECURITY } from '../staff/console-access';
import type { LeadInbox } from './lead-inbox.service';

const tags = ['console'];
const params = z.object({ id: z.coerce.number().int().positive() });
const answer = { 200: envelopeOf(leadDetailSchema), ...refusals };
const subject = (id: number) => `inquiry:${id}`;

export const consoleLeadRoutes: FastifyPluginAsyncZod<{ leads: LeadInbox; access: ConsoleAccess }> = async (
  app,
  { leads, access },
) => {
  const onRequest = access.requireStaff(CONSOLE_AREAS.leads);
  const me = (request: FastifyRequest) => access.signedInOf(request).staff.id;

  app.get(
    `${CONSOLE_API}/leads`,
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Leads by status, kind, assignee (an id, me or none), CRM delivery and a search, newest or oldest first',
        security: STAFF_SECURITY,
        querystring: leadQuerySchema,
        response: { 200: envelopeOf(pageOf(leadSchema)), ...refusals },
      },
    },
    async (request) => ok(await leads.page(request.query, me(request))),
  );

  app.get(
    `${CONSOLE_API}/leads/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: "One lead with its notes, its CRM delivery and its quote's vehicle and cover",
        security: STAFF_SECURITY,
        params,
        response: answer,
      },
    },
    async (request) => ok(await leads.one(request.params.id)),
  );

  app.patch(
    `${CONSOLE_API}/leads/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: "Change a lead's status and/or assignee (an active admin or operator, or null)",
        security: STAFF_SECURITY,
        params,
        body: leadChangeSchema,
        response: answer,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { before, after, lead } = await leads.change(id, request.body);
      await access.record(request, { action: 'lead.update', subject: subject(id), before, after });
      return ok(lead);
    },
  );

  app.post(
    `${CONSOLE_API}/leads/:id/notes`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a note to a lead (1 to 2000 characters); notes are never changed',
        security: STAFF_SECURITY,
        params,
        body: newLeadNoteSchema,
        response: answer,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { note, lead } = await leads.addNote(id, request.body, me(request));
      await access.record(request, { action: 'lead.note', subject: subject(id), before: null, after: note });
      return ok(lead);
    },
  );
};
