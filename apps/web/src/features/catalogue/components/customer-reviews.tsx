import { memo } from 'react';
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near';
import { StarIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n';
import { catalogueMessages, type CatalogueMessages } from '../catalogue.messages';

/** spec §2 Home: a block of static customer reviews (fixed content). */
const REVIEWS: ReadonlyArray<{
  name: keyof CatalogueMessages;
  city: keyof CatalogueMessages;
  rating: number;
  text: keyof CatalogueMessages;
}> = [
  {
    name: 'review1Name',
    city: 'review1City',
    rating: 5,
    text: 'review1',
  },
  {
    name: 'review2Name',
    city: 'review2City',
    rating: 5,
    text: 'review2',
  },
  {
    name: 'review3Name',
    city: 'review3City',
    rating: 4,
    text: 'review3',
  },
];

/** Below the first screen: hydrated when the shopper comes near it (decision 046). */
export const CustomerReviews = memo(function CustomerReviews() {
  const t = useT(catalogueMessages);
  return (
    <HydrateWhenNear name="customer-reviews">
      <section aria-labelledby="customer-reviews" className="below-fold py-10">
        <div className="mx-auto max-w-7xl px-4">
          <h2
            id="customer-reviews"
            className="text-center text-2xl font-bold text-slate-900 sm:text-3xl"
          >
            {t('customersSay')}
          </h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {REVIEWS.map((review) => (
              <li
                key={review.name}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <figure>
                  <div
                    className="flex gap-0.5 text-saffron-500"
                    role="img"
                    aria-label={t('starsOutOfFive', { rating: review.rating })}
                  >
                    {Array.from({ length: 5 }, (_, index) => (
                      <StarIcon
                        key={index}
                        className={index < review.rating ? 'size-5' : 'size-5 text-slate-300'}
                      />
                    ))}
                  </div>
                  <blockquote className="mt-3 text-slate-700">“{t(review.text)}”</blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="font-semibold text-slate-900">{t(review.name)}</span>
                    <span className="text-slate-500"> · {t(review.city)}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </HydrateWhenNear>
  );
});
