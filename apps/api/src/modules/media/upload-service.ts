import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { UploadResult } from '@shop/contracts';
import type { Db } from '../../db/types';
import { recordAudit } from '../audit';
import { imageWidth, makeRenditions } from './upload-renditions';

type ImageType = UploadResult['contentType'];

const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);

/**
 * The image type from the file's first bytes, never from its name or the type the browser
 * claims: a text file renamed to .png is not an image (issue 7).
 */
export function detectImageType(data: Buffer): ImageType | undefined {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const riff = [0x52, 0x49, 0x46, 0x46];
  const webp = [0x57, 0x45, 0x42, 0x50];
  if (startsWith(data, riff) && startsWith(data, webp, 8)) return 'image/webp';
  return undefined;
}

export const uploadsDir = (dataDir: string) => resolve(dataDir, 'uploads');

/**
 * Stores an image under DATA_DIR/uploads with a name made from its content (sha-256): nobody
 * can guess or overwrite another file's name, the same picture uploaded twice is stored once,
 * and a URL always shows the same picture (cached a week by the media routes). The picture is
 * decoded first (a file that only starts like an image is refused) and smaller WebP copies
 * are stored beside it (`<name>-w480.webp`, `<name>-w960.webp`).
 */
export async function storeImage(
  db: Db,
  actorUserId: string,
  dataDir: string,
  data: Buffer,
  contentType: ImageType,
): Promise<UploadResult> {
  const width = await imageWidth(data);
  const base = createHash('sha256').update(data).digest('hex').slice(0, 32);
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const store = async (suffix: string, bytes: Buffer) => {
    const name = `${base}${suffix}`;
    try {
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
    } catch (error) {
      // Already there: the same content under the same name.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return `/uploads/${name}`;
  };
  const url = await store(`.${EXTENSIONS[contentType]}`, data);
  const renditions = await makeRenditions(data, width, store);
  const result: UploadResult = { url, contentType, size: data.length, renditions };
  await recordAudit(db, {
    actorUserId,
    action: 'upload.create',
    entity: 'upload',
    entityId: url.slice('/uploads/'.length),
    before: null,
    after: result,
  });
  return result;
}

/** Whether `url` names an image stored by storeImage ("/uploads/<name>"), e.g. a review photo. */
export function isStoredUpload(dataDir: string, url: string): boolean {
  const name = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
  return /^[0-9a-f]{32}\.(jpg|png|webp)$/.test(name) && existsSync(join(uploadsDir(dataDir), name));
}
