import type { FieldErrorMap } from '../../domain/errors';
import { CATALOGUE, ENVELOPE_STATUS, catalogueMessage } from '../../domain/errors';
import { publicConfig } from '../config';

// The one fetch client of the web app: a base URL per host family, the auth_key, the envelope and the
// error catalogue (motor document, section 8). Every API operation in features/*/api goes through it.

/** The spec's host families; one server answers all of them today, so each defaults to the page origin. */
export type HostFamily = 'auth' | 'sys' | 'web-api' | 'motor' | 'docs';

/**
 * A thrown network error (no answer at all) gets its own text rather than the catalogue's
 * 'code:KIS73 something went wrong': the visitor can act on it (check the connection, try again),
 * whereas KIS73 stays for answers we cannot read (a 5xx page from a proxy, say).
 */
export const NETWORK_MESSAGE = "Can't reach Kavacha. Check your connection and try again.";

/** A refusal: `message` is always set; `fieldErrors` too when the server named the fields at fault. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the answer; undefined when no answer came (network failure). */
  readonly httpStatus: number | undefined;
  readonly fieldErrors: FieldErrorMap | undefined;
  readonly requestId: string | undefined;

  constructor(init: {
    message: string;
    httpStatus?: number;
    fieldErrors?: FieldErrorMap;
    requestId?: string;
  }) {
    super(init.message);
    this.httpStatus = init.httpStatus;
    this.fieldErrors = init.fieldErrors;
    this.requestId = init.requestId;
  }

  /** Worth repeating without change: no answer, or the server failed. */
  get transient(): boolean {
    return this.httpStatus === undefined || this.httpStatus >= 500;
  }
}

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

export interface ApiClientOptions {
  credential: { apiKey: string; userName: string; password: string };
  baseUrls?: Partial<Record<HostFamily, string>>;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
  /** Obtains the auth_key ahead of the calls that need it ("requested on entry", motor section 2.1). */
  authorise(): Promise<void>;
}

const AUTH_KEY_LIFETIME_S = 30 * 60;
// Renew a little early so a key never expires between our check and the server's.
const EXPIRY_MARGIN_MS = 60_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const url = (host: HostFamily, path: string, query?: ApiRequest['query']) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(name, String(value));
    }
    const tail = search.toString();
    return `${options.baseUrls?.[host] ?? ''}${path}${tail ? `?${tail}` : ''}`;
  };

  const send = async (input: string, init: RequestInit): Promise<Response> => {
    try {
      return await fetchFn(input, init);
    } catch (error) {
      // A cancelled query is not a failure to report: let TanStack Query see the abort as it is.
      if (init.signal?.aborted) throw error;
      throw new ApiError({ message: NETWORK_MESSAGE });
    }
  };

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
    const data = await decode<{ auth_key?: unknown; expires_in?: unknown }>(response);
    if (typeof data?.auth_key !== 'string')
      throw new ApiError({ message: CATALOGUE.unknown, httpStatus: response.status });
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

  const call = async (request: ApiRequest, key: string | undefined): Promise<Response> => {
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

  return {
    authorise: () => currentAuthKey().then(() => undefined),
    async request<T>(request: ApiRequest): Promise<T> {
      if (request.auth === false) return decode<T>(await call(request, undefined));
      const key = await currentAuthKey();
      let response = await call(request, key);
      if (response.status === 401) {
        // The server may have dropped the key before our clock says so: renew once and repeat.
        if (authKey?.value === key) authKey = undefined;
        response = await call(request, await currentAuthKey());
      }
      return decode<T>(response);
    },
  };
}

interface EnvelopeLike {
  status: number;
  success: boolean;
  data?: unknown;
  error?: { error_format?: unknown; message?: unknown; errors?: unknown; request_id?: unknown } | null;
}

const isEnvelope = (body: unknown): body is EnvelopeLike =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as EnvelopeLike).status === 'number' &&
  typeof (body as EnvelopeLike).success === 'boolean';

/** Keeps the fields whose messages are text; undefined when none is left. */
function fieldErrorsOf(errors: unknown): FieldErrorMap | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  const map: FieldErrorMap = {};
  for (const [field, messages] of Object.entries(errors)) {
    const texts = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message !== '',
    );
    if (texts.length > 0) map[field] = texts;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/** The catalogue's reading of an answer: data on success, otherwise an ApiError with its message. */
async function decode<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(body)) {
    // A 2xx that is not an envelope is no answer we can use: the catalogue's 'unknown'.
    throw new ApiError({
      message: response.ok ? CATALOGUE.unknown : catalogueMessage(response.status),
      httpStatus: response.status,
    });
  }
  if (body.success && body.status === ENVELOPE_STATUS.ok) return body.data as T;

  const error = body.error ?? {};
  const requestId = typeof error.request_id === 'string' ? error.request_id : undefined;
  const fieldErrors = error.error_format === 1 ? fieldErrorsOf(error.errors) : undefined;
  if (fieldErrors) {
    // Field errors belong under their inputs; the message is only for callers without a form.
    const first = Object.values(fieldErrors)[0]?.[0] ?? CATALOGUE[400];
    throw new ApiError({ message: first, httpStatus: response.status, fieldErrors, requestId });
  }
  const message =
    typeof error.message === 'string' && error.message !== ''
      ? error.message
      : catalogueMessage(response.status);
  throw new ApiError({ message, httpStatus: response.status, requestId });
}

let shared: ApiClient | undefined;

/** The page's client, made on first use because its credential comes from the page's config. */
export function apiClient(): ApiClient {
  shared ??= createApiClient({ credential: publicConfig() });
  return shared;
}
