// The CRM where staff follow up leads (architecture, Integrations): the built-in one keeps leads in the
// database; CRM_PROVIDER=vtiger files them in vtiger, CRM_PROVIDER=webhook POSTs them to the operator's
// own endpoint (docs/decisions/029).
/** A person to call back, and what about. */
export interface Lead {
  /** What the visitor asked for, as the CRM files it ('Comparison Request', 'Callback'). */
  subject: string;
  /** Our record the lead came from, so staff can find it ('inquiry 42'). */
  reference: string;
  /** Mr, Mrs...: the comparison form asks it, the callback does not. */
  title?: string;
  name: string;
  /** The '94' form. */
  mobile: string;
  email: string;
  /** The visitor asked to be phoned; when false staff may write but must not call (decision 032). */
  callRequested: boolean;
  // Motor leads only.
  vehicleType?: string;
  insuranceType?: string;
  unqHash?: string;
  channel?: string;
  promo?: string;
  /** The small-business page's company (decision 061). */
  company?: string;
  /** A callback asked from the chat: the conversation before it, one turn a line (decision 056). */
  transcript?: string;
}

/** A later conversation for a lead already filed: the same person handed over from the chat again. */
export interface LeadTranscript {
  /** The idempotency key the lead was filed with (its outbox message id). */
  leadKey: number;
  /** The lead's own reference ('inquiry 42'). */
  reference: string;
  /** One turn a line, as `Lead.transcript`. */
  transcript: string;
}

export interface Crm {
  /**
   * Files a lead. Leads come from the outbox, which may deliver one again after a failure it could not
   * tell from a success (a timeout, a crash before the delivery was recorded). So every adapter must
   * dedupe by `idempotencyKey` (the outbox message id): a second call with a key already filed files
   * nothing and succeeds. Throw to have the outbox retry later.
   */
  createLead(lead: Lead, idempotencyKey: number): Promise<void>;
  /**
   * Adds a conversation to the lead filed with `addition.leadKey`, once per `idempotencyKey` as above.
   * Throws (to be retried) while that lead is not filed yet.
   */
  addTranscript(addition: LeadTranscript, idempotencyKey: number): Promise<void>;
}
