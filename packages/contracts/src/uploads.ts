/**
 * Upload constants, apart from the upload schemas so that a page posting a photo (a review's)
 * does not download zod for a field name (issue 17).
 */

/** Image types the upload accepts (checked by content, not by name). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The form field carrying the file in POST /api/admin/uploads (multipart/form-data). */
export const UPLOAD_FIELD_NAME = 'file';
