import { useMutation } from '@tanstack/react-query';
import { UPLOAD_FIELD_NAME, type UploadResult } from '@shop/contracts';
import { adminApi } from '../admin-client';

/** POST /admin/uploads (multipart): the server checks the type by content and the size. */
export function postImageUpload(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append(UPLOAD_FIELD_NAME, file);
  // A photo from a phone on a slow line takes longer than a JSON call.
  return adminApi.post<UploadResult>('/admin/uploads', form, { timeoutMs: 60_000 });
}

export function useImageUpload() {
  return useMutation({ mutationFn: postImageUpload });
}
