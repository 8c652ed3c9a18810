// A client of vtiger's webservice API (document 001 section 7; vtiger's webservice.php): a challenge
// token for the user (GET getchallenge), a session from the login that proves the access key without
// sending it (POST login, accessKey = md5(token + access key)), then queries (GET query, in VTQL) and
// creates (POST create) in that session. vtiger answers HTTP 200 with `{ success, result }` or
// `{ success: false, error: { code, message } }`; a refusal becomes a VtigerError carrying both. A session
// that vtiger no longer knows (it idles out after 30 minutes, and lives a day at most) is replaced by a
// fresh login and the call made once more. The access key never leaves this file: it is neither sent nor
// put in an error.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { fetchWithin } from '../fetch-within';

interface VtigerSettings {
  url: string;
  userName: string;
  accessKey: string;
  timeoutMs: number;
}

/** vtiger refused a call: `code` is its error code (INVALID_USER_CREDENTIALS, MANDATORY_FIELDS_MISSING...). */
class VtigerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'VtigerError';
  }
}

// The codes by which vtiger says the session is gone (its SessionManager and webservice.php).
const SESSION_GONE = new Set([
  'INVALID_SESSIONID',
  'SESSION_EXPIRED',
  'SESSION_LEFT_IDLE',
  'AUTHENTICATION_REQUIRED',
]);

const answerSchema = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), result: z.unknown() }),
  z.object({ success: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
]);
const challengeSchema = z.object({ token: z.string().min(1) });
const loginSchema = z.object({ sessionName: z.string().min(1), userId: z.string() });
const recordsSchema = z.array(z.record(z.string(), z.unknown()));
const createdSchema = z.looseObject({ id: z.string() });

/**
 * A VTQL string literal: in single quotes, a quote doubled, as vtiger's lexer and MySQL read it. vtiger
 * strips backslashes from every parameter before it reads the query, and MySQL would read what is left as
 * an escape, so a value with a backslash cannot be quoted faithfully and is refused.
 */
export function vtqlString(value: string): string {
  if (value.includes('\\')) throw new Error('a VTQL value cannot contain a backslash');
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * `start()`'s promise, shared by every caller until it fails or is forgotten; then started again. For
 * what is asked of vtiger once and kept: the session, the assigned user's id.
 */
export function kept<T>(start: () => Promise<T>) {
  let current: Promise<T> | undefined;
  /** Drops `stale` if it is still the kept one (another caller may have started afresh meanwhile). */
  const forget = (stale: Promise<T>) => {
    if (current === stale) current = undefined;
  };
  const get = (): Promise<T> => {
    if (!current) {
      const started = start();
      current = started;
      started.catch(() => forget(started));
    }
    return current;
  };
  return { get, forget };
}

export type VtigerWebservice = ReturnType<typeof vtigerWebservice>;

export function vtigerWebservice({ url, userName, accessKey, timeoutMs }: VtigerSettings) {
  const endpoint = `${url}/webservice.php`;

  /** One HTTP call; its answer's result, or a thrown VtigerError with vtiger's code and message. */
  async function call(operation: string, method: 'GET' | 'POST', params: Record<string, string>) {
    const fields = new URLSearchParams({ operation, ...params });
    const label = `vtiger ${operation}`;
    const { ok, status, text } =
      method === 'GET'
        ? await fetchWithin(label, `${endpoint}?${fields}`, {}, timeoutMs)
        : await fetchWithin(label, endpoint, { method, body: fields }, timeoutMs);
    if (!ok) throw new Error(`${label}: HTTP ${status} ${text.slice(0, 200)}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${label}: an answer that is not JSON: ${text.slice(0, 200)}`);
    }
    const answer = answerSchema.safeParse(body);
    if (!answer.success) throw new Error(`${label}: an answer of unknown shape: ${text.slice(0, 200)}`);
    if (!answer.data.success) {
      const { code, message } = answer.data.error;
      throw new VtigerError(code, `${label}: ${code}: ${message}`);
    }
    return answer.data.result;
  }

  // One login shared by the calls in flight.
  const session = kept(async () => {
    const { token } = challengeSchema.parse(await call('getchallenge', 'GET', { username: userName }));
    const key = createHash('md5')
      .update(token + accessKey)
      .digest('hex');
    const { sessionName } = loginSchema.parse(
      await call('login', 'POST', { username: userName, accessKey: key }),
    );
    return sessionName;
  });

  /** An operation in the session, repeated once in a new session when vtiger has dropped the old one. */
  async function inSession(operation: string, method: 'GET' | 'POST', params: Record<string, string>) {
    for (let attempt = 1; ; attempt++) {
      const used = session.get();
      const sessionName = await used;
      try {
        return await call(operation, method, { sessionName, ...params });
      } catch (error) {
        if (!(error instanceof VtigerError && SESSION_GONE.has(error.code)) || attempt === 2) throw error;
        session.forget(used);
      }
    }
  }

  return {
    /** Runs a VTQL query (vtiger returns at most 100 rows); each row has the columns selected. */
    async query(vtql: string) {
      return recordsSchema.parse(await inSession('query', 'GET', { query: vtql }));
    },
    /** Creates a record of `elementType` ('Leads'); resolves to vtiger's id of it ('10x42'). */
    async create(elementType: string, element: Record<string, string>) {
      const created = await inSession('create', 'POST', {
        elementType,
        element: JSON.stringify(element),
      });
      return createdSchema.parse(created).id;
    },
  };
}
