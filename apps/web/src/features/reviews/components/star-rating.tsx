import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { ratingMessages } from './rating.messages';

/** Five stars filled to `value` (halves round to the nearest whole star), with a spoken label. */
export function StarRating({
  value,
  className,
  label,
}: {
  value: number;
  className?: string;
  /** Read instead of the stars; defaults to "Rated 4.3 out of 5". */
  label?: string;
}) {
  const t = useT(ratingMessages);
  const filled = Math.round(value);
  return (
    <span
      role="img"
      aria-label={label ?? t('rated', { value })}
      className={cn('inline-flex text-amber-500', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= filled ? '' : 'text-slate-300'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** Near the title on the product page: five stars, the average and how many reviews. */
export function RatingSummary({ average, count }: { average: number; count: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      <StarRating value={average} />
      <span>{average.toFixed(1)}</span>
      <span className="text-slate-500">({count})</span>
    </span>
  );
}
