import { useEffect, useRef, useState } from 'react';
import {
  REVIEW_SORTS,
  type Pagination,
  type Review,
  type ReviewSort,
  type ReviewSummary,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { Skeleton } from '@/components/ui/skeleton';
import { WhenNear } from '@/components/ui/when-near';
import { useAuth, ownerIdOf } from '@/features/auth';
import { useT } from '@/lib/i18n';
import {
  useHelpfulVote,
  useMyReview,
  useProductReviews,
  useReportReview,
} from '../api/reviews-api';
import { ReviewForm } from './review-form';
import { reviewsMessages } from './reviews.messages';
import { StarRating } from './star-rating';

/** The id the ratings summary near the price links to. */
export const REVIEWS_ANCHOR = 'reviews';

function Distribution({ summary }: { summary: ReviewSummary }) {
  const t = useT(reviewsMessages);
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-lg">
        <StarRating value={summary.average} />
        <span className="font-semibold">
          {t('averageOutOf5', { average: summary.average.toFixed(1) })}
        </span>
      </p>
      <p className="text-sm text-slate-600">{t('reviewCount', { count: summary.count })}</p>
      <ul className="space-y-1" aria-label={t('ratingsByStars')}>
        {summary.stars.map(({ stars, count }) => {
          const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="w-12 shrink-0">{t('starRow', { stars })}</span>
              <span className="h-2 flex-1 overflow-hidden rounded bg-slate-200" aria-hidden="true">
                <span className="block h-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right text-slate-600">{count}</span>
            </li>
          );
        })}
      </ul>
      {summary.fit.most ? (
        <p className="text-sm font-medium text-slate-800">
          {t('mostBuyersSay', { fit: t('fit', { fit: summary.fit.most }).toLowerCase() })}
        </p>
      ) : null}
    </div>
  );
}

