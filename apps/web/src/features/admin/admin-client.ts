import { callApi, type RequestOptions } from '@/lib/api-client';
import { clearAdminToken, readAdminToken } from './admin-token';

/**
 * The back office's own caller. The shop's client attaches the shopper's `authToken` and turns a
 * 401 into a shopper sign-out with a trip to /login (spec §4); neither may happen here. This one
 * sends the admin token (spec §6) and a 401 only ends the console session, which then shows its
 * own sign-in. The transport - envelope, timeouts, errors - is the shop's (`callApi`).
 */
export interface AdminRequestOptions extends Omit<RequestOptions, 'headers'> {
  /** Without the admin token: the sign-in calls. */
  anonymous?: boolean;
  /** Sign-in checks a fresh token before it is kept. */
  token?: string;
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

/** Calls the API as the admin and returns the envelope's `data`; anything else throws ApiError. */
export function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const { anonymous, token, ...request } = options;
  // Only the stored token being refused ends the console session (never the shopper's).
  const usesStoredToken = !anonymous && !token;
  return callApi<T>(path, request, {
    token: token ?? (anonymous ? null : readAdminToken()),
    onUnauthorized: usesStoredToken ? clearAdminToken : undefined,
    messageForStatus,
  });
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
