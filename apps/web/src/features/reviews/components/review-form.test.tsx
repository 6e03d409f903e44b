import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReview } from '@shop/contracts';
import { renderAtRoot } from '@/test/render';
import { ReviewForm } from './review-form';

const eligible: MyReview = { eligible: true, size: 'M', asksFit: true, review: null };

describe('review form (issue 18)', () => {
  it('asks for stars first, then sends the rating, text and fit', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ success: true, data: eligible }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    renderAtRoot(<ReviewForm productId="p1" mine={eligible} onDone={onDone} onCancel={() => {}} />);

    expect(screen.getByText('Size bought: M')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText('Title'), 'Perfect');
    await userEvent.click(screen.getByRole('radio', { name: 'Runs small' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/products/p1/reviews');
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 5,
      title: 'Perfect',
      body: '',
      fit: 'runs-small',
      photos: [],
    });
  });

  it('does not ask about fit where it does not apply', () => {
    renderAtRoot(
      <ReviewForm
        productId="p1"
        mine={{ ...eligible, asksFit: false }}
        onDone={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.queryByText('How does it fit?')).not.toBeInTheDocument();
  });
});
