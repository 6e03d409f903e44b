import {
  Controller,
  type Control,
  type FieldErrors,
  type UseFieldArrayReturn,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import type { ProductFormValues } from '../product-form-values';
import { ImageUploadField } from './image-upload-field';
import { productMessages } from './product.messages';

/** The product's pictures, first one shown on cards; each uploaded or given by address. */
export function ProductImagesField({
  images,
  control,
  errors,
}: {
  images: UseFieldArrayReturn<ProductFormValues, 'images'>;
  control: Control<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const t = useT(productMessages);
  return (
    <div className="space-y-4">
      {errors.images?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.images.message}
        </p>
      ) : null}
      {images.fields.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noImages')}</p>
      ) : null}
      {images.fields.map((image, index) => (
        <div
          key={image.id}
          className="flex flex-col gap-2 border-b border-slate-100 pb-4 last:border-0"
        >
          <Controller
            control={control}
            name={`images.${index}.url`}
            render={({ field }) => (
              <ImageUploadField
                label={t('image', { number: index + 1 })}
                value={field.value}
                onChange={field.onChange}
                error={errors.images?.[index]?.message ?? errors.images?.[index]?.url?.message}
              />
            )}
          />
          <Button
            size="sm"
            variant="ghost"
            className="self-start text-red-700"
            onClick={() => images.remove(index)}
          >
            {t('removeImage', { number: index + 1 })}
          </Button>
        </div>
      ))}
      <Button size="sm" variant="outline" onClick={() => images.append({ url: '' })}>
        {t('addImage')}
      </Button>
    </div>
  );
}
