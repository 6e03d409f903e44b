import { useState } from 'react';
import { REVIEW_FIT_LABELS, REVIEW_QUEUES, type AdminReview } from '@shop/contracts';
import { Button } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast-store';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { formatDateTimeIN, statusLabel } from '@/lib/format';
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

const QUEUE_LABELS: Record<(typeof REVIEW_QUEUES)[number], string> = {
  new: 'New (not yet checked)',
  reported: 'Reported',
  pending: 'Waiting (pre-moderation)',
  published: 'Published',
  hidden: 'Hidden',
  all: 'All reviews',
};

const FIELD = 'w-full rounded-lg border border-slate-300 px-2 py-1 text-sm';

/** Publish, hide with a reason, or reply as the shop; each is recorded in the audit log. */
function ReviewActions({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  const reply = useReplyToReview();
  const [reason, setReason] = useState('');
  const [answer, setAnswer] = useState(review.reply ?? '');
  const failed = (error: Error) => showToast(error.message, 'error');
  const label = review.title || `review by ${review.author}`;

  return (
    <div className="space-y-2">
      {review.status !== 'published' ? (
        <Button
          size="sm"
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ id: review._id, status: 'published' })}
        >
          Publish
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
            aria-label={`Reason for hiding ${label}`}
            placeholder="Reason for hiding"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={FIELD}
          />
          <Button type="submit" size="sm" variant="outline" disabled={moderate.isPending}>
            Hide
          </Button>
        </form>
      ) : null}
      <form
        className="space-y-1"
        onSubmit={(event) => {
          event.preventDefault();
          reply.mutate(
            { id: review._id, reply: answer },
            { onSuccess: () => showToast('Reply saved'), onError: failed },
          );
        }}
      >
        <textarea
          aria-label={`Reply to ${label}`}
          placeholder="Reply publicly as the shop"
          rows={2}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          className={FIELD}
        />
        <Button type="submit" size="sm" variant="ghost" disabled={reply.isPending}>
          Save reply
        </Button>
      </form>
    </div>
  );
}

function PreModeration() {
  const settings = useReviewSettings();
  const save = useSaveReviewSettings();
  if (!settings.data) return null;
  return (
    <ToggleSwitch
      label="Pre-moderation"
      description="New reviews wait for you before shoppers see them."
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
  const { page, filters, setPage, setFilters } = useTableParams(['queue'] as const);
  const queue = filters.queue || 'new';
  const list = useReviewQueue({ page, queue });
  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description="Buyers' reviews: publish or hide them, and reply as the shop."
      />
      <div className="mb-4 flex flex-wrap items-end gap-6">
        <ChoiceField
          label="Queue"
          className="w-64"
          choices={REVIEW_QUEUES.map((value) => ({ value, label: QUEUE_LABELS[value] }))}
          value={queue}
          onChange={(event) => setFilters({ queue: event.target.value })}
        />
        <PreModeration />
      </div>
      {list.isPending ? (
        <LoadingRows label="Loading reviews" />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.reviews.length === 0 ? (
        <EmptyTable title="No reviews in this queue" />
      ) : (
        <>
          <TableFrame caption="Reviews, newest first">
            <TableHead columns={['Review', 'Product', 'Status', 'Actions']} />
            <tbody>
              {list.data.reviews.map((review) => (
                <tr key={review._id} className={`${ROW} align-top`}>
                  <td className={`${TD} max-w-md`}>
                    <p aria-label={`${review.rating} out of 5 stars`} className="text-amber-500">
                      {'★'.repeat(review.rating)}
                      <span className="text-slate-300">{'★'.repeat(5 - review.rating)}</span>
                    </p>
                    {review.title ? <p className="font-semibold">{review.title}</p> : null}
                    {review.body ? <p className="text-sm">{review.body}</p> : null}
                    <p className="text-xs text-slate-500">
                      {review.author} · {formatDateTimeIN(review.createdAt)}
                      {review.size ? ` · Size ${review.size}` : ''}
                      {review.fit ? ` · ${REVIEW_FIT_LABELS[review.fit]}` : ''}
                    </p>
                    {review.photos.length ? (
                      <div className="mt-1 flex gap-1">
                        {review.photos.map((url, i) => (
                          <img
                            key={url}
                            src={url}
                            alt={`Photo ${i + 1} of the review`}
                            className="h-12 w-12 rounded object-cover"
                          />
                        ))}
                      </div>
                    ) : null}
                  </td>
                  <td className={TD}>{review.productName}</td>
                  <td className={TD}>
                    {statusLabel(review.status)}
                    {review.hiddenReason ? (
                      <span className="block text-xs text-slate-500">{review.hiddenReason}</span>
                    ) : null}
                    {review.openReports > 0 ? (
                      <span className="block text-xs text-red-700">
                        {review.openReports} new {review.openReports === 1 ? 'report' : 'reports'}
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
            noun="reviews"
            onPageChange={setPage}
          />
        </>
      )}
    </>
  );
}
