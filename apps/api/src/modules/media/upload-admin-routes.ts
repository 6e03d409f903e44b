import multipart from '@fastify/multipart';
import {
  envelope,
  UPLOAD_FIELD_NAME,
  UPLOAD_IMAGE_TYPES,
  UploadResultSchema,
} from '@shop/contracts';
import { ok } from '../../lib/envelope';
import { AppError, invalidData } from '../../lib/errors';
import type { App } from '../../types';
import { adminDocs, signedInUserId } from '../../lib/signed-in-user';
import { detectImageType, storeImage } from './upload-service';

/** 5242880 -> "5 MB", 4096 -> "4 KB" (one decimal at most). */
export function sizeText(bytes: number): string {
  const mb = bytes >= 1_048_576;
  return `${Math.round((bytes / (mb ? 1_048_576 : 1024)) * 10) / 10} ${mb ? 'MB' : 'KB'}`;
}

/**
 * POST /api/admin/uploads: one image (jpeg, png or webp, checked by content) in the form field
 * `file`, at most UPLOAD_MAX_BYTES; answers the `/uploads/...` path to put in image fields.
 * Multipart parsing is registered here only, so every other route still takes JSON alone.
 */
export async function uploadAdminRoutes(app: App) {
  await imageUploadRoute(app, '/uploads', { ...adminDocs('uploads') });
}

/**
 * The upload route at `path` in the caller's scope (the back office's, a review's photos): the
 * same rules, checks and renditions wherever a picture comes from. The caller guards it.
 */
export async function imageUploadRoute(
  app: App,
  path: string,
  docs: { tags: string[]; security: { bearerAuth: never[] }[] },
) {
  const maxBytes = app.config.UPLOAD_MAX_BYTES;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });

  app.post(
    path,
    {
      schema: {
        ...docs,
        summary: 'Upload an image (multipart/form-data, field "file")',
        description:
          `jpeg, png or webp, recognised by content; at most UPLOAD_MAX_BYTES ` +
          '(413 PAYLOAD_TOO_LARGE above); 415 for anything but multipart/form-data; 400 when ' +
          'no file is sent or it is not one of those images.',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(UploadResultSchema) },
      },
    },
    async (request, reply) => {
      const tooLarge = `The image is too large: at most ${sizeText(maxBytes)}`;
      if (!request.isMultipart()) {
        throw new AppError(
          'unsupported_media_type',
          `Send the image as multipart/form-data in the field "${UPLOAD_FIELD_NAME}"`,
        );
      }
      let data: Buffer | undefined;
      try {
        const file = await request.file();
        if (file?.fieldname === UPLOAD_FIELD_NAME) data = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new AppError('payload_too_large', tooLarge);
        }
        throw error;
      }
      const noFile = 'Choose an image to upload';
      if (!data || data.length === 0) {
        throw invalidData(noFile, [{ path: `body.${UPLOAD_FIELD_NAME}`, message: noFile }]);
      }
      const type = detectImageType(data);
      if (!type) {
        const message = `Only ${UPLOAD_IMAGE_TYPES.map((t) => t.slice(6).toUpperCase()).join(', ')} images can be uploaded`;
        throw invalidData(message, [{ path: `body.${UPLOAD_FIELD_NAME}`, message }]);
      }
      const result = await storeImage(
        app.db,
        signedInUserId(request),
        app.config.DATA_DIR,
        data,
        type,
      );
      return reply.status(201).send(ok(result));
    },
  );
}
