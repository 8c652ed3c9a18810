import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '#server/config';
import { QUICK_CRM, SAMPLE_LEAD, inquireUntilFiled } from '#server/testing/leads';
import { createTestApp } from '#server/testing/test-app';
import type { VtigerPeer } from '#server/testing/vtiger-peer';
import { startVtigerPeer } from '#server/testing/vtiger-peer';
import type { Lead } from './crm';
import { vtigerCrm } from './vtiger-crm';

// The adapter against a server that speaks vtiger's webservice protocol, then the app filing an
// inquiry's lead there through the outbox.

// Filed as if it came from the ikman.lk channel with a promotion code.
const LEAD: Lead = { ...SAMPLE_LEAD, channel: 'IKMAN', promo: 'KAVACHA5' };

let peer: VtigerPeer;
beforeAll(async () => {
  peer = await startVtigerPeer();
});
afterAll(() => peer.close());

/** The adapter as the app makes it from the peer's settings, some of them changed. */
const crmFor = (vtiger: VtigerPeer, changes: Partial<Config['vtiger']> = {}) =>
  vtigerCrm({
    url: vtiger.env.VTIGER_URL,
    userName: vtiger.env.VTIGER_USER_NAME,
    accessKey: vtiger.env.VTIGER_ACCESS_KEY,
    assignedUserName: vtiger.env.VTIGER_ASSIGNED_USER_NAME,
    timeoutMs: 2_000,
    ...changes,
  });
const callsSince = (from: number) => peer.calls.slice(from).map(({ operation }) => operation);

describe('vtigerCrm', () => {
  it('logs in with the challenge, finds the assigned user and files the Lead', async () => {
    const crm = crmFor(peer);
    await crm.createLead(LEAD, 101);
    expect(peer.calls).toEqual([
      { operation: 'getchallenge', method: 'GET' },
      { operation: 'login', method: 'POST' },
      { operation: 'query', method: 'GET' },
      { operation: 'query', method: 'GET' },
      { operation: 'create', method: 'POST' },
    ]);
    expect(peer.leads.at(-1)).toEqual({
      id: expect.stringMatching(/^10x\d+$/),
      lead_no: expect.any(String),
      createdtime: expect.any(String),
      modifiedtime: expect.any(String),
      firstname: 'Nimali',
      lastname: 'Perera',
      assigned_user_id: '19x5',
      leadsource: 'Web',
      leadstatus: 'Pending',
      phone: '+94771234567',
      email: 'nimali@example.lk',
      description:
        'Comparison Request (inquiry 7) | Call: asked for a call | Title: Mrs | Vehicle: Car | Insurance: full-insurance | ' +
        'Channel: IKMAN | Promo: KAVACHA5 | Quote: quote-hash-0001 | [kavacha-lead:101]',
    });

    // The session and the user's id are kept: the next lead costs the marker query and the create.
    const before = peer.calls.length;
    await crm.createLead({ ...LEAD, name: 'Kamal', reference: 'inquiry 8' }, 102);
    expect(callsSince(before)).toEqual(['query', 'create']);
    expect(peer.leads.at(-1)).toMatchObject({ lastname: 'Kamal' });
    expect(peer.leads.at(-1)).not.toHaveProperty('firstname');
  });

  it('files nothing for a key already filed', async () => {
    const crm = crmFor(peer);
    await crm.createLead(LEAD, 201);
    const count = peer.leads.length;
    await crm.createLead(LEAD, 201);
    // Another process (a fresh adapter) delivering the same message files nothing either.
    await crmFor(peer).createLead(LEAD, 201);
    expect(peer.leads).toHaveLength(count);
    // A key that merely starts like it is another lead.
    await crm.createLead(LEAD, 20);
    expect(peer.leads).toHaveLength(count + 1);
  });

  it('logs in again, once, when vtiger has ended the session', async () => {
    const crm = crmFor(peer);
    await crm.createLead(LEAD, 301);
    peer.expireSessions();
    const before = peer.calls.length;
    await crm.createLead(LEAD, 302);
    expect(callsSince(before)).toEqual(['query', 'getchallenge', 'login', 'query', 'create']);
    expect(peer.leads.at(-1)!.description).toContain('[kavacha-lead:302]');
  });

  it("refuses with vtiger's code when the access key is wrong, and never shows the key", async () => {
    const before = peer.leads.length;
    const failure = crmFor(peer, { accessKey: 'not-the-key-0001' }).createLead(LEAD, 401);
    await expect(failure).rejects.toThrow(
      'vtiger login: INVALID_USER_CREDENTIALS: Invalid username or password',
    );
    const message = await failure.catch((error: Error) => error.message);
    expect(message).not.toContain('not-the-key-0001');
    expect(message).not.toContain(peer.env.VTIGER_ACCESS_KEY);
    expect(peer.leads).toHaveLength(before);
  });

  it("passes vtiger's refusal of a Lead without a last name on, to be retried", async () => {
    await expect(crmFor(peer).createLead({ ...LEAD, name: ' ' }, 501)).rejects.toThrow(
      'vtiger create: MANDATORY_FIELDS_MISSING: lastname does not have a value',
    );
  });

  it('keeps line breaks and quotes out of what vtiger would mangle', async () => {
    await crmFor(peer).createLead({ ...LEAD, name: 'Nimali\n"Nim" Perera', subject: 'Call\nme' }, 502);
    expect(peer.leads.at(-1)).toMatchObject({
      firstname: "Nimali 'Nim'",
      lastname: 'Perera',
      description: expect.stringMatching(/^Call me \(inquiry 7\) \| /),
    });
  });

  it('fails a call vtiger does not answer in time', async () => {
    peer.troubleNext('create', 'silence');
    const before = peer.leads.length;
    await expect(crmFor(peer, { timeoutMs: 300 }).createLead(LEAD, 601)).rejects.toThrow(
      'vtiger create: no answer within 300 ms',
    );
    expect(peer.leads).toHaveLength(before);
  });

  it('files a Lead once when the answer to its create was lost', async () => {
    const crm = crmFor(peer, { timeoutMs: 300 });
    peer.troubleNext('create', 'silence after');
    await expect(crm.createLead(LEAD, 602)).rejects.toThrow('no answer within 300 ms');
    await crm.createLead(LEAD, 602);
    expect(peer.leads.filter((lead) => lead.description!.includes('[kavacha-lead:602]'))).toHaveLength(1);
  });

  it('finds an assigned user whose name needs quoting, and names a missing one', async () => {
    const quoted = await startVtigerPeer({ assignedUserName: "d'silva" });
    try {
      await crmFor(quoted).createLead(LEAD, 701);
      expect(quoted.leads).toEqual([expect.objectContaining({ assigned_user_id: '19x5' })]);
      await expect(crmFor(quoted, { assignedUserName: 'nobody' }).createLead(LEAD, 702)).rejects.toThrow(
        "vtiger has no user 'nobody' (VTIGER_ASSIGNED_USER_NAME) to assign leads to",
      );
    } finally {
      await quoted.close();
    }
  });
});

