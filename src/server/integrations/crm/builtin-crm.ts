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
  };
}
