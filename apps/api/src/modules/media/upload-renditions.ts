import sharp from 'sharp';
import type { UploadRendition } from '@shop/contracts';
import { invalidData } from '../../lib/errors';

/** Widths of the smaller copies: a listing card and a product page on a phone. */
export const RENDITION_WIDTHS = [480, 960] as const;
/** Refuse decompression bombs: a few kB of PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

const unreadable = () => {
  const message = 'The image could not be read';
  return invalidData(message, [{ path: 'body.file', message }]);
};

/** The picture's width, decoding its header: a file with an image's first bytes but no image is refused (400). */
export async function imageWidth(data: Buffer): Promise<number> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width) throw new Error('no width');
    return meta.width;
  } catch {
    throw unreadable();
  }
}

/**
 * WebP copies at the rendition widths narrower than the picture (never enlarged), turned
 * upright by their EXIF orientation. `store(suffix, data)` keeps each beside the original.
 */
export async function makeRenditions(
  data: Buffer,
  width: number,
  store: (suffix: string, data: Buffer) => Promise<string>,
): Promise<UploadRendition[]> {
  const renditions: UploadRendition[] = [];
  for (const target of RENDITION_WIDTHS.filter((w) => w < width)) {
    let copy: Buffer;
    try {
      copy = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw unreadable();
    }
    renditions.push({ width: target, url: await store(`-w${target}.webp`, copy) });
  }
  return renditions;
}
