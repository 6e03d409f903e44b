import { use, useCallback } from 'react';
import { formatMessage, type MessageValues } from '@shop/contracts';
import { useLanguage } from './language-context';
import type { EnglishMessages, MessageBook } from './message-book';

export type Translate<E extends EnglishMessages> = (key: keyof E, values?: MessageValues) => string;

/**
 * The messages of one part of the app in the page's language:
 *   const t = useT(cartMessages);  t('emptyTitle');  t('items', { count: 3 })
 * A language whose messages have not loaded yet suspends to the nearest Suspense boundary.
 */
export function useT<E extends EnglishMessages>(book: MessageBook<E>): Translate<E> {
  const language = useLanguage();
  // use() on every render of a page in another language, loaded or not: a component that
  // suspended here is rendered again, and React needs the same calls in the same order then.
  // (The language never changes during a page's life, so English pages never call it.)
  const messages = language === 'en' ? book.en : use(book.load(language));
  return useCallback(
    (key: keyof E, values?: MessageValues) => formatMessage(messages[key], values, language),
    [messages, language],
  );
}
