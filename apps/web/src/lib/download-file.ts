import { API_BASE, ApiError } from './api-client';
import { apiClientMessages } from './api-client.messages';
import { currentLanguage, messageNow } from './i18n/current-language';

/**
 * Fetches a file the API answers (a PDF, not an envelope) with the caller's token and hands it
 * to the browser as a download under the server's file name. A refusal throws ApiError with
 * the server's message (e.g. 409 'The tax invoice is available once your order has shipped.').
 */
export async function downloadFile(path: string, token: string | null): Promise<void> {
  const response = await fetch(`${API_BASE}${path}`, {
    // The server's refusal comes back in the page's language (issue 19).
    headers: {
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      code?: string;
    } | null;
    const fallback = messageNow(apiClientMessages, 'downloadFailed', { status: response.status });
    throw new ApiError(body?.message ?? fallback, {
      status: response.status,
      code: body?.code ?? `HTTP_${response.status}`,
    });
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? 'download.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
