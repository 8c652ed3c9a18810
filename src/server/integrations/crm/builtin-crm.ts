import { TRANSCRIPTS_SEPARATOR } from '#domain/chat';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { crmLeads } from '#server/db/schema';
import type { Crm } from './crm';

/** Demo mode's CRM: leads kept in the `crm_leads` table, once per idempotency key. */
export function builtinCrm(db: Db): Crm {
  return {
    async createLead(lead, idempotencyKey) {
      await db
        .insert(crmLeads)
        // The table's columns are the lead's fields.
        .values({ ...lead, outboxMessageId: idempotencyKey })
        .onConflictDoNothing({ target: crmLeads.outboxMessageId });
    },

    async addTranscript({ leadKey, transcript }, idempotencyKey) {
      const lead = eq(crmLeads.outboxMessageId, leadKey);
      // One statement: the conversation and its key are added together, or neither.
      await db
        .update(crmLeads)
        .set({
          transcript: sql`concat_ws(${TRANSCRIPTS_SEPARATOR}::text, ${crmLeads.transcript}, ${transcript}::text)`,
          addedTranscripts: sql`array_append(${crmLeads.addedTranscripts}, ${idempotencyKey}::integer)`,
        })
        .where(and(lead, sql`not (${idempotencyKey}::integer = any(${crmLeads.addedTranscripts}))`));
      const [filed] = await db.select({ id: crmLeads.id }).from(crmLeads).where(lead);
      if (!filed) throw new Error(`The lead of message ${leadKey} is not filed yet`);
    },
  };
}
