// A vtiger CRM for tests (CRM_PROVIDER=vtiger): a real HTTP server on 127.0.0.1 whose /webservice.php
// speaks vtiger's webservice protocol as vtiger 7 does (include/Webservices in vtiger's source): HTTP 200
// with `{ success: true, result }` or `{ success: false, error: { code, message } }`; getchallenge
// (GET) gives a token that lives 5 minutes; login (POST) wants md5(token + access key) and answers a
// session; sessions idle out and can be expired at once; query (GET) answers VTQL over Users, Leads and
// ModComments; create (POST) files Leads, and comments related to a Lead, and refuses one without its
// mandatory fields. As in vtiger, an operation
// reads its parameters only from the query string (GET operations) or the form body (POST ones), and
// strips backslashes from each (PHP's stripslashes).
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { arrivals } from './arrivals';
import { closeServer, listenOnLoopback, readBody } from './http-peer';
import { parseVtql, satisfies, VtqlSyntaxError } from './vtql';

export type VtigerOperation = 'getchallenge' | 'login' | 'query' | 'create';

/** A Lead as vtiger keeps it: the fields it was created with, and vtiger's own. */
export type VtigerLead = Record<string, string> & { id: string; lead_no: string; createdtime: string };
/** A comment as vtiger keeps it, on the record `related_to`. */
export type VtigerComment = Record<string, string> & {
  id: string;
  related_to: string;
  commentcontent: string;
};

export interface VtigerPeerOptions {
  /** The sales user leads are assigned to (VTIGER_ASSIGNED_USER_NAME). */
  assignedUserName?: string;
  /** How long a session lives unused; vtiger's is 30 minutes. */
  sessionIdleMs?: number;
}

/**
 * How the next calls of an operation go wrong: 'error' answers vtiger's database error and does nothing;
 * 'silence' does nothing and never answers; 'silence after' does the operation and never answers, as
 * when the answer is lost to a timeout after the lead was filed.
 */
export type VtigerTrouble = 'error' | 'silence' | 'silence after';

export interface VtigerPeer {
  /** The settings that file the app's leads here, for createTestApp or useJourney. */
  env: Record<string, string>;
  /** Every Lead created so far, oldest first. */
  leads: VtigerLead[];
  /** Every comment created so far, oldest first. */
  comments: VtigerComment[];
  /** Resolves once at least `count` comments exist; fails after `timeoutMs`. */
  waitForComments(count: number, timeoutMs?: number): Promise<VtigerComment[]>;
  /** Every call received, in order, whatever became of it. */
  calls: { operation: string; method: string }[];
  /** Resolves once at least `count` Leads exist; fails after `timeoutMs`. */
  waitForLeads(count: number, timeoutMs?: number): Promise<VtigerLead[]>;
  /** Ends every session now, as vtiger does with one left idle; the next call with it is refused. */
  expireSessions(): void;
  /** The next `count` calls of `operation` go wrong as `trouble` says. */
  troubleNext(operation: VtigerOperation, trouble: VtigerTrouble, count?: number): void;
  close(): Promise<void>;
}

class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const USERS_PREFIX = '19';
const LEADS_PREFIX = '10';
const COMMENTS_PREFIX = '32';
const CHALLENGE_MS = 5 * 60_000;
// What vtiger's modules require (its EntityMeta::hasMandatoryFields).
const MANDATORY: Record<string, string[]> = {
  Leads: ['lastname', 'assigned_user_id'],
  ModComments: ['commentcontent', 'related_to', 'assigned_user_id'],
};
const TYPES: Record<VtigerOperation, 'GET' | 'POST'> = {
  getchallenge: 'GET',
  login: 'POST',
  query: 'GET',
  create: 'POST',
};

const isOperation = (name: string): name is VtigerOperation => Object.hasOwn(TYPES, name);

// PHP's stripslashes: a backslash escapes the next character and is removed; '\0' is NUL.
const stripslashes = (text: string) =>
  text.replace(/\\(.?)/gs, (_, next: string) => (next === '0' ? '\0' : next));

