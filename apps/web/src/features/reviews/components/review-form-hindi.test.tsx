import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReview } from '@shop/contracts';
import { LanguageProvider, loadLanguage } from '@/lib/i18n';
import { renderAtRoot } from '@/test/render';
import { ReviewForm } from './review-form';

const eligible: MyReview = { eligible: true, size: 'M', asksFit: true, review: null };

describe('review form in Hindi (issue 19)', () => {
  beforeAll(async () => {
    // Every book the form's code has loaded (its own, the shared photo picker's), as a Hindi
    // page does before rendering.
    await loadLanguage('hi');
  });

  it('asks for the stars, text and fit in Hindi and sends the stored values', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ success: true, data: eligible }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDone = vi.fn();
    const { container } = renderAtRoot(
      <LanguageProvider language="hi">
        <ReviewForm productId="p1" mine={eligible} onDone={onDone} onCancel={() => {}} />
      </LanguageProvider>,
    );

    expect(screen.getByRole('heading', { name: 'रिव्यू लिखें' })).toBeInTheDocument();
    expect(screen.getByText('खरीदा गया साइज़: M')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'आपकी रेटिंग' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'रिव्यू भेजें' }));
    expect(screen.getByRole('alert')).toHaveTextContent('1 से 5 स्टार तक रेटिंग चुनें');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: '4 स्टार' }));
    await userEvent.type(screen.getByLabelText('शीर्षक'), 'बढ़िया');
    await userEvent.type(screen.getByLabelText('आपका रिव्यू'), 'कपड़ा अच्छा है');
    await userEvent.click(screen.getByRole('radio', { name: 'छोटा आता है' }));
    // No English left but the photo picker's label (components/ui, translated with the others).
    const text = (container.textContent ?? '').replace('Photos (up to', '');
    expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'रिव्यू भेजें' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      rating: 4,
      title: 'बढ़िया',
      body: 'कपड़ा अच्छा है',
      fit: 'runs-small',
      photos: [],
    });
  });
});
