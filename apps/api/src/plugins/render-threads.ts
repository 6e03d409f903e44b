import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A page's render, as the web app's server entry returns it (apps/web/src/entry-server.tsx):
 * plain strings, so it crosses threads as it is.
 */
export interface RenderResult {
  status: 200 | 404;
  html: string;
  head: string;
  state: string;
  pageModule: string | undefined;
  /** Queries the page read that its declaration did not fetch (each cost another render). */
  undeclared: string[];
}

/** An API call a render makes, answered by the thread that serves HTTP. */
export interface RenderCall {
  method: string;
  url: string;
  /** The call's headers as the web app's API client set them (a plain record). */
  headers: Record<string, string> | undefined;
}
export interface RenderAnswer {
  status: number;
  ok: boolean;
  text: string;
}

type FromRenderer =
  | { type: 'call'; id: number; call: RenderCall }
  | { type: 'rendered'; id: number; result: RenderResult }
  | { type: 'failed'; id: number; message: string };

/**
 * What runs in each render thread. It loads the web app's server entry and renders the pages it
 * is sent; every API call the page makes is a message back to the HTTP thread, which answers it
 * in-process as before (the answers it keeps, its rate limits, the anonymous request), so a
 * render thread holds no database connection and no state but React's. Plain JavaScript run with
 * `eval`: the same source works from the bundle, from tsx and under the tests, with no file of its
 * own to ship.
 */
const RENDERER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const calls = new Map();
let nextCall = 0;
const plainHeaders = (headers) =>
  headers instanceof Headers ? Object.fromEntries(headers) : Array.isArray(headers) ? Object.fromEntries(headers) : headers;
const transport = (url, init = {}) =>
  new Promise((resolve, reject) => {
    const id = nextCall++;
    calls.set(id, { resolve, reject });
    parentPort.postMessage({ type: 'call', id, call: { method: init.method ?? 'GET', url, headers: plainHeaders(init.headers) } });
  });
const entry = import(workerData.entryUrl);
parentPort.on('message', (message) => {
  if (message.type === 'answer') {
    const call = calls.get(message.id);
    calls.delete(message.id);
    if (!call) return;
    if (message.error !== undefined) call.reject(new Error(message.error));
    else call.resolve({ status: message.answer.status, ok: message.answer.ok, text: () => Promise.resolve(message.answer.text) });
    return;
  }
  entry
    .then(({ render }) => render(message.url, { transport, origin: message.origin }))
    .then(
      (result) => parentPort.postMessage({ type: 'rendered', id: message.id, result }),
      (error) => parentPort.postMessage({ type: 'failed', id: message.id, message: error && error.stack ? error.stack : String(error) }),
    );
});
`;

interface Pending {
  resolve: (result: RenderResult) => void;
  reject: (error: Error) => void;
}

/** One render thread and the renders it has in hand. */
class RenderThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextRender = 0;

  constructor(
    private readonly entryUrl: string,
    private readonly answer: (call: RenderCall) => Promise<RenderAnswer>,
  ) {}

  get load(): number {
    return this.pending.size;
  }

  render(url: string, origin: string): Promise<RenderResult> {
    const worker = this.started();
    const id = this.nextRender++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ type: 'render', id, url, origin });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  /** The thread, started on the first render and again after one ended (a crash, say). */
  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(RENDERER_SOURCE, {
      eval: true,
      workerData: { entryUrl: this.entryUrl },
      // A render makes short-lived garbage fast: the young generation the HTTP thread is given
      // (decision 031: 32 MB semi-spaces, three of which make the young generation).
      resourceLimits: { maxYoungGenerationSizeMb: 96 },
    });
    worker.unref();
    worker.on('message', (message: FromRenderer) => this.received(worker, message));
    const ended = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, { reject }] of this.pending) {
        this.pending.delete(id);
        reject(error);
      }
    };
    worker.on('error', ended);
    worker.on('exit', (code) => ended(new Error(`render thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private received(worker: Worker, message: FromRenderer): void {
    if (message.type === 'call') {
      this.answer(message.call).then(
        (answer) => worker.postMessage({ type: 'answer', id: message.id, answer }),
        (error: unknown) =>
          worker.postMessage({ type: 'answer', id: message.id, error: String(error) }),
      );
      return;
    }
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (!pending) return;
    if (message.type === 'rendered') pending.resolve(message.result);
    else pending.reject(new Error(`server render failed in its thread: ${message.message}`));
  }
}

export interface RenderThreads {
  render: (url: string, origin: string) => Promise<RenderResult>;
  close: () => Promise<void>;
}

/**
 * Renders pages on `count` threads beside the one that serves HTTP (decision 034): React's render
 * is most of a page's work, and on one thread every request waits behind every render. A page
 * goes to the thread with the fewest renders in hand.
 */
export function renderThreads(
  entryFile: string,
  count: number,
  answer: (call: RenderCall) => Promise<RenderAnswer>,
): RenderThreads {
  const entryUrl = pathToFileURL(entryFile).href;
  const threads = Array.from({ length: count }, () => new RenderThread(entryUrl, answer));
  return {
    render: (url, origin) => {
      const thread = threads.reduce((least, next) => (next.load < least.load ? next : least));
      return thread.render(url, origin);
    },
    close: async () => {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}
