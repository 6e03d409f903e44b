import { vi } from 'vitest';

/** What a mocked route answers: an envelope (see `ok` and `fail`) or a raw body such as HTML. */
export interface MockReply {
  status: number;
  body: unknown;
}

export interface ApiCall {
  method: string;
  /** Path after /api, without the query: '/auth/send-otp'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Route = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

export const ok = (data: unknown): MockReply => ({ status: 200, body: { success: true, data } });

export const fail = (status: number, code: string, message: string): MockReply => ({
  status,
  body: { success: false, code, message },
});

/**
 * Replaces fetch with a tiny API keyed by 'METHOD /path' (paths after /api). Unknown routes
 * answer 404 so a test that forgets one fails loudly; `calls` records every request in order.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = !route
      ? fail(404, 'NOT_FOUND', `No mock for ${call.method} ${call.path}`)
      : typeof route === 'function'
        ? await route(call)
        : route;
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The requests made to one route, e.g. callsTo('POST /auth/send-otp'). */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** An answer the test releases by hand, to look at the screen while a call is in flight. */
export function deferredReply() {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { route: () => promise, release };
}
