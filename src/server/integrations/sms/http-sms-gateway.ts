// An SMS gateway over HTTP (SMS_PROVIDER=http): each message is a JSON POST to SMS_GATEWAY_URL with the
// key as a bearer token, { to, text, reference }, where `reference` is the outbox message id, which
// gateways use to drop a repeat. Any answer but 2xx, or none within the timeout, is a failed delivery.
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
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ to: message.to, text: message.text, reference: String(idempotencyKey) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is read so the connection can be reused; a gateway's error text helps the log.
      const body = await response.text();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${body.slice(0, 200)}`);
    },
  };
}
