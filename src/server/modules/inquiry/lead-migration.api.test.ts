// Migration 0017 (decision 044) on a database that has inquiries already: each becomes a new comparison
// lead, last changed when it was made, linked to the CRM message it queued (found by the payload's
// reference) and to no other message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '#server/testing/migrations';

let database: Awaited<ReturnType<typeof databaseBefore>>;
let client: Awaited<ReturnType<typeof databaseBefore>>['client'];
beforeAll(async () => {
  // The migrations up to the one before 0017, as a database made before it has them.
  database = await databaseBefore('0017_lead_inbox');
  client = database.client;
});
afterAll(() => database.close());

describe('migration 0017', () => {
  it('makes the inquiries new comparison leads, linked to the CRM message that named each', async () => {
    await client.exec(`
      insert into quotes (id, unq_hash, cover_type, params, channel, promo, quoted_on, valid_until, quotations)
        values (1, 'hash-one', 'C', '{}', 'Web-Motor', 'no-promo', '2026-11-01', '2026-11-30', '[]'),
               (2, 'hash-two', 'T', '{}', 'Web-Motor', 'no-promo', '2026-11-02', '2026-12-01', '[]');
      insert into outbox (id, kind, payload, status, attempts, sent_at)
        values (10, 'crm_lead', '{"reference": "inquiry 7"}', 'sent', 1, now()),
               (11, 'sms', '{"reference": "inquiry 8", "text": "not a lead"}', 'sent', 1, now()),
               (12, 'crm_lead', '{"reference": "inquiry 8"}', 'pending', 3, null),
               (13, 'crm_lead', '{"reference": "inquiry 77"}', 'sent', 1, now());
      insert into inquiries (id, quote_id, title, name, mobile, email, vehicle_type, insurance_type, channel,
          promo, created_at)
        values (7, 1, 'Mrs', 'Nimali Perera', '94771234567', 'nimali@example.lk', 'Car', 'full-insurance',
                'Web-Motor', 'no-promo', '2026-11-01T08:00:00Z'),
               (8, 2, 'Mr', 'Kamal Silva', '94712345678', 'kamal@example.lk', 'Motor-Cycle', 'third-party',
                'Web-Motor', 'no-promo', '2026-11-02T09:30:00Z');
    `);
    await database.migrateAll();

    const { rows } = await client.query(
      `select id, kind, lead_status, assignee_id, crm_message_id, updated_at = created_at as unchanged
         from inquiries order by id`,
    );
    expect(rows).toEqual([
      {
        id: 7,
        kind: 'comparison',
        lead_status: 'new',
        assignee_id: null,
        crm_message_id: 10,
        unchanged: true,
      },
      {
        id: 8,
        kind: 'comparison',
        lead_status: 'new',
        assignee_id: null,
        crm_message_id: 12,
        unchanged: true,
      },
    ]);
    await expect(client.exec(`update inquiries set lead_status = 'won' where id = 7`)).rejects.toThrow(
      /inquiries_lead_status/,
    );
    await expect(client.exec(`update inquiries set kind = 'walk-in' where id = 7`)).rejects.toThrow(
      /inquiries_kind/,
    );
  });
});
