import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import type { CardLayout } from './product-card';

/** Holds a card's place (same shape, no layout shift) while products load. */
export function ProductCardSkeleton({ layout = 'grid' }: { layout?: CardLayout }) {
  const isList = layout === 'list';
  return (
    <div
      aria-hidden="true"
      className={cn(
        'flex overflow-hidden rounded-xl border border-slate-200 bg-white',
        isList ? 'flex-row' : 'flex-col',
      )}
    >
      <Skeleton className={cn('aspect-[3/4] rounded-none', isList ? 'w-32 sm:w-44' : 'w-full')} />
      <div className={cn('flex flex-1 flex-col gap-2', isList ? 'p-4' : 'p-3')}>
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="mt-2 h-9 w-full" />
      </div>
    </div>
  );
}
