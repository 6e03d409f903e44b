import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LanguageProvider } from './language-provider';
import { defineMessages } from './message-book';
import { useT } from './use-t';

/**
 * A Hindi book that arrives after the component first renders (a lazily loaded page): the
 * component suspends, then renders in Hindi, with hooks after useT working on both renders.
 */
describe('useT', () => {
  it('suspends until a late Hindi book arrives, then shows it', async () => {
    let arrive: (value: { default: { greeting: string } }) => void = () => {};
    const book = defineMessages(
      { greeting: 'Hello {name}' } as const,
      () => new Promise((resolve) => (arrive = resolve)),
    );
    function Greeting() {
      const t = useT(book);
      return <p>{t('greeting', { name: 'Asha' })}</p>;
    }
    // React warns unless a suspending render is awaited inside act().
    await act(async () => {
      render(
        <LanguageProvider language="hi">
          <Suspense fallback={<span>…</span>}>
            <Greeting />
          </Suspense>
        </LanguageProvider>,
      );
    });
    expect(screen.getByText('…')).toBeInTheDocument();
    await act(async () => arrive({ default: { greeting: 'नमस्ते {name}' } }));
    expect(await screen.findByText('नमस्ते Asha')).toBeInTheDocument();
  });

  it('renders a book that arrives at once, with hooks after useT', async () => {
    const book = defineMessages({ greeting: 'Hello' } as const, () =>
      Promise.resolve({ default: { greeting: 'नमस्ते' } }),
    );
    function Greeting() {
      const t = useT(book);
      const [count] = useState(1);
      return <p>{`${t('greeting')} ${count}`}</p>;
    }
    await act(async () => {
      render(
        <LanguageProvider language="hi">
          <Suspense fallback={<span>…</span>}>
            <Greeting />
          </Suspense>
        </LanguageProvider>,
      );
    });
    expect(await screen.findByText('नमस्ते 1')).toBeInTheDocument();
  });

  it('renders a book loaded beforehand without suspending (no Suspense boundary needed)', async () => {
    const book = defineMessages({ greeting: 'Hello' } as const, () =>
      Promise.resolve({ default: { greeting: 'नमस्ते' } }),
    );
    await book.load('hi');
    function Greeting() {
      return <p>{useT(book)('greeting')}</p>;
    }
    render(
      <LanguageProvider language="hi">
        <Greeting />
      </LanguageProvider>,
    );
    expect(screen.getByText('नमस्ते')).toBeInTheDocument();
  });

  it('answers English at once on English pages', () => {
    const book = defineMessages({ greeting: 'Hello' } as const, () =>
      Promise.reject(new Error('English pages never load Hindi')),
    );
    function Greeting() {
      return <p>{useT(book)('greeting')}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });
});
