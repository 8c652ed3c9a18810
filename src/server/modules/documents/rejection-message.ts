// What the applicant is sent when a submitted document is rejected: which one, the reviewer's reason and
// the link to upload it again, so the purchase goes on from any device (docs/decisions/027).
import type { Config } from '#server/config';
import type { Letter } from '../application/applicant-messages';
import { reachUs } from '../application/applicant-messages';

export interface Rejection {
  /** The slot's title, 'Vehicle Registration'. */
  document: string;
  reason: string;
  insurer: string;
  links: { uploader: string; until: string };
}

export const rejectionLetter = (rejection: Rejection, contact: Config['contact']): Letter => ({
  subject: `Please upload your ${rejection.document} again`,
  paragraphs: [
    `The ${rejection.document} you uploaded for your motor insurance with ${rejection.insurer} could not be accepted.`,
    `Reason: ${rejection.reason}`,
    `Please upload a new one and press Submit for Review: ${rejection.links.uploader}`,
    `This link works on any device until ${rejection.links.until}.`,
  ],
  sms:
    `Kavacha: your ${rejection.document} was not accepted. Reason: ${rejection.reason}. ` +
    `Please upload it again: ${rejection.links.uploader} Questions? Please ${reachUs(contact)}.`,
});
