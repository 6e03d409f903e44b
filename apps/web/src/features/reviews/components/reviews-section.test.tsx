import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewList } from '@shop/contracts';
import { renderAtRoot } from '@/test/render';
import { storeSignedIn } from '@/test/user-factory';
import { ReviewsSection } from './reviews-section';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const list: ReviewList = {
  reviews: [
    {
      _id: 'r1',
      productId: 'p1',
      author: 'Asha',
      verifiedBuyer: true,
      rating: 4,
      title: 'Lovely colour',
      body: 'Soft fabric.',
      fit: 'true-to-size',
      size: 'M',
      photos: ['/uploads/aaaa.png'],
      helpfulCount: 2,
      reply: 'Thank you!',
      repliedAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-19T10:00:00.000Z',
      updatedAt: '2026-11-19T10:00:00.000Z',
    },
  ],
  pagination: { totalItems: 1, currentPage: 1, totalPages: 1, hasNext: false, hasPrev: false },
  summary: {
    average: 4.3,
    count: 3,
    stars: [
      { stars: 5, count: 1 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ],
    fit: { 'runs-small': 1, 'true-to-size': 2, 'runs-large': 0, total: 3, most: 'true-to-size' },
  },
};

describe('reviews section (issue 18)', () => {
  it('shows the summary, distribution, fit, the review with its marks, and sorts', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => answer(200, { success: true, data: list }));
    vi.stubGlobal('fetch', fetchMock);
    renderAtRoot(<ReviewsSection productId="p1" />);

    expect(await screen.findByText('4.3 out of 5')).toBeInTheDocument();
    expect(screen.getByText('3 reviews')).toBeInTheDocument();
    const bars = screen.getByRole('list', { name: 'Ratings by stars' });
    expect(within(bars).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Most buyers say: true to size')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lovely colour' })).toBeInTheDocument();
    expect(screen.getByText('Verified buyer')).toBeInTheDocument();
    // Read as words, not run together: "Asha Verified buyer Size: M Fit: ...".
    expect(screen.getByText('Verified buyer').parentElement?.textContent).toMatch(
      /^Asha Verified buyer Size: M Fit: /,
    );
    expect(screen.getByRole('img', { name: "Photo 1 from Asha's review" })).toBeInTheDocument();
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    // Signed out: no Helpful or Report buttons, and no form.
    expect(screen.queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most helpful');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('sort=helpful');
  });

  it("offers Helpful and Report on others' reviews, not on the shopper's own", async () => {
    storeSignedIn();
    const own = list.reviews[0]!;
    const other = { ...own, _id: 'r2', author: 'Ravi', title: 'Runs small' };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).includes('/reviews/mine')
          ? answer(200, {
              success: true,
              data: {
                eligible: false,
                size: 'M',
                asksFit: true,
                review: { ...own, status: 'published' },
              },
            })
          : answer(200, { success: true, data: { ...list, reviews: [own, other] } }),
      ),
    );
    renderAtRoot(<ReviewsSection productId="p1" />);
    const ownItem = (await screen.findByRole('heading', { name: 'Lovely colour' })).closest('li')!;
    const otherItem = screen.getByRole('heading', { name: 'Runs small' }).closest('li')!;
    expect(await within(otherItem).findByRole('button', { name: 'Helpful' })).toBeInTheDocument();
    expect(within(ownItem).queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
    expect(within(ownItem).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('says when there are no reviews, and offers a retry when they fail to load', async () => {
    const empty = { ...list, reviews: [], summary: { ...list.summary, count: 0 } };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => answer(200, { success: true, data: empty })),
    );
    const { unmount } = renderAtRoot(<ReviewsSection productId="p1" />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
    unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        answer(500, { success: false, message: 'Boom', code: 'INTERNAL_ERROR' }),
      ),
    );
    renderAtRoot(<ReviewsSection productId="p2" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('reviews section: keyboard focus', () => {
  it('takes focus into the form that opens in place of "Write a review"', async () => {
    storeSignedIn();
    const mine = { eligible: true, size: 'M', asksFit: true, review: null };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        answer(200, {
          success: true,
          data: String(input).includes('/reviews/mine') ? mine : list,
        }),
      ),
    );
    renderAtRoot(<ReviewsSection productId="p1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Write a review' }));

    expect(screen.getByRole('heading', { name: 'Write a review' })).toHaveFocus();

    // Cancel closes the form without thanking for a review never sent; focus goes back.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Write a review' })).toHaveFocus();
    expect(screen.queryByText(/Thank you for your review/)).not.toBeInTheDocument();
  });

  it('keeps focus on the pager when the page turned to disables the button pressed', async () => {
    const pageOf = (currentPage: number): ReviewList => ({
      ...list,
      reviews: [{ ...list.reviews[0]!, _id: `r${currentPage}`, title: `Review ${currentPage}` }],
      pagination: {
        totalItems: 2,
        currentPage,
        totalPages: 2,
        hasNext: currentPage < 2,
        hasPrev: currentPage > 1,
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        answer(200, {
          success: true,
          data: pageOf(Number(new URL(String(input), 'http://x').searchParams.get('page'))),
        }),
      ),
    );
    renderAtRoot(<ReviewsSection productId="p1" />);
    const pager = await screen.findByRole('navigation', { name: 'Review pages' });

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toHaveFocus();

    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await within(pager).findByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
