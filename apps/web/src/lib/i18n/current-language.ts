import {
  DEFAULT_LANGUAGE,
  formatMessage,
  type Language,
  type MessageValues,
} from '@shop/contracts';
import type { EnglishMessages, MessageBook } from './message-book';

/**
 * The page's language for code outside React (the API client's Accept-Language, messages made
 * by plain functions). The browser sets it once at start from the URL. The server renders pages
 * in both languages at once in one process, so it gives a source that reads the language of the
 * render in progress (its async context) instead.
 */
let language: Language = DEFAULT_LANGUAGE;
let source: () => Language = () => language;

export function setCurrentLanguage(next: Language): void {
  language = next;
}

export function setLanguageSource(read: () => Language): void {
  source = read;
}

export function currentLanguage(): Language {
  return source();
}

/** A message in the page's language outside React (English until its language has loaded). */
export function messageNow<E extends EnglishMessages>(
  book: MessageBook<E>,
  key: keyof E,
  values?: MessageValues,
): string {
  const current = source();
  const messages = book.loaded(current) ?? book.en;
  return formatMessage(messages[key], values, messages === book.en ? 'en' : current);
}
