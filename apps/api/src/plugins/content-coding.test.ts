import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody, encodedAnswer, preferredEncoding } from './content-coding';

describe('the coding a page is sent in', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;Q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0, *', undefined],
    ['deflate', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
    ['br;q=nonsense, gzip', 'gzip'],
    [' , ;q=1, gzip ', 'gzip'],
  ])('Accept-Encoding %j takes %s', (header, coding) => {
    expect(preferredEncoding(header)).toBe(coding);
  });

  it('compresses a page so that it decompresses to the same bytes', async () => {
    const page = Buffer.from(`<html>${'<p>साड़ी ₹1,299</p>'.repeat(500)}</html>`);
    const br = await encodeBody(page, 'br');
    const gz = await encodeBody(page, 'gzip');
    expect(br.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br)).toEqual(page);
    expect(gunzipSync(gz)).toEqual(page);
  });

  it('compresses an answer once per text and coding, keyed by its ETag', async () => {
    const text = JSON.stringify({ success: true, data: 'कुर्ता '.repeat(400) });
    const first = encodedAnswer('W/"one"', text, 'br');
    expect(encodedAnswer('W/"one"', text, 'br')).toBe(first);
    expect(encodedAnswer('W/"one"', text, 'gzip')).not.toBe(first);
    expect(encodedAnswer('W/"two"', text, 'br')).not.toBe(first);
    expect(brotliDecompressSync(await first).toString('utf8')).toBe(text);
  });
});
