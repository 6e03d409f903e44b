import { formatPrice, readPriceWords } from '@shop/contracts';
import { useT, type Translate } from '@/lib/i18n';
import { listingMessages, type ListingMessages } from './listing.messages';
import { CloseIcon } from '@/components/ui/icons';

/** "Under ₹1,000", "Over ₹2,000", "₹500 - ₹1,000": what the price words of a search mean. */
function priceWordsLabel(
  t: Translate<ListingMessages>,
  minPrice?: number,
  maxPrice?: number,
): string | null {
  if (minPrice !== undefined && maxPrice !== undefined)
    return `${formatPrice(minPrice)} - ${formatPrice(maxPrice)}`;
  if (maxPrice !== undefined) return t('under', { price: formatPrice(maxPrice) });
  if (minPrice !== undefined) return t('over', { price: formatPrice(minPrice) });
  return null;
}

/**
 * Issue 13: price words in a search ("kurta under 1000") filter by price; the chip shows the
 * filter and removes it by taking the price words out of the search.
 */
export function PriceWordsChip({
  search,
  onRemove,
}: {
  search: string;
  onRemove: (searchWithoutPrice: string) => void;
}) {
  const t = useT(listingMessages);
  const words = readPriceWords(search);
  const label = priceWordsLabel(t, words.minPrice, words.maxPrice);
  if (!label) return null;
  return (
    <button
      type="button"
      onClick={() => onRemove(words.rest)}
      aria-label={t('removePriceFilter', { label })}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
    >
      {label}
      <CloseIcon className="size-4" aria-hidden="true" />
    </button>
  );
}
