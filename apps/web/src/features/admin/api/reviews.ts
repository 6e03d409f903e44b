import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_DEFAULT_PAGE_SIZE,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewModerateBody,
  type ReviewSettings,
} from '@shop/contracts';
import { showToast } from '@/components/ui/toast-store';
import { messageNow } from '@/lib/i18n';
import { adminApi } from '../admin-client';
import { adminMessages } from '../admin.messages';
import { adminKeys } from '../admin-keys';

export interface ReviewQueueFilters {
  page: number;
  queue: string;
}

/** GET /admin/reviews: a moderation queue ('new' unless another is chosen), newest first. */
export function useReviewQueue(filters: ReviewQueueFilters) {
  return useQuery({
    queryKey: adminKeys.reviewList(filters),
    queryFn: ({ signal }) =>
      adminApi.get<AdminReviewList>('/admin/reviews', {
        query: { ...filters, limit: ADMIN_DEFAULT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshReviews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.reviews() });
}

/**
 * PATCH /admin/reviews/{id}: publish, or hide with a reason; publishing a published review marks
 * it checked (`checking`, not sent). The toast is said here, not by the caller: the decided
 * review leaves its queue, and a caller's row is gone before it could.
 */
export function useModerateReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({
      id,
      checking: _checking,
      ...body
    }: AdminReviewModerateBody & { id: string; checking?: boolean }) =>
      adminApi.patch<AdminReview>(`/admin/reviews/${id}`, body),
    onSuccess: (review, { checking }) => {
      const said =
        review.status === 'hidden'
          ? 'reviewHidden'
          : checking
            ? 'reviewChecked'
            : 'reviewPublished';
      showToast(messageNow(adminMessages, said));
      return refresh();
    },
    onError: (error) => showToast(error.message, 'error'),
  });
}

/** PUT /admin/reviews/{id}/reply: the shop's public answer. */
export function useReplyToReview() {
  const refresh = useRefreshReviews();
  return useMutation({
    mutationFn: ({ id, reply }: { id: string; reply: string }) =>
      adminApi.put<AdminReview>(`/admin/reviews/${id}/reply`, { reply }),
    onSuccess: refresh,
  });
}

export function useReviewSettings() {
  return useQuery({
    queryKey: adminKeys.reviewSettings(),
    queryFn: ({ signal }) => adminApi.get<ReviewSettings>('/admin/reviews/settings', { signal }),
  });
}

export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReviewSettings) =>
      adminApi.put<ReviewSettings>('/admin/reviews/settings', settings),
    onSuccess: (settings) => queryClient.setQueryData(adminKeys.reviewSettings(), settings),
  });
}
