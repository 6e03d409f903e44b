import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReview } from '@shop/contracts';
import { clearToasts, getToasts } from '@/components/ui/toast-store';
import { mockApi, ok } from '@/test/mock-api';
import { renderAtRoot } from '@/test/render';
import { ReviewsPage } from './reviews-page';

const review = (overrides: Partial<AdminReview> = {}): AdminReview => ({
  _id: 'rv1',
  productId: 'p1',
  productName: 'Cotton Kurta',
  author: 'Asha',
  verifiedBuyer: true,
  rating: 4,
  title: 'Soft cotton',
  body: 'Fits well.',
  fit: 'true-to-size',
  size: 'M',
  photos: [],
  helpfulCount: 0,
  reply: null,
  repliedAt: null,
  status: 'published',
  hiddenReason: null,
  reportCount: 0,
  openReports: 0,
  moderatedAt: null,
  createdAt: '2026-11-21T09:30:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  ...overrides,
});

const queue = (reviews: AdminReview[]) =>
  ok({
    reviews,
    pagination: {
      totalItems: reviews.length,
      currentPage: 1,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    },
  });

describe('the New reviews queue', () => {
  beforeEach(() => clearToasts());

  it('marks a published, unchecked review as checked, without hiding it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /admin/reviews': queue([review()]),
      'GET /admin/reviews/settings': ok({ preModeration: false }),
      'PATCH /admin/reviews/rv1': ok(review({ moderatedAt: '2026-11-22T09:30:00.000Z' })),
    });
    renderAtRoot(<ReviewsPage />);
    const table = await screen.findByRole('table', { name: 'Reviews, newest first' });
    expect(within(table).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Mark as checked' }));
    await vi.waitFor(() => expect(api.callsTo('PATCH /admin/reviews/rv1')).toHaveLength(1));
    expect(api.callsTo('PATCH /admin/reviews/rv1')[0]?.body).toEqual({ status: 'published' });
    await vi.waitFor(() =>
      expect(getToasts()).toMatchObject([{ message: 'Review marked as checked' }]),
    );
  });

  it('offers it only on a published review not yet checked', async () => {
    mockApi({
      'GET /admin/reviews': queue([
        review({ _id: 'a', moderatedAt: '2026-11-22T09:30:00.000Z' }),
        review({ _id: 'b', status: 'pending' }),
        review({ _id: 'c', status: 'hidden', hiddenReason: 'Spam' }),
      ]),
      'GET /admin/reviews/settings': ok({ preModeration: true }),
    });
    renderAtRoot(<ReviewsPage />);
    await screen.findByRole('table', { name: 'Reviews, newest first' });
    expect(screen.queryByRole('button', { name: 'Mark as checked' })).not.toBeInTheDocument();
  });
});
