// The one way the server writes to the person of an application (architecture, Rulings: the server writes
// the text and picks the recipients itself): an SMS to the verified mobile and, when an address is known,
// an e-mail to the personal form's address, both queued in the outbox inside the transaction of the change
// that causes them, so they exist exactly when the change does (docs/decisions/008). Every e-mail greets
// the applicant by name and ends with how to reach us; the links in them are absolute on our site and say
// until when they work, because a buyer who closed the tab comes back through them (docs/decisions/027).
// Everything is written in the customer's language (issue 21): the one stored with the customer, the
// language they last used the site in; `translator(locale)` writes it.
import type { I18n } from '@lingui/core';
import type { Locale } from '#domain/i18n';
import type { LinkLife } from '#domain/motor/link-expiry';
import { linksLastDay } from '#domain/motor/link-expiry';
import { proposalPath, uploaderPath } from '#domain/motor/purchase-paths';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { OutboxMessages } from '#server/integrations/integrations';
import type { Queue } from '#server/integrations/outbox/outbox';
import { translator } from '#server/i18n';
import { contactOfCustomer } from '../consumer/consumer.service';
import { quotedApplication } from './application-summary';
import { applicationRepository } from './application.repository';

/** What is said: the e-mail's subject and paragraphs (between greeting and contact), and the SMS. */
export interface Letter {
  subject: string;
  /** Each a paragraph; a paragraph may hold several lines (a list). */
  paragraphs: string[];
  sms: string;
}

/** Who is written to. */
export interface Recipient {
  /** 'Mr K Perera'. */
  name: string;
  email: string | null;
  /** The '94' form. */
  mobile: string;
  /** The language they are written to in. */
  locale: Locale;
}

/** The tools of the change's transaction: the messages it queues are sent once it commits. */
export interface Correspondence {
  queue: Queue<OutboxMessages>;
  contact: Config['contact'];
}

/** How to reach us, the last sentence of an SMS: the first hotline, or the e-mail address when none is configured. */
export const questionsSms = ({ hotlines, email }: Config['contact'], i18n: I18n) =>
  hotlines[0]
    ? i18n._(/*i18n*/ 'Questions? Please call us on {phone}.', { phone: hotlines[0].number })
    : i18n._(/*i18n*/ 'Questions? Please write to us at {email}.', { email });

/** Every way to reach us, for the foot of an e-mail. */
const contactLine = ({ hotlines, email }: Config['contact'], i18n: I18n) =>
  hotlines[0]
    ? i18n._(/*i18n*/ 'Questions? Call us on {phone} or write to us at {email}.', {
        phone: hotlines[0].number,
        email,
      })
    : i18n._(/*i18n*/ 'Questions? Write to us at {email}.', { email });

/**
 * Queues `letter` (written in `to.locale`) to `to`, with the greeting, the contact line and the sign-off in
 * that language; answers the outbox ids of the e-mail (none without an address) and the SMS.
 */
export async function writeToApplicant({ queue, contact }: Correspondence, to: Recipient, letter: Letter) {
  const i18n = translator(to.locale);
  const greeting = i18n._(/*i18n*/ 'Dear {name},', { name: to.name });
  const text = [greeting, ...letter.paragraphs, contactLine(contact, i18n), 'Kavacha'].join('\n\n');
  const mail = to.email ? await queue('mail', { to: to.email, subject: letter.subject, text }) : undefined;
  const sms = await queue('sms', { to: to.mobile, text: letter.sms });
  return { mail, sms };
}

/**
 * The application as its messages speak of it: who, in which language (`i18n` writes in it), which insurer
 * and cover, its keys and their life.
 */
export async function applicantOf(tx: Db, applicationId: number) {
  const application = await applicationRepository(tx).summaryOf(applicationId);
  const quoted = quotedApplication(application);
  const { mobile, locale } = await contactOfCustomer(tx, application.customerId);
  return {
    name: quoted.customer_name,
    // The personal form requires one; its stored JSON is not checked again here, so a missing one means
    // the SMS alone rather than a message that cannot be delivered.
    email: application.personalInfo.email || null,
    mobile,
    locale,
    i18n: translator(locale),
    insurer: quoted.insurer,
    typeOfCover: quoted.type_of_cover,
    paySecHash: application.paySecHash,
    reqKey: application.reqKey,
    life: { validUntil: application.validUntil, paidAt: application.paidAt } satisfies LinkLife,
  };
}
export type Applicant = Awaited<ReturnType<typeof applicantOf>>;

/** The applicant's links on `site` (PUBLIC_URL, or the request's own address in demo mode). */
export const linksOf = (site: string, applicant: Applicant) => ({
  uploader: site + uploaderPath(applicant.paySecHash),
  proposal: site + proposalPath(applicant.reqKey),
  /** The last day they work. */
  until: linksLastDay(applicant.life),
});