function ReviewItem({ review, productId }: { review: Review; productId: string }) {
  const t = useT(reviewsMessages);
  const { status, user } = useAuth();
  const helpful = useHelpfulVote(productId);
  const report = useReportReview();
  const signedIn = status === 'signedIn';
  // A shopper's own review: no voting for it or reporting it (the server refuses both). The
  // query is the write-a-review button's, already asked.
  const mine = useMyReview(productId, signedIn ? ownerIdOf(user) : null);
  const own = mine.data?.review?._id === review._id;
  return (
    <li className="space-y-2 border-b border-slate-200 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating value={review.rating} />
        {review.title ? <h3 className="font-semibold text-slate-900">{review.title}</h3> : null}
      </div>
      {/* Spaces between the parts: a screen reader reads "Asha Verified buyer Size: M", not one word. */}
      <p className="text-sm text-slate-600">
        {review.author}
        {review.verifiedBuyer ? (
          <>
            {' '}
            <span className="ml-1 rounded bg-green-50 px-1.5 py-0.5 text-xs font-medium text-green-800">
              {t('verifiedBuyer')}
            </span>
          </>
        ) : null}
        {review.size ? (
          <>
            {' '}
            <span className="ml-1">{t('sizeIs', { size: review.size })}</span>
          </>
        ) : null}
        {review.fit ? (
          <>
            {' '}
            <span className="ml-1">{t('fitIs', { fit: t('fit', { fit: review.fit }) })}</span>
          </>
        ) : null}
      </p>
      {review.body ? <p className="text-slate-800">{review.body}</p> : null}
      {review.photos.length ? (
        <ul className="flex gap-2">
          {review.photos.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={t('photoAlt', { n: i + 1, author: review.author })}
                  className="h-20 w-20 rounded object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">{t('replyFromShop')}</p>
          <p className="text-slate-700">{review.reply}</p>
        </div>
      ) : null}
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span>{t('foundHelpful', { count: review.helpfulCount })}</span>
        {signedIn && !own ? (
          <>
            <Button
              variant="outline"
              size="sm"
              disabled={helpful.isPending || helpful.isSuccess}
              onClick={() => helpful.mutate(review._id)}
            >
              {t('helpful')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={report.isPending || report.isSuccess}
              onClick={() => report.mutate(review._id)}
            >
              {report.isSuccess ? t('reported') : t('report')}
            </Button>
          </>
        ) : null}
      </div>
      {helpful.isError ? <p className="text-sm text-red-700">{helpful.error.message}</p> : null}
    </li>
  );
}

function WriteReview({ productId }: { productId: string }) {
  const t = useT(reviewsMessages);
  const { status, user } = useAuth();
  const ownerId = status === 'signedIn' ? ownerIdOf(user) : null;
  const mine = useMyReview(productId, ownerId);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);
  // The form leaves with its buttons: focus goes back to the button that opened it.
  useEffect(() => {
    if (open || !closing.current) return;
    closing.current = false;
    buttonRef.current?.focus();
  }, [open]);
  if (!mine.data || (!mine.data.eligible && !mine.data.review)) return null;
  if (open) {
    const close = (wasSaved: boolean) => {
      closing.current = true;
      setOpen(false);
      if (wasSaved) setSaved(true);
    };
    return (
      <ReviewForm
        productId={productId}
        mine={mine.data}
        onDone={() => close(true)}
        onCancel={() => close(false)}
      />
    );
  }
  const pending = mine.data.review?.status === 'pending';
  return (
    <div className="space-y-2">
      {saved ? (
        <NoticeBanner tone="success">{pending ? t('thanksPending') : t('thanks')}</NoticeBanner>
      ) : null}
      <Button ref={buttonRef} variant="outline" onClick={() => setOpen(true)}>
        {mine.data.review ? t('editReview') : t('writeReview')}
      </Button>
    </div>
  );
}

/** Previous, 'Page n of m', Next. */
function ReviewPager({
  pagination,
  onTurn,
}: {
  pagination: Pagination;
  /** One page back (-1) or on (+1). */
  onTurn: (step: -1 | 1) => void;
}) {
  const t = useT(reviewsMessages);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  const { currentPage, hasPrev, hasNext } = pagination;

  // Turning to the first or last page disables the button pressed, and a disabled button drops
  // keyboard focus to <body>: the other button takes it, so focus stays on the pager.
  useEffect(() => {
    if (pressed.current === 'next' && !hasNext) previousRef.current?.focus();
    if (pressed.current === 'previous' && !hasPrev) nextRef.current?.focus();
    pressed.current = null;
  }, [currentPage, hasPrev, hasNext]);

  const turn = (to: 'previous' | 'next') => {
    pressed.current = to;
    onTurn(to === 'next' ? 1 : -1);
  };

  return (
    <nav aria-label={t('reviewPages')} className="mt-4 flex items-center gap-3">
      <Button
        ref={previousRef}
        variant="outline"
        size="sm"
        disabled={!hasPrev}
        onClick={() => turn('previous')}
      >
        {t('previous')}
      </Button>
      <span className="text-sm">
        {t('pageOf', { page: currentPage, pages: pagination.totalPages })}
      </span>
      <Button
        ref={nextRef}
        variant="outline"
        size="sm"
        disabled={!hasNext}
        onClick={() => turn('next')}
      >
        {t('next')}
      </Button>
    </nav>
  );
}

/**
 * Issue 18 on the product page: summary, distribution, fit, sorting and pages of reviews. The
 * heading (and the anchor the rating links to) is always there; the reviews are asked for and
 * drawn when the shopper comes near them, so a phone opening the page spends nothing on them
 * (decision 030).
 */
export function ReviewsSection({ productId }: { productId: string }) {
  const t = useT(reviewsMessages);
  return (
    <section
      id={REVIEWS_ANCHOR}
      aria-labelledby="reviews-title"
      className="below-fold mt-12 scroll-mt-20"
    >
      <h2 id="reviews-title" className="text-xl font-bold text-slate-900">
        {t('customerReviews')}
      </h2>
      <WhenNear>
        <Reviews productId={productId} />
      </WhenNear>
    </section>
  );
}

function Reviews({ productId }: { productId: string }) {
  const t = useT(reviewsMessages);
  const [sort, setSort] = useState<ReviewSort>('recent');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useProductReviews(productId, sort, page);

  return (
    <>
      {isPending ? (
        <div className="mt-4 space-y-2" role="status">
          <span className="sr-only">{t('loadingReviews')}</span>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : isError ? (
        <NoticeBanner tone="error" className="mt-4">
          {t('reviewsFailed')}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {t('tryAgain')}
          </button>
        </NoticeBanner>
      ) : (
        <div className="mt-4 grid gap-8 md:grid-cols-[18rem_1fr]">
          <div className="space-y-4">
            {data.summary.count > 0 ? <Distribution summary={data.summary} /> : null}
            <WriteReview productId={productId} />
          </div>
          <div>
            {data.summary.count === 0 ? (
              <p className="text-slate-600">{t('noReviews')}</p>
            ) : (
              <>
                <label className="flex items-center gap-2 text-sm">
                  {t('sortBy')}
                  <select
                    value={sort}
                    onChange={(event) => {
                      setSort(event.target.value as ReviewSort);
                      setPage(1);
                    }}
                    className="rounded-lg border border-slate-300 px-2 py-1"
                  >
                    {REVIEW_SORTS.map((value) => (
                      <option key={value} value={value}>
                        {t('sort', { sort: value })}
                      </option>
                    ))}
                  </select>
                </label>
                <ul>
                  {data.reviews.map((review) => (
                    <ReviewItem key={review._id} review={review} productId={productId} />
                  ))}
                </ul>
                {data.pagination.totalPages > 1 ? (
                  <ReviewPager
                    pagination={data.pagination}
                    onTurn={(step) => setPage((p) => p + step)}
                  />
                ) : null}
              </>
            )}
          </div>
        </div>
      )}
    </>
  );
}
