import { CATALOGUE } from '#domain/errors';
import { publicConfig } from '#web/config';
import { ApiError, NETWORK_MESSAGE } from './api-error';
import type { RawAnswer } from './envelope';
import { decode, readAnswer } from './envelope';
import type { UploadTransport } from './xhr-upload';
import { xhrUpload } from './xhr-upload';

// The one fetch client of the web app: a base URL per host family and the auth_key (obtained once, shared
// by parallel calls, renewed once when refused); each answer is read as the envelope and the error
// catalogue say (envelope.ts), and uploads go through a transport that reports progress (xhr-upload.ts).
// Every API operation in features/*/api goes through it.

/** The spec's host families; one server answers all of them today, so each defaults to the page origin. */
export type HostFamily = 'auth' | 'sys' | 'web-api' | 'motor' | 'docs';

const AUTH_KEY_LIFETIME_S = 30 * 60;
// Renew a little early so a key never expires between our check and the server's.
const EXPIRY_MARGIN_MS = 60_000;

export interface ApiRequest {
  host: HostFamily;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Most calls carry the auth_key (content document, section 7); public ones opt out. */
  auth?: boolean;
  /** Extra headers of one call, e.g. the verified mobile's `User-Key` token. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type UploadFile = Blob & { name?: string };

/** A multipart upload: text fields and its files, with the share of it sent so far. */
export interface UploadRequest {
  host: HostFamily;
  path: string;
  fields: Record<string, string>;
  /** The file part's name, e.g. `asset` (motor section 3, "Upload payload"); each file is a part of it. */
  fileField: string;
  file: UploadFile | readonly UploadFile[];
  /** Called as the body goes out, with a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  auth?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  credential: { apiKey: string; userName: string; password: string };
  baseUrls?: Partial<Record<HostFamily, string>>;
  fetch?: typeof fetch;
  upload?: UploadTransport;
  now?: () => number;
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
  /** A file upload, decoded and authorised exactly as `request` does. */
  upload<T>(request: UploadRequest): Promise<T>;
  /** Obtains the auth_key ahead of the calls that need it ("requested on entry", motor section 2.1). */
  authorise(): Promise<void>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const uploadFn = options.upload ?? xhrUpload;
  const now = options.now ?? Date.now;
  const url = (host: HostFamily, path: string, query?: ApiRequest['query']) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(name, String(value));
    }
    const tail = search.toString();
    // An absolute address (a gateway's, from the server's checkout answer) is used as it is.
    const base = /^https?:\/\//.test(path) ? '' : (options.baseUrls?.[host] ?? '');
    return `${base}${path}${tail ? `?${tail}` : ''}`;
  };

  /** Runs a transport; no answer at all becomes the network message, except a deliberate abort. */
  const attempt = async <R>(signal: AbortSignal | undefined, run: () => Promise<R>): Promise<R> => {
    try {
      return await run();
    } catch (error) {
      // A cancelled query is not a failure to report: let TanStack Query see the abort as it is.
      if (signal?.aborted) throw error;
      throw new ApiError({ message: NETWORK_MESSAGE });
    }
  };

  const send = async (input: string, init: RequestInit): Promise<RawAnswer> =>
    readAnswer(await attempt(init.signal ?? undefined, () => fetchFn(input, init)));

  let authKey: { value: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  const fetchAuthKey = async (): Promise<string> => {
    const response = await send(url('auth', '/v2/token'), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'api-key': options.credential.apiKey,
      },
      body: JSON.stringify({ user_name: options.credential.userName, password: options.credential.password }),
    });
    const data = decode<{ auth_key?: unknown; expires_in?: unknown }>(response);
    if (typeof data?.auth_key !== 'string')
      throw new ApiError({ message: CATALOGUE.unknown, httpStatus: response.httpStatus });
    const lifetime = typeof data.expires_in === 'number' ? data.expires_in : AUTH_KEY_LIFETIME_S;
    authKey = { value: data.auth_key, expiresAt: now() + lifetime * 1000 - EXPIRY_MARGIN_MS };
    return data.auth_key;
  };

  const currentAuthKey = (): Promise<string> => {
    if (authKey && authKey.expiresAt > now()) return Promise.resolve(authKey.value);
    // Parallel calls share one token request instead of each asking for its own key.
    pending ??= fetchAuthKey().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  const call = async (request: ApiRequest, key: string | undefined): Promise<RawAnswer> => {
    const headers: Record<string, string> = { ...request.headers, Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (key) headers.auth_key = key;
    return send(url(request.host, request.path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  };

  /** Sends with the auth_key (unless `auth` is false), renewing it once when the server refuses it. */
  const authorised = async (
    auth: boolean | undefined,
    sendWith: (key: string | undefined) => Promise<RawAnswer>,
  ): Promise<RawAnswer> => {
    if (auth === false) return sendWith(undefined);
    const key = await currentAuthKey();
    const answer = await sendWith(key);
    if (answer.httpStatus !== 401) return answer;
    // The server may have dropped the key before our clock says so: renew once and repeat.
    if (authKey?.value === key) authKey = undefined;
    return sendWith(await currentAuthKey());
  };

  const upload = (request: UploadRequest, key: string | undefined): Promise<RawAnswer> => {
    // A FormData is built per try: the browser sets the multipart Content-Type with its boundary.
    const body = new FormData();
    for (const [name, value] of Object.entries(request.fields)) body.append(name, value);
    for (const file of [request.file].flat())
      body.append(request.fileField, file, file.name ?? request.fileField);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (key) headers.auth_key = key;
    return attempt(request.signal, () =>
      uploadFn({
        url: url(request.host, request.path),
        headers,
        body,
        onProgress: request.onProgress,
        signal: request.signal,
      }),
    );
  };

  return {
    authorise: () => currentAuthKey().then(() => undefined),
    async request<T>(request: ApiRequest): Promise<T> {
      return decode<T>(await authorised(request.auth, (key) => call(request, key)));
    },
    async upload<T>(request: UploadRequest): Promise<T> {
      return decode<T>(await authorised(request.auth, (key) => upload(request, key)));
    },
  };
}

let shared: ApiClient | undefined;

/** On the server (src/web/server-entry.tsx): the client of the pages it renders, calling in-process. */
export function provideApiClient(client: ApiClient) {
  shared = client;
}

/** The page's client, made on first use because its credential comes from the page's config. */
export function apiClient(): ApiClient {
  shared ??= createApiClient({ credential: publicConfig() });
  return shared;
}
