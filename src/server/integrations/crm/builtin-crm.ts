import type { Db } from '../../db/client';
import { crmLeads } from '../../db/schema';
import type { Crm } from './crm';

/** Demo mode's CRM: leads kept in the `crm_leads` table, once per idempotency key. */
export function builtinCrm(db: Db): Crm {
  return {
    async createLead(lead, idempotencyKey) {
      await db
        .insert(crmLeads)
        .values({
          outboxMessageId: idempotencyKey,
          subject: lead.subject,
          reference: lead.reference,
          title: lead.title,
          name: lead.name,
          mobile: lead.mobile,
          email: lead.email,
          vehicleType: lead.vehicleType,
          insuranceType: lead.insuranceType,
          unqHash: lead.unqHash,
          channel: lead.channel,
          promo: lead.promo,
        })
        .onConflictDoNothing({ target: crmLeads.outboxMessageId });
    },
  };
}
