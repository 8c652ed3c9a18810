// The providers of the app, chosen by configuration, and the outbox that carries messages to them. The
// choice is made here, above both the interfaces and their adapters, so an interface never imports the
// adapter that implements it.
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { builtinCrm } from './crm/builtin-crm';
import type { Crm, Lead, LeadTranscript } from './crm/crm';
import { vtigerCrm } from './crm/vtiger-crm';
import { webhookCrm } from './crm/webhook-crm';
import type { Mail, MailMessage } from './mail/mail';
import { builtinMail } from './mail/mail';
import { smtpMail } from './mail/smtp-mail';
import type { Outbox } from './outbox/outbox';
import { createOutbox } from './outbox/outbox';
import { httpSmsGateway } from './sms/http-sms-gateway';
import type { Sms, SmsMessage } from './sms/sms';
import { builtinSms } from './sms/sms';
import type { Storage } from './storage/storage';
import { localStorage } from './storage/storage';

/** What each kind of outbox message carries. */
export interface OutboxMessages {
  crm_lead: Lead;
  crm_lead_transcript: LeadTranscript;
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

function crmFor(config: Pick<Config, 'providers' | 'vtiger' | 'crmWebhook'>, db: Db): Crm {
  switch (config.providers.crm) {
    case 'builtin':
      return builtinCrm(db);
    case 'vtiger':
      return vtigerCrm(config.vtiger);
    case 'webhook':
      return webhookCrm(config.crmWebhook);
  }
}

export function mailFor(config: Pick<Config, 'providers' | 'smtp'>): Mail {
  switch (config.providers.mail) {
    case 'builtin':
      return builtinMail;
    case 'smtp':
      return smtpMail(config.smtp);
  }
}

function smsFor(config: Pick<Config, 'providers' | 'smsGateway'>): Sms {
  switch (config.providers.sms) {
    case 'builtin':
      return builtinSms;
    case 'http':
      return httpSmsGateway(config.smsGateway);
  }
}

/** The configured storage; the API tests use it too, to reach the files an app keeps. */
export async function storageFor(config: Pick<Config, 'providers' | 'dataDir' | 's3'>): Promise<Storage> {
  switch (config.providers.storage) {
    case 'local':
      return localStorage(path.join(config.dataDir, 'files'));
    case 's3': {
      // Loaded only when chosen: the AWS SDK costs memory and start time that demo mode need not pay.
      const { s3Storage } = await import('./storage/s3-storage');
      return s3Storage(config.s3);
    }
  }
}

/** The configured providers; `overrides` replaces some (a test's failing CRM). */
export async function integrationsFor(
  config: Pick<
    Config,
    'providers' | 'outbox' | 'smsGateway' | 'smtp' | 'dataDir' | 's3' | 'vtiger' | 'crmWebhook'
  >,
  db: Db,
  log: FastifyBaseLogger,
  overrides: Partial<Integrations> = {},
) {
  const crm = overrides.crm ?? crmFor(config, db);
  const sms = overrides.sms ?? smsFor(config);
  const mail = overrides.mail ?? mailFor(config);
  const storage = overrides.storage ?? (await storageFor(config));
  const outbox: AppOutbox = createOutbox<OutboxMessages>(
    db,
    {
      crm_lead: (lead, messageId) => crm.createLead(lead, messageId),
      crm_lead_transcript: (addition, messageId) => crm.addTranscript(addition, messageId),
      sms: (message, messageId) => sms.send(message, messageId),
      mail: (message, messageId) => mail.send(message, messageId),
    },
    config.outbox,
    log,
  );
  return { crm, sms, mail, storage, outbox };
}