describe('an inquiry, filed in vtiger through the outbox', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let appPeer: VtigerPeer;
  beforeAll(async () => {
    appPeer = await startVtigerPeer();
    app = await createTestApp({
      ...appPeer.env,
      ...QUICK_CRM,
    });
  });
  afterAll(async () => {
    await app.app.close();
    await appPeer.close();
  });
  beforeEach(() => {
    appPeer.leads.length = 0;
  });

  const inquire = () =>
    inquireUntilFiled(app, async () => {
      const [lead] = await appPeer.waitForLeads(1);
      return Number(/\[kavacha-lead:(\d+)\]/.exec(lead!.description!)![1]);
    });

  it('becomes one Lead', async () => {
    const { inquiryId, unqHash, message } = await inquire();
    expect(appPeer.leads).toEqual([
      expect.objectContaining({
        firstname: 'Sunil',
        lastname: 'Fernando',
        assigned_user_id: '19x5',
        phone: '+94712345678',
        email: 'sunil@example.lk',
        description:
          `Comparison Request (inquiry ${inquiryId}) | Call: did not ask for a call: do not phone | Title: Mr | Vehicle: Car | ` +
          `Insurance: full-insurance | Channel: Web-Motor | Promo: no-promo | Quote: ${unqHash} | ` +
          `[kavacha-lead:${message.id}]`,
      }),
    ]);
    expect(message).toMatchObject({ kind: 'crm_lead', attempts: 1 });
  });

  it.each([
    ['refused', 'error', 'DATABASE_QUERY_ERROR'],
    ['unanswered after filing', 'silence after', 'no answer within 500 ms'],
  ] as const)('becomes one Lead when its first delivery is %s', async (_, trouble, lastError) => {
    appPeer.troubleNext('create', trouble);
    const { message } = await inquire();
    expect(message.attempts).toBe(2);
    expect(message.lastError).toContain(lastError);
    // Delivered: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(appPeer.leads).toHaveLength(1);
  });
});