/** Listens on 127.0.0.1 at a free port, with an admin user (its access key is random) and a sales user. */
export async function startVtigerPeer({
  assignedUserName = 'sales',
  sessionIdleMs = 30 * 60_000,
}: VtigerPeerOptions = {}): Promise<VtigerPeer> {
  const accessKey = randomBytes(12).toString('base64url');
  const users = [
    { id: `${USERS_PREFIX}x1`, user_name: 'admin', is_admin: 'on' },
    { id: `${USERS_PREFIX}x5`, user_name: assignedUserName, is_admin: 'off' },
  ];
  // Only the admin has generated an access key (My Preferences); the sales user logs in to the web only.
  const accessKeys = new Map([[`${USERS_PREFIX}x1`, accessKey]]);
  const challenges = new Map<string, { token: string; expires: number }>();
  const sessions = new Map<string, { userId: string; idleUntil: number }>();
  const calls: VtigerPeer['calls'] = [];
  const troubles: { operation: VtigerOperation; trouble: VtigerTrouble }[] = [];
  const created = arrivals<VtigerLead>('vtiger lead(s)');
  const leads = created.items;
  const commented = arrivals<VtigerComment>('vtiger comment(s)');
  const comments = commented.items;
  // vtiger's numbering goes on when a test empties `leads`.
  let leadNumber = 0;

  const getchallenge = ({ username = '' }: Record<string, string>) => {
    const token = randomBytes(7).toString('hex');
    const expires = Date.now() + CHALLENGE_MS;
    challenges.set(username, { token, expires });
    const seconds = (ms: number) => Math.floor(ms / 1000);
    return { token, serverTime: seconds(Date.now()), expireTime: seconds(expires) };
  };

  const login = ({ username = '', accessKey: proof = '' }: Record<string, string>) => {
    const challenge = challenges.get(username);
    if (!challenge || challenge.expires < Date.now()) {
      throw new Refusal('INVALID_AUTH_TOKEN', 'Specified token is invalid or expired');
    }
    const user = users.find((candidate) => candidate.user_name === username);
    const key = user && accessKeys.get(user.id);
    if (!user || !key) throw new Refusal('ACCESSKEY_UNDEFINED', 'Access key for the user is undefined');
    const expected = createHash('md5')
      .update(challenge.token + key)
      .digest('hex');
    if (proof !== expected) {
      throw new Refusal('INVALID_USER_CREDENTIALS', 'Invalid username or password');
    }
    const sessionName = randomBytes(13).toString('hex');
    sessions.set(sessionName, { userId: user.id, idleUntil: Date.now() + sessionIdleMs });
    return { sessionName, userId: user.id, version: '0.22', vtigerVersion: '7.5.0' };
  };

  // As webservice.php and its SessionManager check the session of every operation but the two above.
  const checkSession = (sessionName: string | undefined) => {
    if (!sessionName) throw new Refusal('AUTHENTICATION_REQUIRED', 'Authencation required');
    const session = sessions.get(sessionName);
    if (!session) throw new Refusal('INVALID_SESSIONID', 'Session Identifier provided is Invalid');
    if (session.idleUntil < Date.now()) {
      sessions.delete(sessionName);
      throw new Refusal('SESSION_LEFT_IDLE', 'Session has been invalidated to due lack activity');
    }
    session.idleUntil = Date.now() + sessionIdleMs;
  };

  const query = ({ query: text = '' }: Record<string, string>) => {
    let parsed;
    try {
      parsed = parseVtql(text);
    } catch (error) {
      if (error instanceof VtqlSyntaxError) throw new Refusal('QUERY_SYNTAX_ERROR', error.message);
      throw error;
    }
    const tables: Record<string, Record<string, unknown>[]> = {
      Users: users,
      Leads: leads,
      ModComments: comments,
    };
    const table = tables[parsed.module];
    if (!table) throw new Refusal('ACCESS_DENIED', 'Permission to perform the operation is denied');
    const rows = table
      .filter((row) => parsed.where.every((condition) => satisfies(row[condition.column], condition)))
      .slice(0, Math.min(parsed.limit ?? 100, 100));
    if (parsed.columns === 'count') return [{ count: String(rows.length) }];
    const { columns } = parsed;
    return rows.map((row) =>
      columns === '*'
        ? row
        : Object.fromEntries(columns.map((column) => [column, String(row[column] ?? '')])),
    );
  };

  const create = ({ elementType = '', element = '' }: Record<string, string>) => {
    const mandatory = MANDATORY[elementType];
    if (!mandatory) throw new Refusal('ACCESS_DENIED', 'Permission to perform the operation is denied');
    let fields: Record<string, string> = {};
    try {
      fields = JSON.parse(element);
    } catch {
      // vtiger decodes a broken element to nothing, which then lacks its mandatory fields.
    }
    const missing = mandatory.find((field) => !fields[field]);
    if (missing) throw new Refusal('MANDATORY_FIELDS_MISSING', `${missing} does not have a value`);
    if (!users.some((user) => user.id === fields.assigned_user_id)) {
      throw new Refusal('ACCESS_DENIED', 'Cannot assign record to the given user');
    }
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    if (elementType === 'ModComments') {
      if (!leads.some((lead) => lead.id === fields.related_to)) {
        throw new Refusal('INVALID_MODULE', 'related_to is not a record of a module comments are enabled on');
      }
      const comment: VtigerComment = {
        ...fields,
        id: `${COMMENTS_PREFIX}x${comments.length + 1}`,
        related_to: fields.related_to!,
        commentcontent: fields.commentcontent!,
        createdtime: now,
      };
      commented.add(comment);
      return comment;
    }
    const number = (leadNumber += 1);
    const lead: VtigerLead = {
      ...fields,
      id: `${LEADS_PREFIX}x${number}`,
      lead_no: `LEA${number}`,
      createdtime: now,
      modifiedtime: now,
    };
    created.add(lead);
    return lead;
  };

  const operations = { getchallenge, login, query, create };

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/webservice.php') return response.writeHead(404).end('Not Found');
    const form = new URLSearchParams(request.method === 'POST' ? await readBody(request) : '');
    // $_REQUEST: the form body over the query string.
    const anywhere = (name: string) => form.get(name) ?? url.searchParams.get(name) ?? undefined;
    const operation = (anywhere('operation') ?? '').toLowerCase();
    calls.push({ operation, method: request.method ?? '' });
    const json = (body: object) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

    try {
      if (!isOperation(operation)) throw new Refusal('UNKNOWN_OPERATION', 'Unknown operation requested');
      const source = TYPES[operation] === 'GET' ? url.searchParams : form;
      const params = Object.fromEntries([...source].map(([name, value]) => [name, stripslashes(value)]));
      if (operation !== 'getchallenge' && operation !== 'login') checkSession(anywhere('sessionName'));
      const troubled = troubles.findIndex((entry) => entry.operation === operation);
      const how = troubled >= 0 ? troubles.splice(troubled, 1)[0]!.trouble : undefined;
      if (how === 'error') {
        throw new Refusal('DATABASE_QUERY_ERROR', 'Database error while performing required operation');
      }
      if (how === 'silence') return;
      const result = operations[operation](params);
      if (how !== 'silence after') json({ success: true, result });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      json({ success: false, error: { code: error.code, message: error.message } });
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => response.writeHead(500).end());
  });
  const address = await listenOnLoopback(server);

  return {
    env: {
      CRM_PROVIDER: 'vtiger',
      VTIGER_URL: address,
      VTIGER_USER_NAME: 'admin',
      VTIGER_ACCESS_KEY: accessKey,
      VTIGER_ASSIGNED_USER_NAME: assignedUserName,
    },
    leads,
    comments,
    calls,
    waitForLeads: created.waitFor,
    waitForComments: commented.waitFor,
    expireSessions() {
      for (const session of sessions.values()) session.idleUntil = 0;
    },
    troubleNext(operation, trouble, count = 1) {
      for (let index = 0; index < count; index++) troubles.push({ operation, trouble });
    },
    close: () => closeServer(server),
  };
}
