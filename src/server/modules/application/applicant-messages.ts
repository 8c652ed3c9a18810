// The one way the server writes to the person of an application (architecture, Rulings: the server writes
// the text and picks the recipients itself): an SMS to the verified mobile and, when an address is known,
// an e-mail to the personal form's address, both queued in the outbox inside the transaction of the change
// that causes them, so they exist exactly when the change does (docs/decisions/008). Every e-mail greets
// the applicant by name and ends with how to reach us; the links in them are absolute on our site and say
// until when they work, because a buyer who closed the tab comes back through them (docs/decisions/027).
import type { LinkLife } from '#domain/motor/link-expiry';
import { linksLastDay } from '#domain/motor/link-expiry';
import { proposalPath, uploaderPath } from '#domain/motor/purchase-paths';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { OutboxMessages } from '#server/integrations/integrations';
import type { Queue } from '#server/integrations/outbox/outbox';
import { mobileOfCustomer } from '../consumer/consumer.service';
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
}

/** The tools of the change's transaction: the messages it queues are sent once it commits. */
export interface Correspondence {
  queue: Queue<OutboxMessages>;
  contact: Config['contact'];
}

/** How to reach us in a sentence: the first hotline, or the e-mail address when none is configured. */
export const reachUs = ({ hotlines, email }: Config['contact']) =>
  hotlines[0] ? `call us on ${hotlines[0].number}` : `write to us at ${email}`;

/** Every way to reach us, for the foot of an e-mail. */
const contactLine = ({ hotlines, email }: Config['contact']) =>
  hotlines[0]
    ? `Questions? Call us on ${hotlines[0].number} or write to us at ${email}.`
    : `Questions? Write to us at ${email}.`;

/** Queues `letter` to `to`; answers the outbox ids of the e-mail (none without an address) and the SMS. */
export async function writeToApplicant({ queue, contact }: Correspondence, to: Recipient, letter: Letter) {
  const text = [`Dear ${to.name},`, ...letter.paragraphs, contactLine(contact), 'Kavacha'].join('\n\n');
  const mail = to.email ? await queue('mail', { to: to.email, subject: letter.subject, text }) : undefined;
  const sms = await queue('sms', { to: to.mobile, text: letter.sms });
  return { mail, sms };
}

/** The application as its messages speak of it: who, which insurer and cover, its keys and their life. */
export async function applicantOf(tx: Db, applicationId: number) {
  const application = await applicationRepository(tx).summaryOf(applicationId);
  const quoted = quotedApplication(application);
  return {
    name: quoted.customer_name,
    // The personal form requires one; its stored JSON is not checked again here, so a missing one means
    // the SMS alone rather than a message that cannot be delivered.
    email: application.personalInfo.email || null,
    mobile: await mobileOfCustomer(tx, application.customerId),
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
