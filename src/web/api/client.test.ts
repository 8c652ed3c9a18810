import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '#domain/errors';
import type { ApiError } from './api-error';
import { NETWORK_MESSAGE } from './api-error';
import type { RawAnswer } from './envelope';
import type { UploadTransport } from './xhr-upload';
import { createApiClient } from './client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ status: 200, success: true, data, error: null });
const refused = (message: string, status: number) =>
  json({ status: 800, success: false, data: null, error: { error_format: 0, message } }, status);
const tokenAnswer = (key: string, expiresIn = 1800) => ok({ auth_key: key, expires_in: expiresIn });

/** A fake fetch that answers /v2/token with numbered keys and every other call with `handler`. */
function fakeServer(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  let tokens = 0;
  const fetchFn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    if (url.endsWith('/v2/token')) return tokenAnswer(`key-${++tokens}`);
    return handler(url, init);
  }) as typeof fetch;
  const header = (index: number, name: string) =>
    (calls[index]?.init.headers as Record<string, string>)[name];
  return { fetchFn, calls, header };
}

const credential = { apiKey: 'web-key', userName: 'web', password: 'secret' };
let clock = 0;
const clientFor = (fetchFn: typeof fetch, baseUrls = {}) =>
  createApiClient({ credential, fetch: fetchFn, baseUrls, now: () => clock });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('api client: success and auth_key', () => {
  it('returns the data of a success envelope', async () => {
    const server = fakeServer(() => ok({ tiles: [1, 2] }));
    const data = await clientFor(server.fetchFn).request({
      host: 'web-api',
      path: '/v1/home_data',
      auth: false,
    });
    expect(data).toEqual({ tiles: [1, 2] });
    expect(server.calls.map((call) => call.url)).toEqual(['/v1/home_data']);
    expect(server.header(0, 'auth_key')).toBeUndefined();
  });

  it('obtains the auth_key with the api-key header and credential, then sends it', async () => {
    const server = fakeServer(() => ok('done'));
    await clientFor(server.fetchFn).request({ host: 'motor', path: '/x', method: 'POST', body: { a: 1 } });
    const [token, call] = server.calls;
    expect(token?.url).toBe('/v2/token');
    expect(token?.init.method).toBe('POST');
    expect(server.header(0, 'api-key')).toBe('web-key');
    expect(JSON.parse(String(token?.init.body))).toEqual({ user_name: 'web', password: 'secret' });
    expect(server.header(1, 'auth_key')).toBe('key-1');
    expect(server.header(1, 'Content-Type')).toBe('application/json');
    expect(call?.init.body).toBe('{"a":1}');
  });

  it('reuses the key until it expires, then asks for a new one', async () => {
    clock = 0;
    const server = fakeServer(() => ok(null));
    const client = clientFor(server.fetchFn);
    await client.request({ host: 'motor', path: '/a' });
    await client.request({ host: 'motor', path: '/b' });
    clock = 30 * 60_000;
    await client.request({ host: 'motor', path: '/c' });
    expect(server.calls.map((call) => call.url)).toEqual(['/v2/token', '/a', '/b', '/v2/token', '/c']);
    expect(server.header(4, 'auth_key')).toBe('key-2');
  });

  it('shares one token request between parallel calls', async () => {
    const server = fakeServer(() => ok(null));
    const client = clientFor(server.fetchFn);
    await Promise.all([
      client.request({ host: 'motor', path: '/a' }),
      client.request({ host: 'motor', path: '/b' }),
    ]);
    expect(server.calls.filter((call) => call.url === '/v2/token')).toHaveLength(1);
  });

  it('obtains the key on request, ahead of the calls that need it', async () => {
    const server = fakeServer(() => ok(null));
    const client = clientFor(server.fetchFn);
    await client.authorise();
    await client.request({ host: 'motor', path: '/a' });
    expect(server.calls.map((call) => call.url)).toEqual(['/v2/token', '/a']);
  });

  it('renews the key once on a 401 and repeats the call', async () => {
    const server = fakeServer((_url, init) => {
      const key = (init.headers as Record<string, string>).auth_key;
      return key === 'key-1' ? refused(CATALOGUE[401], 401) : ok('second try');
    });
    expect(await clientFor(server.fetchFn).request({ host: 'motor', path: '/x' })).toBe('second try');
    expect(server.calls.map((call) => call.url)).toEqual(['/v2/token', '/x', '/v2/token', '/x']);
  });

  it('gives up after one renewal when the 401 persists', async () => {
    const server = fakeServer(() => refused(CATALOGUE[401], 401));
    const error = await failure(clientFor(server.fetchFn).request({ host: 'motor', path: '/x' }));
    expect(error.message).toBe('Unauthorized request');
    expect(server.calls).toHaveLength(4);
  });

  it("sends a call's own headers, such as the verified mobile's User-Key, beside the auth_key", async () => {
    const server = fakeServer(() => ok('bought'));
    await clientFor(server.fetchFn).request({
      host: 'motor',
      path: '/v2/quote/buy',
      method: 'POST',
      body: {},
      headers: { 'User-Key': 'verified-token' },
    });
    expect(server.header(1, 'User-Key')).toBe('verified-token');
    expect(server.header(1, 'auth_key')).toBe('key-1');
    expect(server.header(0, 'User-Key')).toBeUndefined();
  });

  it('uses the base URL of each host family and encodes the query', async () => {
    const server = fakeServer(() => ok(null));
    const client = clientFor(server.fetchFn, {
      auth: 'https://auth.example',
      motor: 'https://motor.example',
    });
    await client.request({ host: 'motor', path: '/q', query: { mode: 3, mobile: '94 77', skip: undefined } });
    expect(server.calls.map((call) => call.url)).toEqual([
      'https://auth.example/v2/token',
      'https://motor.example/q?mode=3&mobile=94+77',
    ]);
  });
});

