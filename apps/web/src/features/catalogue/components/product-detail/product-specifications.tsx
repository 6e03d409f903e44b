import type { Product } from '@shop/contracts';
import { useT } from '@/lib/i18n';
import { productDetailMessages, type ProductDetailMessages } from './product-detail.messages';

const FIELDS: ReadonlyArray<{
  key: keyof Product['specifications'];
  label: keyof ProductDetailMessages;
}> = [
  { key: 'fabric', label: 'fabric' },
  { key: 'fit', label: 'fit' },
  { key: 'material', label: 'material' },
  { key: 'washCare', label: 'washCare' },
];

/** spec §2: the 'Product Details' block shows fabric, fit, material and washCare when present. */
export function ProductSpecifications({
  specifications,
}: {
  specifications: Product['specifications'] | null | undefined;
}) {
  const t = useT(productDetailMessages);
  const present = FIELDS.filter(({ key }) => Boolean(specifications?.[key]?.trim()));
  if (!specifications || present.length === 0) return null;
  return (
    <section
      aria-labelledby="product-details"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="product-details" className="text-lg font-semibold text-slate-900">
        {t('productDetails')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {present.map(({ key, label }) => (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-500">{t(label)}</dt>
            <dd className="text-slate-800">{specifications[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
