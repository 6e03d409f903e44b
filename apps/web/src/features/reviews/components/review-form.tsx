import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  REVIEW_BODY_MAX,
  REVIEW_FITS,
  REVIEW_PHOTOS_MAX,
  REVIEW_TITLE_MAX,
  type MyReview,
  type ReviewFit,
} from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { PhotoPicker } from '@/components/ui/photo-picker';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useReviewPhotoUpload, useSaveReview } from '../api/reviews-api';
import { reviewsMessages } from './reviews.messages';

/** Issue 18: the buyer's review - stars, title, text, fit (clothing, footwear), up to 3 photos. */
export function ReviewForm({
  productId,
  mine,
  onDone,
  onCancel,
}: {
  productId: string;
  mine: MyReview;
  /** The review was saved. */
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT(reviewsMessages);
  const errorText = (error: unknown) => (isApiError(error) ? error.message : t('somethingWrong'));
  const existing = mine.review;
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [fit, setFit] = useState<ReviewFit | null>(existing?.fit ?? null);
  const [photos, setPhotos] = useState<string[]>(existing?.photos ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveReview(productId);
  const upload = useReviewPhotoUpload();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form replaces the button that opened it, so the shopper's focus follows it.
  useEffect(() => headingRef.current?.focus(), []);

  const addPhoto = (file: File) => {
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (result) => setPhotos((current) => [...current, result.url]),
      onError: (error) => setProblem(errorText(error)),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setProblem(t('chooseRating'));
      return;
    }
    setProblem(null);
    save.mutate(
      {
        body: { rating, title, body, fit: mine.asksFit ? fit : null, photos },
        editing: existing !== null,
      },
      { onSuccess: onDone, onError: (error) => setProblem(errorText(error)) },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl border border-slate-200 p-4" noValidate>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {existing ? t('editReview') : t('writeReview')}
      </h3>
      {mine.size ? (
        <p className="text-sm text-slate-600">{t('sizeBought', { size: mine.size })}</p>
      ) : null}
      {problem ? <NoticeBanner tone="error">{problem}</NoticeBanner> : null}
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('yourRating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer text-2xl">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 ${
                  n <= rating ? 'text-amber-500' : 'text-slate-300'
                }`}
              >
                ★
              </span>
              <span className="sr-only">{t('stars', { n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="review-title" className="mb-1 block text-sm font-medium text-slate-800">
          {t('title')}
        </label>
        <input
          id="review-title"
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="review-body" className="mb-1 block text-sm font-medium text-slate-800">
          {t('yourReview')}
        </label>
        <textarea
          id="review-body"
          value={body}
          rows={4}
          maxLength={REVIEW_BODY_MAX}
          onChange={(event) => setBody(event.target.value)}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <p className="text-xs text-slate-500">
          {body.length} / {REVIEW_BODY_MAX}
        </p>
      </div>
      {mine.asksFit ? (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('howFit')}</legend>
          <div className="flex flex-wrap gap-3">
            {REVIEW_FITS.map((value) => (
              <label key={value} className="flex items-center gap-1.5 text-sm">
                <input
                  type="radio"
                  name="fit"
                  value={value}
                  checked={fit === value}
                  onChange={() => setFit(value)}
                />
                {t('fit', { fit: value })}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <PhotoPicker
        inputId="review-photo"
        max={REVIEW_PHOTOS_MAX}
        photos={photos}
        uploading={upload.isPending}
        onAdd={addPhoto}
        onRemove={(url) => setPhotos((current) => current.filter((p) => p !== url))}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending || upload.isPending}>
          {save.isPending ? t('submitting') : t('submitReview')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
