import { Link } from '@/components/ui/link';
import type { AdminProduct } from '@shop/contracts';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { productMessages } from './product.messages';
import { ROW, TD, TableFrame, TableHead } from './query-states';
import { ActivePill, StatusPill } from './status-pill';

function priceText(product: AdminProduct, noVariants: string): string {
  if (product.variants.length === 0) return noVariants;
  return product.minPrice === product.maxPrice
    ? formatPrice(product.minPrice)
    : `${formatPrice(product.minPrice)} – ${formatPrice(product.maxPrice)}`;
}

/** One page of products with their price range, stock and flags. */
export function ProductTable({ products }: { products: AdminProduct[] }) {
  const t = useT(productMessages);
  const common = useT(adminMessages);
  return (
    <TableFrame caption={t('caption')}>
      <TableHead
        columns={[t('product'), common('category'), t('price'), t('stock'), common('status')]}
      />
      <tbody>
        {products.map((product) => (
          <tr key={product._id} className={ROW}>
            <td className={TD}>
              <div className="flex items-center gap-3">
                <ImageWithFallback
                  src={product.images[0] ?? product.variants[0]?.images[0]}
                  alt=""
                  className="size-12 shrink-0 rounded-md object-cover"
                />
                <div className="min-w-0">
                  <Link
                    to={`/admin/products/${product._id}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {product.name}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {product.brand} · {t('variantCount', { count: product.variants.length })}
                  </p>
                </div>
              </div>
            </td>
            <td className={TD}>
              {product.category.name}
              {product.subCategory ? (
                <span className="block text-xs text-slate-500">{product.subCategory.name}</span>
              ) : null}
            </td>
            <td className={TD}>{priceText(product, t('noVariants'))}</td>
            <td className={`${TD} ${product.totalStock === 0 ? 'font-semibold text-red-700' : ''}`}>
              {product.totalStock === 0 ? common('outOfStock') : product.totalStock}
            </td>
            <td className={TD}>
              <div className="flex flex-wrap gap-1">
                <ActivePill active={product.isActive} />
                {product.isFeatured ? <StatusPill tone="blue">{t('featured')}</StatusPill> : null}
                {product.isTrending ? <StatusPill tone="yellow">{t('trending')}</StatusPill> : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
