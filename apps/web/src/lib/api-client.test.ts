import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_TIMEOUT_MS } from '@shop/contracts';
import { ApiError, api, apiRequest, setLoginRedirect } from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const redirect = vi.fn();
let restoreRedirect: () => void;

beforeEach(() => {
  fetchMock.mockReset();
  redirect.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  restoreRedirect = setLoginRedirect(redirect);
  window.history.replaceState(null, '', '/orders');
});

afterEach(() => {
  restoreRedirect();
  window.history.replaceState(null, '', '/');
});

function lastRequest(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiRequest', () => {
  it('returns the data of a success envelope', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: true, data: { categories: [{ name: 'Men' }] } }),
    );
    await expect(api.get('/categories/tree')).resolves.toEqual({ categories: [{ name: 'Men' }] });
    expect(lastRequest().url).toBe('/api/categories/tree');
  });

  it('builds the query string, skipping empty values', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: {} }));
    await api.get('/products', {
      query: { search: 'kurta set', page: 2, category: '', brand: null },
    });
    expect(lastRequest().url).toBe('/api/products?search=kurta+set&page=2');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: { ok: 1 } }));
    await api.post('/cart/add', { size: 'M', quantity: 1 });
    const { init } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"size":"M","quantity":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('attaches the stored token as a bearer token', async () => {
    localStorage.setItem('authToken', 'tok-123');
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: null }));
    await api.get('/cart');
    expect((lastRequest().init.headers as Record<string, string>).Authorization).toBe(
      'Bearer tok-123',
    );
  });

  it('sends no Authorization header when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: null }));
    await api.get('/cart');
    expect(lastRequest().init.headers).not.toHaveProperty('Authorization');
  });

  it("throws the server's message, code, status and field errors on a failure envelope", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        success: false,
        message: 'Please enter a valid 10-digit mobile number',
        code: 'VALIDATION_ERROR',
        errors: [{ path: 'phone', message: 'Please enter a valid 10-digit mobile number' }],
      }),
    );
    const error = await caught(api.post('/auth/send-otp', { phone: '12' }));
    expect(error.message).toBe('Please enter a valid 10-digit mobile number');
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      { path: 'phone', message: 'Please enter a valid 10-digit mobile number' },
    ]);
  });

  it('treats success:false as a failure even with a 200 status', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: false, message: 'Invalid coupon code', code: 'BAD_REQUEST' }),
    );
    const error = await caught(api.post('/cart/coupon/apply', { couponCode: 'X' }));
    expect(error.message).toBe('Invalid coupon code');
    expect(error.status).toBe(200);
  });

  it('gives a clear message for a non-JSON error answer', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await caught(api.get('/health'));
    expect(error.status).toBe(502);
    expect(error.code).toBe('HTTP_502');
    expect(error.message).toMatch(/server is unavailable/i);
  });

  it('rejects a 2xx answer that is not an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200 }));
    const error = await caught(api.get('/health'));
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  it('maps a network failure to NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await caught(api.get('/health'));
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/could not reach the server/i);
  });

  describe('timeout', () => {
    /** A fetch that never answers but rejects like the browser when its signal aborts. */
    function hangingFetch() {
      fetchMock.mockImplementation(
        (_url, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      );
    }

    it(`aborts after ${API_TIMEOUT_MS} ms by default`, async () => {
      vi.useFakeTimers();
      hangingFetch();
      const result = caught(api.get('/products'));
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(lastRequest().init.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await result;
      expect(error.code).toBe('TIMEOUT');
      expect(error.message).toMatch(/timed out/i);
    });

    it('honours a custom timeout', async () => {
      vi.useFakeTimers();
      hangingFetch();
      const result = caught(api.get('/banners/active', { timeoutMs: 5_000 }));
      await vi.advanceTimersByTimeAsync(5_000);
      expect((await result).code).toBe('TIMEOUT');
    });

    it("reports the caller's own abort as CANCELLED, not a timeout", async () => {
      hangingFetch();
      const controller = new AbortController();
      const result = caught(apiRequest('/products', { signal: controller.signal }));
      controller.abort();
      expect((await result).code).toBe('CANCELLED');
    });
  });

  describe('401 rule (spec §4/§8)', () => {
    const unauthorized = () =>
      jsonResponse(401, { success: false, message: 'Please sign in', code: 'UNAUTHORIZED' });

    beforeEach(() => {
      localStorage.setItem('authToken', 'expired');
      localStorage.setItem('user', JSON.stringify({ name: 'Asha' }));
    });

    it('clears the token and user and goes to /login', async () => {
      fetchMock.mockResolvedValue(unauthorized());
      const error = await caught(api.get('/orders/my-orders'));
      expect(error.status).toBe(401);
      expect(localStorage.getItem('authToken')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
      expect(redirect).toHaveBeenCalledTimes(1);
    });

    it('does not redirect when already on /login', async () => {
      window.history.replaceState(null, '', '/login');
      fetchMock.mockResolvedValue(unauthorized());
      await caught(api.post('/auth/verify-otp', { phone: '9876543210', otp: '0000' }));
      expect(redirect).not.toHaveBeenCalled();
    });

    it('leaves the session alone when the current-user call is refused', async () => {
      fetchMock.mockResolvedValue(unauthorized());
      await caught(api.get('/auth/me'));
      expect(localStorage.getItem('authToken')).toBe('expired');
      expect(localStorage.getItem('user')).toBe('{"name":"Asha"}');
      expect(redirect).not.toHaveBeenCalled();
    });

    it('does nothing of the sort for other failures', async () => {
      fetchMock.mockResolvedValue(
        jsonResponse(403, { success: false, message: 'Forbidden', code: 'FORBIDDEN' }),
      );
      await caught(api.get('/orders/my-orders'));
      expect(localStorage.getItem('authToken')).toBe('expired');
      expect(redirect).not.toHaveBeenCalled();
    });
  });
});
