import { useState } from 'react';
import { REVIEW_QUEUES, type AdminReview } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { useDates, useT } from '@/lib/i18n';
import {
  useModerateReview,
  useReplyToReview,
  useReviewQueue,
  useReviewSettings,
  useSaveReviewSettings,
} from '../api/reviews';
import { AdminPageHeader } from '../components/admin-page-header';
import { AdminPagination } from '../components/admin-pagination';
import { ChoiceField } from '../components/form-controls';
import {
  EmptyTable,
  LoadError,
  LoadingRows,
  ROW,
  TD,
  TableFrame,
  TableHead,
} from '../components/query-states';
import { useTableParams } from '../use-table-params';
import { reviewsMessages } from './reviews.messages';

const FIELD = 'w-full rounded-lg border border-slate-300 px-2 py-1 text-sm';

/** Publish, hide with a reason, or reply as the shop; each is recorded in the audit log. */
function ReviewActions({ review }: { review: AdminReview }) {
  const t = useT(reviewsMessages);
  const moderate = useModerateReview();
  const reply = useReplyToReview();
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState(review.reply ?? '');
  const failed = (error: Error) => showToast(error.message, 'error');
  const label = review.title || t('reviewBy', { author: review.author });

  return (
    <div className="space-y-2">
      {review.status !== 'published' ? (
        <Button
          size="sm"
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ id: review._id, status: 'published' })}
        >
          {t('publish')}
        </Button>
      ) : null}
      {review.status === 'published' && review.moderatedAt === null ? (
        // Without pre-moderation a new review is published at once: checking it takes it out of
        // the New queue as it is, where hiding was the only other way out.
        <Button
          size="sm"
          variant="outline"
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ id: review._id, status: 'published', checking: true })}
        >
          {t('markChecked')}
        </Button>
      ) : null}
      {review.status !== 'hidden' ? (
        <form
          className="flex flex-wrap gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            moderate.mutate({ id: review._id, status: 'hidden', reason });
          }}
        >
          <input
            aria-label={t('reasonForHidingOf', { review: label })}
            placeholder={t('reasonForHiding')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={FIELD}
          />
          <Button type="submit" size="sm" variant="outline" disabled={moderate.isPending}>
            {t('hide')}
          </Button>
        </form>
      ) : null}
      <form
        className="space-y-1"
        onSubmit={(event) => {
          event.preventDefault();
          reply.mutate(
            { id: review._id, reply: answer },
            { onSuccess: () => showToast(t('replySaved')), onError: failed },
          );
        }}
      >
        <textarea
          aria-label={t('replyTo', { review: label })}
          placeholder={t('replyPlaceholder')}
          rows={2}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          className={FIELD}
        />
        <Button type="submit" size="sm" variant="ghost" disabled={reply.isPending}>
          {t('saveReply')}
        </Button>
      </form>
    </div>
  );
}

function PreModeration() {
  const t = useT(reviewsMessages);
  const settings = useReviewSettings();
  const save = useSaveReviewSettings();
  if (!settings.data) return null;
  return (
    <ToggleSwitch
      label={t('preModeration')}
      description={t('preModerationHint')}
      checked={settings.data.preModeration}
      disabled={save.isPending}
      onChange={(preModeration) =>
        save.mutate({ preModeration }, { onError: (error) => showToast(error.message, 'error') })
      }
    />
  );
}

/** Issue 18: the moderation queues (new, reported, by status). */
export function ReviewsPage() {
  const t = useT(reviewsMessages);
  const dates = useDates();
  const { page, filters, setPage, setFilters } = useTableParams(['queue'] as const);
  const queue = filters.queue || 'new';
  const list = useReviewQueue({ page, queue });
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <div className="mb-4 flex flex-wrap items-end gap-6">
        <ChoiceField
          label={t('queue')}
          className="w-64"
          choices={REVIEW_QUEUES.map((value) => ({ value, label: t(`queue_${value}`) }))}
          value={queue}
          onChange={(event) => setFilters({ queue: event.target.value })}
        />
        <PreModeration />
      </div>
      {list.isPending ? (
        <LoadingRows label={t('loading')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.reviews.length === 0 ? (
        <EmptyTable title={t('noReviews')} />
      ) : (
        <>
          <TableFrame caption={t('caption')}>
            <TableHead columns={[t('review'), t('product'), t('status'), t('actions')]} />
            <tbody>
              {list.data.reviews.map((review) => (
                <tr key={review._id} className={`${ROW} align-top`}>
                  <td className={`${TD} max-w-md`}>
                    <p
                      aria-label={t('stars', { rating: review.rating })}
                      className="text-amber-500"
                    >
                      {'★'.repeat(review.rating)}
                      <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
                    </p>
                    {review.title ? <p className="font-semibold">{review.title}</p> : null}
                    {review.body ? <p className="text-sm">{review.body}</p> : null}
                    <p className="text-xs text-slate-500">
                      {review.author} · {dates.dateTime(review.createdAt)}
                      {review.size ? ` · ${t('size', { size: review.size })}` : ''}
                      {review.fit ? ` · ${t(`fit_${review.fit}`)}` : ''}
                    </p>
                    {review.photos.length ? (
                      <div className="mt-1 flex gap-1">
                        {review.photos.map((url, i) => (
                          <img
                            key={url}
                            src={url}
                            alt={t('photo', { number: i + 1 })}
                            className="h-12 w-12 rounded object-cover"
                          />
                        ))}
                      </div>
                    ) : null}
                  </td>
                  <td className={TD}>{review.productName}</td>
                  <td className={TD}>
                    {t(`status_${review.status}`)}
                    {review.hiddenReason ? (
                      <span className="block text-xs text-slate-500">{review.hiddenReason}</span>
                    ) : null}
                    {review.openReports > 0 ? (
                      <span className="block text-xs text-red-700">
                        {t('newReports', { count: review.openReports })}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${TD} w-64`}>
                    <ReviewActions review={review} />
                  </td>
                </tr>
              ))}
            </tbody>
          </TableFrame>
          <AdminPagination
            pagination={list.data.pagination}
            noun={{ one: t('nounOne'), other: t('noun') }}
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
