import { API_TIMEOUT_MS, type FieldError } from '@shop/contracts';
import { API_BASE, ApiError } from '@/lib/api-client';
import { clearAdminToken, readAdminToken } from './admin-token';

/**
 * The back office's own caller. The shop's client attaches the shopper's `authToken` and turns a
 * 401 into a shopper sign-out with a trip to /login (spec §4); neither may happen here. This one
 * sends the admin token (spec §6) and a 401 only ends the console session, which then shows its
 * own sign-in. Answers and failures are read exactly as the shop's client reads them.
 */
type QueryValue = string | number | boolean | null | undefined;

export interface AdminRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData (an upload) is sent as is. */
  body?: unknown;
  /** Empty values (undefined, null, '') are skipped. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Without the admin token: the sign-in calls. */
  anonymous?: boolean;
  /** Sign-in checks a fresh token before it is kept. */
  token?: string;
  timeoutMs?: number;
}

function buildUrl(path: string, query: AdminRequestOptions['query']): string {
  const url = `${API_BASE}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function send(url: string, init: RequestInit, timeoutMs: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch {
    if (timedOut)
      throw new ApiError('The request timed out. Please try again.', {
        status: 0,
        code: 'TIMEOUT',
      });
    if (controller.signal.aborted)
      throw new ApiError('The request was cancelled.', { status: 0, code: 'CANCELLED' });
    throw new ApiError('Could not reach the server. Check your connection and try again.', {
      status: 0,
      code: 'NETWORK_ERROR',
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function messageForStatus(status: number): string {
  if (status === 401) return 'Your admin session has ended. Please sign in again.';
  if (status === 403) return 'This number is not an admin.';
  if (status === 404) return 'The requested item was not found.';
  if (status === 413) return 'The file is too large.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server is unavailable right now. Please try again shortly.';
  return `Request failed (${status}).`;
}

interface EnvelopeLike {
  success?: unknown;
  data?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
}

function readEnvelope(text: string): EnvelopeLike | null {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && 'success' in value
      ? (value as EnvelopeLike)
      : null;
  } catch {
    return null;
  }
}

/** Calls the API as the admin and returns the envelope's `data`; anything else throws ApiError. */
export async function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, timeoutMs = API_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? (options.anonymous ? null : readAdminToken());
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await send(
    buildUrl(path, query),
    { method, headers, body: payload },
    timeoutMs,
    signal,
  );
  const envelope = readEnvelope(await response.text().catch(() => ''));

  // The stored token was refused: the console signs itself out (never the shopper).
  if (response.status === 401 && !options.anonymous && !options.token) clearAdminToken();

  if (envelope?.success === true && response.ok) return envelope.data as T;
  if (envelope?.success === false) {
    const message = typeof envelope.message === 'string' ? envelope.message : '';
    throw new ApiError(message || messageForStatus(response.status), {
      status: response.status,
      code: typeof envelope.code === 'string' ? envelope.code : 'UNKNOWN_ERROR',
      errors: Array.isArray(envelope.errors) ? (envelope.errors as FieldError[]) : undefined,
    });
  }
  throw new ApiError(
    response.ok ? 'The server sent an unexpected response.' : messageForStatus(response.status),
    { status: response.status, code: response.ok ? 'INVALID_RESPONSE' : `HTTP_${response.status}` },
  );
}

type Options = Omit<AdminRequestOptions, 'method' | 'body'>;

export const adminApi = {
  get: <T>(path: string, options?: Options) => adminRequest<T>(path, { ...options }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    adminRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    adminRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    adminRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    adminRequest<T>(path, { ...options, method: 'DELETE' }),
};
