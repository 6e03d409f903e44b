import type { OrderItem } from '@shop/contracts';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ordersMessages } from '../../orders.messages';

/** spec §2 Order detail 'Order Items': image, name, quantity, line total and unit price 'each'. */
export function OrderItemsCard({ items }: { items: OrderItem[] }) {
  const t = useT(ordersMessages);
  const productName = (name: string) => name || t('product');
  return (
    <section
      aria-labelledby="order-items"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-items" className="text-lg font-semibold text-slate-900">
        {t('orderItems')}
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item._id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            <ImageWithFallback
              src={item.product.images[0]}
              alt={productName(item.product.name)}
              className="size-20 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{productName(item.product.name)}</p>
              <p className="text-sm text-slate-600">
                {[item.size && t('size', { size: item.size }), item.color]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-sm text-slate-600">{t('quantity', { quantity: item.quantity })}</p>
            </div>
            <div className="text-right">
              <p className="font-semibold text-slate-900">
                {formatPrice(item.price * item.quantity)}
              </p>
              <p className="text-sm text-slate-600">
                {t('each', { price: formatPrice(item.price) })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
