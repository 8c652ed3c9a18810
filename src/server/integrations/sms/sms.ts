// Text messages to mobile numbers (architecture, Integrations). In demo mode the built-in provider sends
// nothing: the message stays in the outbox, where /dev/outbox shows it. SMS_PROVIDER=http posts each
// message to an SMS gateway.
export interface SmsMessage {
  /** The '94' form. */
  to: string;
  text: string;
}

export interface Sms {
  /**
   * Sends one message. Messages come from the outbox, which may deliver one again after a failure it
   * could not tell from a success, so adapters pass `idempotencyKey` (the outbox message id) on to
   * gateways that dedupe by it. Throw to have the outbox retry later.
   */
  send(message: SmsMessage, idempotencyKey: number): Promise<void>;
}

/** Demo mode: the outbox row is the message; there is nowhere further to send it. */
export const builtinSms: Sms = { send: async () => undefined };
