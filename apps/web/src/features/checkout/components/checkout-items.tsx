import type { CartItem } from '@shop/contracts';
import { ImageWithFallback } from '@/components/ui/image-with-fallback';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { checkoutMessages } from '../checkout.messages';

/** The lines being bought, beside the summary: image, name, size, colour, quantity, line total. */
export function CheckoutItems({ items }: { items: CartItem[] }) {
  const t = useT(checkoutMessages);
  return (
    <section
      aria-labelledby="checkout-items"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="checkout-items" className="text-lg font-bold text-slate-900">
        {t('items', { count: items.length })}
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item._id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <ImageWithFallback
              src={item.variant.images[0] ?? item.productData.images[0]}
              alt={item.productData.name}
              className="size-16 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-medium text-slate-900">{item.productData.name}</p>
              <p className="text-slate-600">
                {item.variant.color
                  ? t('itemDetailsColor', {
                      size: item.size,
                      color: item.variant.color,
                      quantity: item.quantity,
                    })
                  : t('itemDetails', { size: item.size, quantity: item.quantity })}
              </p>
            </div>
            <p className="text-sm font-semibold text-slate-900">
              {formatPrice(item.price * item.quantity)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
