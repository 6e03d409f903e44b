import { useForm } from 'react-hook-form';
import type { AdminVariant } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { showToast } from '@/components/ui/toast-store';
import { useDates, useT } from '@/lib/i18n';
import { adminMessages } from '../admin.messages';
import { useAdjustStock } from '../api/adjust-stock';
import { useStockAdjustments } from '../api/get-stock-adjustments';
import { useServerSubmit } from '../use-server-submit';
import { productMessages } from './product.messages';

interface StockValues {
  delta: string;
  reason: string;
}

function History({ variantId }: { variantId: string }) {
  const t = useT(productMessages);
  const common = useT(adminMessages);
  const dates = useDates();
  const history = useStockAdjustments(variantId);
  if (history.isPending) return <p className="text-sm text-slate-500">{t('loadingChanges')}</p>;
  if (history.isError) return <p className="text-sm text-red-700">{history.error.message}</p>;
  if (history.data.adjustments.length === 0) {
    return <p className="text-sm text-slate-500">{t('noStockChanges')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {history.data.adjustments.map((entry) => (
        <li key={entry.id} className="flex flex-wrap justify-between gap-x-3 py-2">
          <span
            className={
              entry.delta > 0 ? 'font-semibold text-green-700' : 'font-semibold text-red-700'
            }
          >
            {entry.delta > 0 ? `+${entry.delta}` : entry.delta} → {entry.stockAfter}
          </span>
          <span className="text-slate-700">{entry.reason}</span>
          <span className="w-full text-xs text-slate-500">
            {dates.dateTime(entry.createdAt)} · {entry.userName ?? common('system')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Stock changes by a signed amount with a reason ('Received 20 from supplier', '-2 damaged'),
 * so who changed it, when, by how much and why is kept (issue 7).
 */
export function StockDialog({
  productId,
  variant,
  onClose,
}: {
  productId: string;
  variant: AdminVariant;
  onClose: () => void;
}) {
  const t = useT(productMessages);
  const common = useT(adminMessages);
  const adjust = useAdjustStock(productId, variant._id);
  const form = useForm<StockValues>({ defaultValues: { delta: '', reason: '' } });
  const { errors, isSubmitting } = form.formState;

  const { failure, onSubmit } = useServerSubmit(
    form,
    ['delta', 'reason'],
    async ({ delta, reason }) => {
      const result = await adjust.mutateAsync({
        delta: delta.trim() === '' ? Number.NaN : Number(delta),
        reason,
      });
      showToast(
        t('stockNow', {
          name: `${variant.color} / ${variant.size}`,
          stock: result.variant.stock,
        }),
      );
      onClose();
    },
  );

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!isSubmitting}
      title={t('adjustStock', { name: `${variant.color} / ${variant.size}` })}
      description={t('inStockNow', { stock: variant.stock })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {failure ? <NoticeBanner tone="error">{failure}</NoticeBanner> : null}
        <TextField
          label={t('change')}
          type="number"
          inputMode="numeric"
          hint={t('changeHint')}
          {...form.register('delta')}
          error={errors.delta?.message}
        />
        <TextField
          label={t('reason')}
          {...form.register('reason')}
          error={errors.reason?.message}
        />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            {common('cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? common('saving') : t('saveChange')}
          </Button>
        </div>
      </form>
      <h3 className="mt-6 mb-1 text-sm font-semibold text-slate-900">{t('recentChanges')}</h3>
      <History variantId={variant._id} />
    </Dialog>
  );
}
