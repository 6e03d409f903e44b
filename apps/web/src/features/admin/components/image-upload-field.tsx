import { useId, useRef } from 'react';
import { UPLOAD_IMAGE_TYPES } from '@shop/contracts';
import { TextField } from '@/components/ui/form-field';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { buttonClasses } from '@/components/ui/button-styles';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useImageUpload } from '../api/upload-image';
import { failureText } from '../server-errors';

/**
 * An image field: a picture uploaded from the device (jpeg, png or webp; the server checks the
 * content and the size) or a path/address typed in, with a preview of what shoppers will see.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name?: string;
}) {
  const t = useT(adminMessages);
  const upload = useImageUpload();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    try {
      const result = await upload.mutateAsync(file);
      onChange(result.url);
    } catch {
      // Shown below from upload.error.
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <div className="grid gap-3 sm:grid-cols-[8rem_1fr] sm:items-start">
      <ImageWithFallback
        src={value || null}
        alt={
          value
            ? t('imagePreview', { label })
            : t('noImageYet', { label: label.toLocaleLowerCase() })
        }
        className="aspect-square w-32 rounded-lg border border-slate-200 object-cover"
      />
      <div className="space-y-2">
        <TextField
          label={label}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error}
          hint={t('imageHint')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <label
            htmlFor={fileId}
            className={buttonClasses({
              variant: 'outline',
              size: 'sm',
              className: 'cursor-pointer focus-within:outline-2 focus-within:outline-brand-500',
            })}
          >
            {upload.isPending
              ? t('uploading')
              : t('uploadImage', { label: label.toLocaleLowerCase() })}
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              className="sr-only"
              disabled={upload.isPending}
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
          </label>
          {upload.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {failureText(upload.error, t('uploadFailed'))}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
