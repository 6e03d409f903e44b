import { useT } from '@/lib/i18n';
import { ratingMessages } from './rating.messages';

/**
 * On a product card: one star, the average and how many reviews (the cards are on the home
 * page, whose first JavaScript has a budget; the five-star picture is the product page's).
 */
export function RatingBadge({ average, count }: { average: number; count: number }) {
  const t = useT(ratingMessages);
  if (count === 0) return null;
  const text = average.toFixed(1);
  return (
    <span
      role="img"
      aria-label={t('ratedFrom', { average: text, count })}
      className="text-sm text-slate-700"
    >
      <span className="text-amber-500">★</span> {text}{' '}
      <span className="text-slate-500">({count})</span>
    </span>
  );
}
