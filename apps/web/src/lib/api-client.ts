import { API_TIMEOUT_MS, type FieldError } from '@shop/contracts';
import { apiClientMessages } from './api-client.messages';
import { currentLanguage, messageNow } from './i18n/current-language';
import { STORAGE_KEYS, readString, removeKeys } from './storage';

/** Every API call goes here (spec §7: base /api, JSON, 10 s timeout, bearer token). */
export const API_BASE = '/api';

/** The call whose 401 must not sign the shopper out (spec §4 Session, §8). */
const CURRENT_USER_PATH = '/auth/me';
const LOGIN_PATH = '/login';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[] | undefined;

  constructor(message: string, options: { status: number; code: string; errors?: FieldError[] }) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.errors = options.errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData is sent as is. */
  body?: unknown;
  /** Empty values (undefined, null, '') are skipped. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Cancels the call (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Defaults to API_TIMEOUT_MS; the banner fetch uses 5 s. */
  timeoutMs?: number;
  /** The browser's HTTP cache: 'no-cache' revalidates (a cheap 304) where stock must be live. */
  cache?: RequestCache;
}

/**
 * What happens after a 401 has cleared the session. The app swaps in a router navigation; the
 * default is a full page load so the rule holds even before the router exists.
 */
let redirectToLogin: () => void = () => window.location.assign(LOGIN_PATH);

/**
 * How a request reaches the API: the browser's fetch, or, while the server renders a page
 * (decision 024), a function that hands the request to the API in the same process.
 */
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * What a transport answers: the part of a fetch Response the client reads. The server renderer
 * answers with just that, without building a Response (its headers, body stream) per call.
 */
export type ApiAnswer = Pick<Response, 'status' | 'ok' | 'text'>;
export type ApiTransport = (url: string, init: RequestInit) => Promise<ApiAnswer>;

export function setApiTransport(send: ApiTransport): void {
  transport = send;
}

export function setLoginRedirect(handler: () => void): () => void {
  const previous = redirectToLogin;
  redirectToLogin = handler;
  return () => {
    redirectToLogin = previous;
  };
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function pathOnly(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.split(/[?#]/)[0] ?? withSlash;
}

/** spec §4/§8: a 401 clears the session and goes to /login, except on /login or for /auth/me. */
function handleUnauthorized(path: string): void {
  if (pathOnly(path) === CURRENT_USER_PATH) return;
  removeKeys(STORAGE_KEYS.authToken, STORAGE_KEYS.user);
  if (typeof window === 'undefined') return;
  if (window.location.pathname !== LOGIN_PATH) redirectToLogin();
}

function messageForStatus(status: number): string {
  const say = (key: keyof typeof apiClientMessages.en) => messageNow(apiClientMessages, key);
  if (status === 401) return say('status401');
  if (status === 403) return say('status403');
  if (status === 404) return say('status404');
  if (status === 429) return say('status429');
  if (status >= 500) return say('status500');
  return messageNow(apiClientMessages, 'statusOther', { status });
}

interface EnvelopeLike {
  success?: unknown;
  data?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

function asEnvelope(value: unknown): EnvelopeLike | null {
  return typeof value === 'object' && value !== null && 'success' in value
    ? (value as EnvelopeLike)
    : null;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function send(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  callerSignal?: AbortSignal,
): Promise<ApiAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  try {
    return await transport(url, { ...init, signal: controller.signal });
  } catch {
    if (timedOut) {
      throw new ApiError(messageNow(apiClientMessages, 'timeout'), {
        status: 0,
        code: 'TIMEOUT',
      });
    }
    if (controller.signal.aborted) {
      throw new ApiError(messageNow(apiClientMessages, 'cancelled'), {
        status: 0,
        code: 'CANCELLED',
      });
    }
    throw new ApiError(messageNow(apiClientMessages, 'network'), {
      status: 0,
      code: 'NETWORK_ERROR',
    });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Who is calling: the bearer token to send and what a 401 does (the shop and the back office differ). */
export interface Caller {
  token: string | null;
  /** Runs when the server answers 401, before the error is thrown. */
  onUnauthorized?: () => void;
  /** Text for a failure that carries no message of its own. */
  messageForStatus?: (status: number) => string;
}

/**
 * The transport both callers share: JSON (or FormData) out, the envelope's `data` back, any
 * other answer, a timeout or a network failure as an ApiError.
 */
export async function callApi<T>(
  path: string,
  options: RequestOptions,
  caller: Caller,
): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = API_TIMEOUT_MS, cache } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (caller.token) headers.Authorization = `Bearer ${caller.token}`;
  // The API answers messages and catalogue text in the page's language (issue 19).
  headers['Accept-Language'] ??= currentLanguage();
  const describe = caller.messageForStatus ?? messageForStatus;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await send(
    buildUrl(path, query),
    { method, headers, body: payload, ...(cache ? { cache } : {}) },
    timeoutMs,
    signal,
  );
  const text = await response.text().catch(() => '');
  const envelope = asEnvelope(parseJson(text));

  if (response.status === 401) caller.onUnauthorized?.();

  if (envelope?.success === true && response.ok) return envelope.data as T;

  if (envelope && envelope.success === false) {
    throw new ApiError(
      typeof envelope.message === 'string' && envelope.message
        ? envelope.message
        : describe(response.status),
      {
        status: response.status,
        code: typeof envelope.code === 'string' ? envelope.code : 'UNKNOWN_ERROR',
        errors: Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : undefined,
      },
    );
  }
  if (!response.ok) {
    throw new ApiError(describe(response.status), {
      status: response.status,
      code: `HTTP_${response.status}`,
    });
  }
  throw new ApiError(messageNow(apiClientMessages, 'invalidResponse'), {
    status: response.status,
    code: 'INVALID_RESPONSE',
  });
}

/** Calls the API as the shopper and returns the envelope's `data`; anything else throws. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return callApi<T>(path, options, {
    token: readString(STORAGE_KEYS.authToken),
    onUnauthorized: () => handleUnauthorized(path),
  });
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'body'>;
type BodyOptions = Omit<RequestOptions, 'method'>;

/** Shorthands: `api.get<{ categories: Category[] }>('/categories/tree')`. */
export const api = {
  get: <T>(path: string, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  delete: <T>(path: string, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  post: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodylessOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
};
