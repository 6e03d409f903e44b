import { useT } from '@/lib/i18n';
import { uiMessages } from './ui.messages';

/**
 * The shopper's photos for a form (a review, a return request): the ones uploaded so far with a
 * remove button each, and a file input while fewer than `max` are there. The form keeps the list
 * and does the upload; the server checks each file's type by its content and its size.
 */
export function PhotoPicker({
  inputId,
  max,
  photos,
  uploading,
  onAdd,
  onRemove,
}: {
  inputId: string;
  max: number;
  photos: string[];
  uploading: boolean;
  onAdd: (file: File) => void;
  onRemove: (url: string) => void;
}) {
  const t = useT(uiMessages);
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {t('photosUpTo', { max })}
      </label>
      {photos.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2">
          {photos.map((url, i) => (
            <li key={url} className="relative">
              <img
                src={url}
                alt={t('yourPhoto', { n: i + 1 })}
                className="size-16 rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => onRemove(url)}
                aria-label={t('removePhoto', { n: i + 1 })}
                className="absolute -top-2 -right-2 rounded-full bg-white px-1.5 text-xs shadow"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < max ? (
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onAdd(file);
            // The same file may be picked again after a failed upload.
            event.target.value = '';
          }}
          className="block text-sm"
        />
      ) : null}
      {uploading ? <p className="text-sm text-slate-500">{t('uploadingPhoto')}</p> : null}
    </div>
  );
}
