import { callApi, type RequestOptions } from '@/lib/api-client';
import { messageNow } from '@/lib/i18n';
import { adminMessages } from './admin.messages';
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

/** In the page's language: the console's messages have loaded before any request is made. */
function messageForStatus(status: number): string {
  const say = (key: keyof typeof adminMessages.en) => messageNow(adminMessages, key, { status });
  if (status === 401) return say('sessionEnded');
  if (status === 403) return say('notAnAdmin');
  if (status === 404) return say('itemNotFound');
  if (status === 413) return say('fileTooLarge');
  if (status === 429) return say('tooManyRequests');
  if (status >= 500) return say('serverUnavailable');
  return say('requestFailed');
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
