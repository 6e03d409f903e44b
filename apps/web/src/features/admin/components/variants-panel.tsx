import { useState } from 'react';
import type { AdminProduct, AdminVariant } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { formatPrice } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { productMessages } from './product.messages';
import { useUpdateVariant } from '../api/update-variant';
import { failureText } from '../server-errors';
import { EmptyTable, ROW, TD, TableFrame, TableHead } from './query-states';
import { StockDialog } from './stock-dialog';
import { ActivePill } from './status-pill';
import { VariantDialog } from './variant-dialog';

type Open =
  { kind: 'edit'; variant: AdminVariant | null } | { kind: 'stock'; variant: AdminVariant };

/** The variants table (colour swatch, size, price, MRP, stock, active) with its actions. */
export function VariantsPanel({ product }: { product: AdminProduct }) {
  const t = useT(productMessages);
  const common = useT(adminMessages);
  const [open, setOpen] = useState<Open | null>(null);
  const update = useUpdateVariant(product._id);

  function toggle(variant: AdminVariant) {
    update.mutate(
      { id: variant._id, body: { isActive: !variant.isActive } },
      {
        onSuccess: () =>
          showToast(
            t('variantNowActive', {
              name: `${variant.color} / ${variant.size}`,
              active: String(!variant.isActive),
            }),
          ),
        onError: (error) => showToast(failureText(error), 'error'),
      },
    );
  }

  return (
    <section aria-labelledby="variants-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="variants-heading" className="text-lg font-semibold text-slate-900">
          {t('variants')}
        </h2>
        <Button size="sm" onClick={() => setOpen({ kind: 'edit', variant: null })}>
          {t('addVariant')}
        </Button>
      </div>
      {product.variants.length === 0 ? (
        <EmptyTable title={t('noVariantsYet')} />
      ) : (
        <TableFrame caption={t('variantsOf', { name: product.name })}>
          <TableHead
            columns={[t('colour'), t('size'), t('price'), t('mrp'), t('stock'), common('status')]}
            actions
          />
          <tbody>
            {product.variants.map((variant) => {
              const name = `${variant.color} / ${variant.size}`;
              return (
                <tr key={variant._id} className={ROW}>
                  <td className={TD}>
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="size-5 shrink-0 rounded-full border border-slate-300"
                        style={{ backgroundColor: variant.colorCode }}
                      />
                      {variant.color}
                      <span className="text-xs text-slate-500">{variant.colorCode}</span>
                    </span>
                  </td>
                  <td className={TD}>{variant.size}</td>
                  <td className={TD}>{formatPrice(variant.price)}</td>
                  <td className={TD}>{formatPrice(variant.originalPrice)}</td>
                  <td
                    className={`${TD} font-semibold ${variant.stock === 0 ? 'text-red-700' : ''}`}
                  >
                    {variant.stock}
                  </td>
                  <td className={TD}>
                    <ActivePill active={variant.isActive} />
                  </td>
                  <td className={TD}>
                    <div className="flex justify-end gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={common('editNamed', { name })}
                        onClick={() => setOpen({ kind: 'edit', variant })}
                      >
                        {common('edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('adjustStockOf', { name })}
                        onClick={() => setOpen({ kind: 'stock', variant })}
                      >
                        {t('stock')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={update.isPending}
                        aria-label={common('toggleNamed', {
                          active: String(variant.isActive),
                          name,
                        })}
                        onClick={() => toggle(variant)}
                      >
                        {variant.isActive ? common('deactivate') : common('activate')}
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </TableFrame>
      )}
      {open?.kind === 'edit' ? (
        <VariantDialog
          productId={product._id}
          variant={open.variant}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'stock' ? (
        <StockDialog productId={product._id} variant={open.variant} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
