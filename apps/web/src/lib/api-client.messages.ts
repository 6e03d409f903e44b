import { defineMessages } from './i18n/message-book';

/** What the API client says when the server gave no message of its own (spec §8). */
const en = {
  status401: 'Please sign in to continue.',
  status403: 'You do not have access to this.',
  status404: 'The requested resource was not found.',
  status429: 'Too many requests. Please wait a moment and try again.',
  status500: 'The server is unavailable right now. Please try again shortly.',
  statusOther: 'Request failed ({status}).',
  timeout: 'The request timed out. Please try again.',
  cancelled: 'The request was cancelled.',
  network: 'Could not reach the server. Check your connection and try again.',
  invalidResponse: 'The server sent an unexpected response.',
  downloadFailed: 'Download failed ({status}).',
} as const;

export type ApiClientMessages = typeof en;
export const apiClientMessages = defineMessages(en, () => import('./api-client.messages.hi'));
