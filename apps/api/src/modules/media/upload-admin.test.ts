import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectImageType } from './upload-service';
import { sizeText } from './upload-admin-routes';
import {
  buildAdminTestApp,
  expectFieldError,
  multipartFile,
  tinyPng,
  type AdminTestApp,
} from '../../../test/admin';

describe('POST /api/admin/uploads', () => {
  let t: AdminTestApp;
  // A small limit keeps the over-size case quick; the default is 5 MB.
  const limit = 16 * 1024;

  beforeAll(async () => {
    t = await buildAdminTestApp({ UPLOAD_MAX_BYTES: String(limit) });
  });
  afterAll(() => t.close());

  const upload = (data: Buffer, options?: Parameters<typeof multipartFile>[1]) =>
    t.call({ method: 'POST', url: '/api/admin/uploads', ...multipartFile(data, options) });

  it('accepts a real PNG, stores it under DATA_DIR/uploads and serves it from /uploads/', async () => {
    const png = tinyPng();
    const res = await upload(png, { filename: 'whatever.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    // The type comes from the content, not from the name or the browser's claim.
    expect(data).toEqual({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
      contentType: 'image/png',
      size: png.length,
      renditions: [], // a 1-pixel picture is never enlarged
    });
    const name = data.url.slice('/uploads/'.length);
    expect(existsSync(join(t.dataDir, 'uploads', name))).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);

    // The same picture again: the same name, stored once.
    expect((await upload(png)).json().data.url).toBe(data.url);
    // The generated catalogue images are still served beside uploads.
    const art = await t.app.inject({ method: 'GET', url: '/uploads/catalog/tee-1f3a5f-front.svg' });
    expect(art.statusCode).toBe(200);
  });

  it('states the limit in words', () => {
    expect(sizeText(5 * 1_048_576)).toBe('5 MB');
    expect(sizeText(1_572_864)).toBe('1.5 MB');
    expect(sizeText(4096)).toBe('4 KB');
  });

  it('stores smaller WebP copies of a large picture beside it', async () => {
    const wide = await sharp({
      create: { width: 1200, height: 400, channels: 3, background: '#1f3a5f' },
    })
      .jpeg()
      .toBuffer();
    const res = await upload(wide, { filename: 'banner.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(201);
    const { url, contentType, renditions } = res.json().data;
    expect(url).toMatch(/\.jpg$/);
    expect(contentType).toBe('image/jpeg');
    expect(renditions.map((r: { width: number }) => r.width)).toEqual([480, 960]);
    for (const rendition of renditions as { width: number; url: string }[]) {
      expect(rendition.url).toBe(url.replace(/\.jpg$/, `-w${rendition.width}.webp`));
      const served = await t.app.inject({ method: 'GET', url: rendition.url });
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: rendition.width });
    }
  });

  it('rejects a file that starts like a PNG but is not one', async () => {
    const fake = Buffer.concat([tinyPng().subarray(0, 8), Buffer.from('not really a picture')]);
    const res = await upload(fake);
    expectFieldError(res, 'body.file');
    expect(res.json().message).toBe('The image could not be read');
  });

  it('recognises jpeg and webp by their first bytes', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(detectImageType(webp)).toBe('image/webp');
    expect(detectImageType(Buffer.from('RIFF....WAVEfmt '))).toBeUndefined();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });

  it('rejects a non-image renamed to .png', async () => {
    const res = await upload(Buffer.from('<script>alert(1)</script> not a picture'), {
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expectFieldError(res, 'body.file');
    expect(res.json().message).toBe('Only JPEG, PNG, WEBP images can be uploaded');
  });

  it('rejects an over-size file with 413 and a clear message', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(limit + 1)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is too large: at most 16 KB',
    });
  });

  it('asks for a file when none is sent, and for multipart/form-data', async () => {
    expectFieldError(await upload(tinyPng(), { field: 'picture' }), 'body.file');
    expectFieldError(await upload(Buffer.alloc(0)), 'body.file');
    const json = await t.call({
      method: 'POST',
      url: '/api/admin/uploads',
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('logs uploads to the audit log', async () => {
    const res = await t.call({ method: 'GET', url: '/api/admin/audit-logs?entity=upload' });
    const logs = res.json().data.auditLogs;
    expect(logs).toHaveLength(3);
    expect(logs.map((log: { after: { contentType: string } }) => log.after.contentType)).toEqual([
      'image/jpeg',
      'image/png',
      'image/png',
    ]);
    expect(logs[0]).toMatchObject({ action: 'upload.create', actorUserId: t.adminId });
  });
});
