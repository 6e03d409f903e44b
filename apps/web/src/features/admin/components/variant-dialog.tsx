import { useForm } from 'react-hook-form';
import type { AdminVariant } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { showToast } from '@/components/ui/toast-store';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useCreateVariant } from '../api/create-variant';
import { useUpdateVariant } from '../api/update-variant';
import { EMPTY_VARIANT, variantBody, type VariantFormValues } from '../product-form-values';
import { useServerSubmit } from '../use-server-submit';
import { productMessages } from './product.messages';
import { VariantInputs } from './variant-inputs';

const FIELDS = ['color', 'colorCode', 'size', 'price', 'originalPrice', 'stock'] as const;

function valuesOf(variant: AdminVariant | null): VariantFormValues {
  if (!variant) return { ...EMPTY_VARIANT };
  return {
    color: variant.color,
    colorCode: variant.colorCode,
    size: variant.size,
    price: String(variant.price),
    originalPrice: String(variant.originalPrice),
    stock: String(variant.stock),
  };
}

/** Add a variant to a product, or edit one (its stock changes only by adjustment). */
export function VariantDialog({
  productId,
  variant,
  onClose,
}: {
  productId: string;
  /** null: a new variant. */
  variant: AdminVariant | null;
  onClose: () => void;
}) {
  const t = useT(productMessages);
  const common = useT(adminMessages);
  const create = useCreateVariant(productId);
  const update = useUpdateVariant(productId);
  const form = useForm<VariantFormValues>({ defaultValues: valuesOf(variant) });
  const busy = form.formState.isSubmitting;

  const { failure, onSubmit } = useServerSubmit(form, FIELDS, async (values) => {
    if (variant) {
      const { stock: _stock, ...body } = variantBody(values);
      await update.mutateAsync({ id: variant._id, body });
      showToast(t('savedVariant', { name: `${values.color} / ${values.size}` }));
    } else {
      await create.mutateAsync(variantBody(values));
      showToast(t('addedVariant', { name: `${values.color} / ${values.size}` }));
    }
    onClose();
  });

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!busy}
      title={
        variant ? t('editVariant', { name: `${variant.color} / ${variant.size}` }) : t('addVariant')
      }
      className="sm:max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
        <VariantInputs
          field={(key) => form.register(key)}
          errors={form.formState.errors}
          withStock={!variant}
          // An existing variant keeps its swatch: only a new one follows its colour name.
          onColourSwatch={variant ? undefined : (hex) => form.setValue('colorCode', hex)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {common('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? common('saving') : variant ? t('saveVariant') : t('addVariant')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
