import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n';
import { cartMessages } from '../cart.messages';

/** The cart's shape while it loads: three lines and the summary. */
export function CartSkeleton() {
  const t = useT(cartMessages);
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <span role="status" className="sr-only">
        {t('loadingCart')}
      </span>
      <div className="divide-y divide-slate-200">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-4 py-5">
            <Skeleton className="aspect-[3/4] w-20 shrink-0 sm:w-24" />
            <div className="flex-1 space-y-3">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-10 w-32" />
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}