describe('api client: the error catalogue', () => {
  const failing = (answer: () => Response | Promise<Response>) =>
    failure(clientFor(fakeServer(answer).fetchFn).request({ host: 'web-api', path: '/x', auth: false }));

  it('shows the message of a refusal envelope', async () => {
    const error = await failing(() => refused('This quote has expired.', 409));
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('This quote has expired.');
    expect(error.httpStatus).toBe(409);
    expect(error.fieldErrors).toBeUndefined();
  });

  it('puts field errors in their own slot', async () => {
    const errors = { nic_number: ['NIC is not valid'], email: ['Enter an e-mail', 'Too long'] };
    const error = await failing(() =>
      json({ status: 1002, success: false, data: null, error: { error_format: 1, errors } }, 422),
    );
    expect(error.fieldErrors).toEqual(errors);
    expect(error.message).toBe('NIC is not valid');
  });

  it('reads error_format 1 under status 800 as field errors too', async () => {
    const error = await failing(() =>
      json(
        {
          status: 800,
          success: false,
          data: null,
          error: { error_format: 1, errors: { mobile: ['Bad number'] } },
        },
        400,
      ),
    );
    expect(error.fieldErrors).toEqual({ mobile: ['Bad number'] });
  });

  it('falls back to the catalogue when a refusal has no message or empty field errors', async () => {
    const noMessage = await failing(() =>
      json({ status: 800, success: false, data: null, error: { error_format: 0 } }, 403),
    );
    expect(noMessage.message).toBe('Forbidden method..');
    const empty = await failing(() =>
      json({ status: 1002, success: false, data: null, error: { error_format: 1, errors: {} } }, 400),
    );
    expect(empty.message).toBe('inputs may not valid');
    expect(empty.fieldErrors).toBeUndefined();
  });

  it.each([
    [400, 'inputs may not valid'],
    [401, 'Unauthorized request'],
    [403, 'Forbidden method..'],
    [404, 'Not found'],
    [409, 'request is not allowed'],
    [502, 'code:KIS73 something went wrong'],
  ])('maps a non-envelope HTTP %i to %s', async (status, message) => {
    const error = await failing(() => new Response('<html>proxy error</html>', { status }));
    expect(error.message).toBe(message);
    expect(error.httpStatus).toBe(status);
  });

  it('treats a 2xx answer that is not an envelope as unknown', async () => {
    const error = await failing(() => json({ hello: 'world' }));
    expect(error.message).toBe(CATALOGUE.unknown);
  });

  it('turns a thrown network error into a message, marked transient', async () => {
    const error = await failing(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error.message).toBe(NETWORK_MESSAGE);
    expect(error.httpStatus).toBeUndefined();
    expect(error.transient).toBe(true);
  });

  it('lets an abort through unchanged', async () => {
    const controller = new AbortController();
    const server = fakeServer(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const request = clientFor(server.fetchFn).request({
      host: 'web-api',
      path: '/x',
      auth: false,
      signal: controller.signal,
    });
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a failed token request with its refusal and makes no call', async () => {
    const urls: string[] = [];
    const fetchFn = (async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return refused('Unauthorized request', 401);
    }) as typeof fetch;
    const error = await failure(clientFor(fetchFn).request({ host: 'motor', path: '/x' }));
    expect(error.message).toBe('Unauthorized request');
    expect(urls).toEqual(['/v2/token']);
  });
});

