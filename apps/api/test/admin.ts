import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from './helper';
import { bearer, newPhone, signIn } from './sign-in';

/**
 * For the back-office tests (only tests import it): an app where one phone is an admin
 * (ADMIN_PHONES), with signed-in admin and customer tokens and a request helper.
 */
export interface AdminTestApp extends TestApp {
  adminToken: string;
  adminId: string;
  customerToken: string;
  /** A request as the admin (or as `token`, or with no token when token is null). */
  call(options: InjectOptions, token?: string | null): Promise<LightMyRequestResponse>;
}

export async function buildAdminTestApp(env: Record<string, string> = {}): Promise<AdminTestApp> {
  const adminPhone = newPhone();
  const t = await buildTestApp({ env: { ADMIN_PHONES: adminPhone, ...env } });
  const admin = await signIn(t.app, adminPhone, { name: 'Shop Owner' });
  const customer = await signIn(t.app);
  expect(admin.user.role).toBe('admin');
  return {
    ...t,
    adminToken: admin.token,
    adminId: admin.user.id,
    customerToken: customer.token,
    call: (options, token) => {
      const use = token === undefined ? admin.token : token;
      return t.app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), ...(use ? bearer(use) : {}) },
      });
    },
  };
}

/** A 400 answer naming `path` (e.g. "body.title") among its field errors. */
export function expectFieldError(
  res: { statusCode: number; json(): { code: string; errors?: { path: string }[] } },
  path: string,
) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(body.errors?.map((error) => error.path)).toContain(path);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, valid 1x1 red PNG (signature, IHDR, IDAT, IEND with correct CRCs). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, default compression, filter, no interlace
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0])); // filter byte + one RGB pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data request body carrying one file, as a browser's FormData sends it. */
export function multipartFile(
  data: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----shop-test-boundary-7MA4YWxkTrZu0gW';
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${options.filename ?? 'picture.png'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'image/png'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
