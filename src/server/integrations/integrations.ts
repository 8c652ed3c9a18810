// The providers of the app, chosen by configuration, and the outbox that carries messages to them.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Crm, Lead } from './crm/crm';
import { crmFor } from './crm/crm';
import type { Mail, MailMessage } from './mail/mail';
import { mailFor } from './mail/mail';
import type { Outbox } from './outbox/outbox';
import { createOutbox } from './outbox/outbox';
import type { Sms, SmsMessage } from './sms/sms';
import { smsFor } from './sms/sms';
import type { Storage } from './storage/storage';
import { storageFor } from './storage/storage';

/** What each kind of outbox message carries. */
export interface OutboxMessages {
  crm_lead: Lead;
  sms: SmsMessage;
  mail: MailMessage;
}

export type AppOutbox = Outbox<OutboxMessages>;

export interface Integrations {
  crm: Crm;
  sms: Sms;
  mail: Mail;
  storage: Storage;
}

/** The configured providers; `overrides` replaces some (a test's failing CRM). */
export function integrationsFor(
  config: Pick<Config, 'providers' | 'outbox' | 'smsGateway' | 'smtp' | 'dataDir'>,
  db: Db,
  log: FastifyBaseLogger,
  overrides: Partial<Integrations> = {},
) {
  const crm = overrides.crm ?? crmFor(config.providers.crm, db);
  const sms = overrides.sms ?? smsFor(config);
  const mail = overrides.mail ?? mailFor(config);
  const storage = overrides.storage ?? storageFor(config);
  const outbox: AppOutbox = createOutbox<OutboxMessages>(
    db,
    {
      crm_lead: (lead, messageId) => crm.createLead(lead, messageId),
      sms: (message, messageId) => sms.send(message, messageId),
      mail: (message, messageId) => mail.send(message, messageId),
    },
    config.outbox,
    log,
  );
  return { crm, sms, mail, storage, outbox };
}