describe('api client: uploads', () => {
  type Sent = Parameters<UploadTransport>[0];

  /** A fake transport that records each upload, reports progress and answers with `answer`. */
  function fakeUploads(answer: (sent: Sent, index: number) => RawAnswer | Promise<RawAnswer>) {
    const sent: Sent[] = [];
    const transport: UploadTransport = async (init) => {
      sent.push(init);
      init.onProgress?.(0.5);
      init.onProgress?.(1);
      return answer(init, sent.length - 1);
    };
    return { sent, transport };
  }
  const envelope = (data: unknown): RawAnswer => ({
    httpStatus: 200,
    body: { status: 200, success: true, data, error: null },
  });
  const uploadClient = (transport: UploadTransport) =>
    createApiClient({ credential, fetch: fakeServer(() => ok(null)).fetchFn, upload: transport });
  const file = new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
  const request = (onProgress?: (fraction: number) => void) => ({
    host: 'docs' as const,
    path: '/v3/documents/upload_documents',
    fields: { id: '7', hash_code: 'h'.repeat(24) },
    fileField: 'asset',
    file,
    onProgress,
  });

  it('sends the fields and the file as multipart with the auth_key, and reports progress', async () => {
    const uploads = fakeUploads(() => envelope({ documents: [] }));
    const progress: number[] = [];
    const data = await uploadClient(uploads.transport).upload(request((fraction) => progress.push(fraction)));
    expect(data).toEqual({ documents: [] });
    expect(progress).toEqual([0.5, 1]);
    const [sent] = uploads.sent;
    expect(sent?.url).toBe('/v3/documents/upload_documents');
    expect(sent?.headers.auth_key).toBe('key-1');
    expect(sent?.headers['Content-Type']).toBeUndefined();
    expect(sent?.body.get('id')).toBe('7');
    expect(sent?.body.get('hash_code')).toBe('h'.repeat(24));
    expect((sent?.body.get('asset') as File).name).toBe('licence.pdf');
  });

  it('decodes field errors as request does', async () => {
    const uploads = fakeUploads(() => ({
      httpStatus: 422,
      body: {
        status: 1002,
        success: false,
        data: null,
        error: { error_format: 1, errors: { asset: ['Bad'] } },
      },
    }));
    const error = await failure(uploadClient(uploads.transport).upload(request()));
    expect(error.message).toBe('Bad');
    expect(error.fieldErrors).toEqual({ asset: ['Bad'] });
    expect(error.httpStatus).toBe(422);
  });

  it('renews the key once on a 401 and sends the file again', async () => {
    const uploads = fakeUploads((sent) =>
      sent.headers.auth_key === 'key-1'
        ? { httpStatus: 401, body: { status: 800, success: false, data: null, error: { message: 'x' } } }
        : envelope('second try'),
    );
    expect(await uploadClient(uploads.transport).upload(request())).toBe('second try');
    expect(uploads.sent.map((sent) => sent.headers.auth_key)).toEqual(['key-1', 'key-2']);
  });

  it('turns no answer into the network message, and a body that is not JSON into the catalogue', async () => {
    const offline = await failure(
      uploadClient(() => Promise.reject(new TypeError('Upload failed'))).upload(request()),
    );
    expect(offline.message).toBe(NETWORK_MESSAGE);
    expect(offline.transient).toBe(true);
    const proxy = await failure(
      uploadClient(async () => ({ httpStatus: 413, body: undefined })).upload(request()),
    );
    expect(proxy.message).toBe(CATALOGUE.other);
  });
});
