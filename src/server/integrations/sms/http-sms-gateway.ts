// An SMS gateway over HTTP (SMS_PROVIDER=http): each message is a JSON POST to SMS_GATEWAY_URL with the
// key as a bearer token, { to, text, reference }, where `reference` is the outbox message id, which
// gateways use to drop a repeat. Any answer but 2xx, or none within the timeout, is a failed delivery.
import { fetchWithin } from '../fetch-within';
import type { Sms } from './sms';

export interface SmsGatewaySettings {
  url: string | undefined;
  key: string | undefined;
  timeoutMs: number;
}

export function httpSmsGateway({ url, key, timeoutMs }: SmsGatewaySettings): Sms {
  if (!url || !key) throw new Error('SMS_PROVIDER=http needs SMS_GATEWAY_URL and SMS_GATEWAY_KEY');
  return {
    async send(message, idempotencyKey) {
      const answer = await fetchWithin(
        'SMS gateway',
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
          body: JSON.stringify({ to: message.to, text: message.text, reference: String(idempotencyKey) }),
        },
        timeoutMs,
      );
      // A gateway's error text helps the log.
      if (!answer.ok) throw new Error(`SMS gateway answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    },
  };
}
