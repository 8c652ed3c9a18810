import { eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { outbox } from '#server/db/schema';
import type { Lead } from '#server/integrations/crm/crm';
import { quoteClient } from './quote-requests';
import type { createTestApp } from './test-app';

// Leads for the CRM adapters' tests: one as the inquiry module files it, and an inquiry made through the
// app and followed through the outbox to a CRM peer.

export const SAMPLE_LEAD: Lead = {
  subject: 'Comparison Request',
  reference: 'inquiry 7',
  title: 'Mrs',
  name: 'Nimali Perera',
  mobile: '94771234567',
  email: 'nimali@example.lk',
  callRequested: true,
  vehicleType: 'Car',
  insuranceType: 'full-insurance',
  unqHash: 'quote-hash-0001',
  channel: 'Web-Motor',
  promo: 'no-promo',
};

/** Settings that have the outbox deliver and retry at once, and give up on a silent CRM quickly. */
export const QUICK_CRM = { OUTBOX_POLL_MS: '20', OUTBOX_RETRY_FIRST_MS: '20', CRM_TIMEOUT_MS: '500' };

/**
 * Posts an inquiry about a fresh quote; `filed` resolves to the outbox message id of the lead once the
 * CRM peer has it. Resolves once that message is recorded as sent.
 */
export async function inquireUntilFiled(
  { app, database }: Awaited<ReturnType<typeof createTestApp>>,
  filed: () => Promise<number>,
) {
  const client = await quoteClient(app);
  const quote = (await client.full()).body.data;
  const { body } = await client.call('POST', '/inquiry-api/v1/inquire', {
    cx_surname: 'Mr',
    cx_name: 'Sunil Fernando',
    cx_mobile: '712345678',
    cx_email: 'sunil@example.lk',
    unq_hash: quote.unq_hash,
  });
  const messageId = await filed();
  const message = await vi.waitFor(
    async () => {
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, messageId));
      expect(row!.status).toBe('sent');
      return row!;
    },
    { timeout: 3_000, interval: 20 },
  );
  return { inquiryId: body.data.inquiry_id as number, unqHash: quote.unq_hash as string, message };
}
