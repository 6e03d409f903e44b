import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content codings a rendered page is sent in besides identity. */
export type PageEncoding = 'br' | 'gzip';

/** A coding's weight in an Accept-Encoding header (RFC 9110 12.5.3); undefined when not named. */
function weights(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (coding === '') continue;
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    named.set(coding.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  return named;
}

/**
 * The coding to send a page in: Brotli (the smaller) where the browser takes it, else gzip, else
 * none. A coding weighted q=0 is refused, and `*` stands for any coding not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const named = weights(acceptEncoding);
  const any = named.get('*') ?? 0;
  const takes = (coding: PageEncoding) => (named.get(coding) ?? any) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page's bytes in a coding, made on libuv's thread pool: the thread serving HTTP does not
 * wait on it. Brotli quality 5 makes a 122 kB page 22 kB in about 3 ms of a core; the quality
 * @fastify/compress uses (4, on the serving thread, for every answer) saves 0.3 ms for 1.4 kB
 * more, and a page is made once for every request it serves.
 */
export function encodeBody(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipped(body);
}

/** Public answers compressed lately, by coding and ETag (the ETag is the text's hash). */
const ENCODED_KEEP_COUNT = 2_000;
const encodedAnswers = new Map<string, Promise<Buffer>>();

/**
 * A public answer's text in a coding, made once for every request that gets the same text (a
 * listing or a search page asked by many shoppers): keyed by its ETag, a hash of that text, so a
 * kept copy is never of other text. The most recently used are kept; a failure is not.
 */
export function encodedAnswer(etag: string, text: string, encoding: PageEncoding): Promise<Buffer> {
  const key = `${encoding} ${etag}`;
  const kept = encodedAnswers.get(key);
  if (kept) {
    encodedAnswers.delete(key);
    encodedAnswers.set(key, kept);
    return kept;
  }
  const made = encodeBody(Buffer.from(text), encoding);
  encodedAnswers.set(key, made);
  made.catch(() => encodedAnswers.delete(key));
  if (encodedAnswers.size > ENCODED_KEEP_COUNT) {
    const oldest = encodedAnswers.keys().next().value;
    if (oldest !== undefined) encodedAnswers.delete(oldest);
  }
  return made;
}
