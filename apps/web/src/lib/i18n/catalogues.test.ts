import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '@shop/contracts';
import type { EnglishMessages, MessageBook } from './message-book';

/**
 * Issue 19: every part of the app has its messages in English and Hindi, with the same keys and
 * the same placeholders in both (a Hindi message that dropped {count} would show the wrong text).
 */
const modules = import.meta.glob<Record<string, unknown>>('/src/**/*.messages.ts', {
  eager: true,
});

function isBook(value: unknown): value is MessageBook<EnglishMessages> {
  return typeof value === 'object' && value !== null && 'en' in value && 'load' in value;
}

const books = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, MessageBook<EnglishMessages>] => isBook(entry[1]))
    .map(([name, book]) => ({ label: `${file} ${name}`, book })),
);

describe('message catalogues', () => {
  it('finds the books', () => {
    expect(books.length).toBeGreaterThan(0);
  });

  it.each(books)('$label: Hindi has every key, with the same placeholders', async ({ book }) => {
    const hindi = await book.load('hi');
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(book.en).sort());
    for (const [key, english] of Object.entries(book.en)) {
      const translated = hindi[key] ?? '';
      expect({ key, placeholders: placeholdersOf(translated) }).toEqual({
        key,
        placeholders: placeholdersOf(english),
      });
      expect({ key, empty: translated.trim() === '' }).toEqual({ key, empty: false });
    }
  });
});
