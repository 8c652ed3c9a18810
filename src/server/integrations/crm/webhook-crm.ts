// Leads POSTed to the operator's own endpoint (CRM_PROVIDER=webhook, docs/decisions/029), for those
// without vtiger. The body is JSON: `id` (the outbox message id) and the lead's fields as the Lead
// interface names them. It is signed as Stripe signs its webhooks, so the receiver knows it comes from us
// and is fresh: `X-Kavacha-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
// `Idempotency-Key: <id>` lets the receiver drop a repeat: the outbox delivers again after a failure it
// cannot tell from a success. A 2xx answer files the lead; anything else, or none in time, is retried.
// A conversation handed over after the lead (decision 060) is POSTed the same way as `WebhookTranscript`:
// its own `id`, and `leadKey`, the `id` of the lead it belongs to.
import { createHmac } from 'node:crypto';
import type { Config } from '#server/config';
import type { Crm, Lead, LeadTranscript } from './crm';
import { fetchWithin } from '../fetch-within';

/** What the receiver is sent: the lead, and the id it is known by (also its Idempotency-Key). */
export type WebhookLead = { id: number } & Lead;
/** What the receiver is sent for a later conversation of a lead it has. */
export type WebhookTranscript = { id: number } & LeadTranscript;

/** The X-Kavacha-Signature header of `body`, sent at `unixSeconds`. */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

export function webhookCrm({ url, secret, timeoutMs }: Config['crmWebhook']): Crm {
  if (!url || !secret) throw new Error('CRM_PROVIDER=webhook needs CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET');
  const post = async (sent: WebhookLead | WebhookTranscript) => {
    const body = JSON.stringify(sent);
    // Signed afresh at each delivery, so that a retry hours later is not refused as stale.
    const signature = webhookSignature(secret, Math.floor(Date.now() / 1000), body);
    const answer = await fetchWithin(
      'CRM webhook',
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-kavacha-signature': signature,
          'idempotency-key': String(sent.id),
        },
        body,
      },
      timeoutMs,
    );
    if (!answer.ok) throw new Error(`CRM webhook answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  };
  return {
    createLead: (lead, idempotencyKey) => post({ id: idempotencyKey, ...lead }),
    addTranscript: (addition, idempotencyKey) => post({ id: idempotencyKey, ...addition }),
  };
}
