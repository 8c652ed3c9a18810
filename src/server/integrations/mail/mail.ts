// E-mail to customers (architecture, Integrations): the cover note's link goes out this way. In demo mode
// the built-in provider sends nothing: the message stays in the outbox, where /dev/outbox shows it.
// MAIL_PROVIDER=smtp hands each message to an SMTP server.
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; links are written out in full. */
  text: string;
}

export interface Mail {
  /**
   * Sends one message. Messages come from the outbox, which may deliver one again after a failure it
   * could not tell from a success, so adapters mark each message with `idempotencyKey` (the outbox
   * message id) in a way the receiving side can recognise. Throw to have the outbox retry later.
   */
  send(message: MailMessage, idempotencyKey: number): Promise<void>;
}

/** Demo mode: the outbox row is the message; there is nowhere further to send it. */
export const builtinMail: Mail = { send: async () => undefined };
