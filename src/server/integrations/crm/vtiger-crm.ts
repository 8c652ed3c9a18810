// Leads filed in vtiger (CRM_PROVIDER=vtiger, docs/decisions/029): each lead becomes a vtiger Lead
// assigned to the configured sales user, as document 001 section 7 describes (lastname, assigned_user_id,
// leadsource 'Web', phone, email, leadstatus 'Pending', description). vtiger has no idempotency key, so the
// description ends with a marker naming the outbox message, and a delivery first asks vtiger for a Lead
// whose description ends with that marker: a repeated delivery (after a timeout that hid a success) files nothing.
// A conversation handed over after the lead (decision 060) becomes a comment (ModComments) on it, ending
// with its own marker the same way.
import type { Config } from '#server/config';
import type { Crm, Lead } from './crm';
import type { VtigerWebservice } from './vtiger-webservice';
import { kept, vtigerWebservice, vtqlString } from './vtiger-webservice';

/** The marker of the lead of outbox message `idempotencyKey` in its description. */
const leadMarker = (idempotencyKey: number) => `[kavacha-lead:${idempotencyKey}]`;
/** The marker of the comment of outbox message `idempotencyKey`. */
const commentMarker = (idempotencyKey: number) => `[kavacha-chat:${idempotencyKey}]`;
/** The VTQL condition of a marker at the very end of `field`: words before it cannot pass for it. */
const endsWith = (field: string, marker: string) => `${field} like ${vtqlString(`%${marker}`)}`;
/** A transcript on one line, as staff read it in vtiger. */
const chatLine = (transcript: string) => transcript.replace(/\n/g, ' / ');

// vtiger strips backslashes from every webservice parameter (a relic of PHP's magic quotes), so the
// element's JSON must not need any: no line breaks or other control characters, quotes or backslashes in
// the values, which JSON would escape and vtiger would then mangle ("\n" arriving as "n").
const plain = (text: string) =>
  text
    .replace(/[\\"]/g, "'")
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();

/** Given names and surname; a name of one word is all surname, which vtiger requires. */
function nameParts(name: string): { firstname?: string; lastname: string } {
  const words = plain(name).split(' ');
  const lastname = words.pop() ?? '';
  return words.length ? { firstname: words.join(' '), lastname } : { lastname };
}

/** One line, so that nothing in it needs escaping; staff read it in the Lead's description. */
function description(lead: Lead, marker: string): string {
  const facts: [string, string | undefined][] = [
    ['Call', lead.callRequested ? 'asked for a call' : 'did not ask for a call: do not phone'],
    ['Title', lead.title],
    ['Company', lead.company],
    ['Vehicle', lead.vehicleType],
    ['Insurance', lead.insuranceType],
    ['Channel', lead.channel],
    ['Promo', lead.promo],
    ['Quote', lead.unqHash],
    // The visitor's words: they come before the marker, which the look-up finds only at the very end.
    ['Chat', lead.transcript && chatLine(lead.transcript)],
  ];
  const known = facts.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []));
  return plain([`${lead.subject} (${lead.reference})`, ...known, marker].join(' | '));
}

/** The Lead element vtiger is sent. */
function leadElement(lead: Lead, assignedUserId: string, idempotencyKey: number) {
  return {
    ...nameParts(lead.name),
    assigned_user_id: assignedUserId,
    leadsource: 'Web',
    leadstatus: 'Pending',
    // The '94' form, written as a number to dial from anywhere.
    phone: `+${lead.mobile}`,
    email: plain(lead.email),
    description: description(lead, leadMarker(idempotencyKey)),
  };
}

export function vtigerCrm({ url, userName, accessKey, assignedUserName, timeoutMs }: Config['vtiger']): Crm {
  if (!url || !userName || !accessKey || !assignedUserName) {
    throw new Error(
      'CRM_PROVIDER=vtiger needs VTIGER_URL, VTIGER_USER_NAME, VTIGER_ACCESS_KEY and VTIGER_ASSIGNED_USER_NAME',
    );
  }
  const vtiger = vtigerWebservice({ url, userName, accessKey, timeoutMs });
  // Users are not renamed in practice, so the id is asked once per process (again after a failed lookup).
  const assignee = kept(() => userId(vtiger, assignedUserName));

  return {
    async createLead(lead, idempotencyKey) {
      const filed = await vtiger.query(
        `select id from Leads where ${endsWith('description', leadMarker(idempotencyKey))};`,
      );
      if (filed.length) return;
      await vtiger.create('Leads', leadElement(lead, await assignee.get(), idempotencyKey));
    },

    async addTranscript({ leadKey, reference, transcript }, idempotencyKey) {
      const marker = commentMarker(idempotencyKey);
      const added = await vtiger.query(
        `select id from ModComments where ${endsWith('commentcontent', marker)};`,
      );
      if (added.length) return;
      const [lead] = await vtiger.query(
        `select id from Leads where ${endsWith('description', leadMarker(leadKey))};`,
      );
      if (typeof lead?.id !== 'string') throw new Error(`vtiger has no lead of message ${leadKey} yet`);
      await vtiger.create('ModComments', {
        commentcontent: plain(`Chat again (${reference}): ${chatLine(transcript)} | ${marker}`),
        related_to: lead.id,
        assigned_user_id: await assignee.get(),
      });
    },
  };
}

async function userId(vtiger: VtigerWebservice, userName: string): Promise<string> {
  const [user] = await vtiger.query(`select id from Users where user_name=${vtqlString(userName)};`);
  if (typeof user?.id !== 'string') {
    throw new Error(`vtiger has no user '${userName}' (VTIGER_ASSIGNED_USER_NAME) to assign leads to`);
  }
  return user.id;
}
