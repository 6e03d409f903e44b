import type { Product } from '@shop/contracts';

const FIELDS: ReadonlyArray<{ key: keyof Product['specifications']; label: string }> = [
  { key: 'fabric', label: 'Fabric' },
  { key: 'fit', label: 'Fit' },
  { key: 'material', label: 'Material' },
  { key: 'washCare', label: 'Wash Care' },
];

/** spec §2: the 'Product Details' block shows fabric, fit, material and washCare when present. */
export function ProductSpecifications({
  specifications,
}: {
  specifications: Product['specifications'] | null | undefined;
}) {
  const present = FIELDS.filter(({ key }) => Boolean(specifications?.[key]?.trim()));
  if (!specifications || present.length === 0) return null;
  return (
    <section
      aria-labelledby="product-details"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="product-details" className="text-lg font-semibold text-slate-900">
        Product Details
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {present.map(({ key, label }) => (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="text-slate-800">{specifications[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
