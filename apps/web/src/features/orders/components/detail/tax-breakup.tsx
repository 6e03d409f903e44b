import type { OrderTaxBreakup } from '@shop/contracts';
import { formatPaise } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ordersMessages } from '../../orders.messages';

/**
 * Issue 14: the GST inside the total, as the tax invoice will show it: CGST + SGST when the
 * order is delivered in the store's state, IGST otherwise.
 */
export function TaxBreakup({ tax }: { tax: OrderTaxBreakup }) {
  const t = useT(ordersMessages);
  const rows: Array<[string, number]> = [
    [t('taxableValue'), tax.taxablePaise],
    ...(tax.intraState
      ? ([
          ['CGST', tax.cgstPaise],
          ['SGST', tax.sgstPaise],
        ] as Array<[string, number]>)
      : ([['IGST', tax.igstPaise]] as Array<[string, number]>)),
  ];
  return (
    <div className="mt-3 rounded-lg bg-slate-50 p-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t('taxBreakup')}
      </h3>
      <dl className="mt-2 space-y-1 text-xs text-slate-600">
        {rows.map(([label, paise]) => (
          <div key={label} className="flex justify-between">
            <dt>{label}</dt>
            <dd>{formatPaise(paise)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
