import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  UPLOAD_FIELD_NAME,
  type MyReview,
  type ReviewBody,
  type ReviewList,
  type ReviewSort,
  type ReviewVote,
  type UploadResult,
} from '@shop/contracts';
import { api } from '@/lib/api-client';
import { reviewKeys } from '../review-keys';

/** GET /products/{id}/reviews: one page, and the summary (issue 18). */
export function useProductReviews(productId: string, sort: ReviewSort, page: number) {
  return useQuery({
    queryKey: reviewKeys.list(productId, sort, page),
    queryFn: ({ signal }) =>
      api.get<ReviewList>(`/products/${encodeURIComponent(productId)}/reviews`, {
        query: { sort, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /products/{id}/reviews/mine, only for a signed-in shopper (ownerId). */
export function useMyReview(productId: string, ownerId: string | null) {
  return useQuery({
    queryKey: reviewKeys.mine(productId, ownerId ?? ''),
    queryFn: ({ signal }) =>
      api.get<MyReview>(`/products/${encodeURIComponent(productId)}/reviews/mine`, { signal }),
    enabled: ownerId !== null,
  });
}

/** Writes the review (POST the first time, PUT after) and refreshes the product's reviews. */
export function useSaveReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, editing }: { body: ReviewBody; editing: boolean }) => {
      const path = `/products/${encodeURIComponent(productId)}/reviews`;
      return editing ? api.put<MyReview>(`${path}/mine`, body) : api.post<MyReview>(path, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(productId) }),
  });
}

/** POST /reviews/photos (multipart): the back office's upload rules. */
export function useReviewPhotoUpload() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(UPLOAD_FIELD_NAME, file);
      return api.post<UploadResult>('/reviews/photos', form, { timeoutMs: 60_000 });
    },
  });
}

export function useHelpfulVote(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => api.post<ReviewVote>(`/reviews/${reviewId}/helpful`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(productId) }),
  });
}

export function useReportReview() {
  return useMutation({
    mutationFn: (reviewId: string) => api.post(`/reviews/${reviewId}/report`, { reason: '' }),
  });
}
