import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  languageOfHeader,
  languageOfPath,
  pathInLanguage,
  placeholdersOf,
} from './index';

describe('formatMessage', () => {
  it('fills values and leaves plain text alone', () => {
    expect(formatMessage('Hello {name}!', { name: 'Asha' })).toBe('Hello Asha!');
    expect(formatMessage("Don't worry")).toBe("Don't worry");
  });

  it('keeps a missing value visible', () => {
    expect(formatMessage('Hello {name}')).toBe('Hello {name}');
  });

  it('chooses plural forms by the language, with exact matches first', () => {
    const items = '{count, plural, =0 {No items} one {# item} other {# items}}';
    expect(formatMessage(items, { count: 0 })).toBe('No items');
    expect(formatMessage(items, { count: 1 })).toBe('1 item');
    expect(formatMessage(items, { count: 1200 })).toBe('1,200 items');
    const hindi = '{count, plural, one {# सामान} other {# सामान}}';
    expect(formatMessage(hindi, { count: 100000 }, 'hi')).toBe('1,00,000 सामान');
  });

  it('selects by value, falling back to other, with values inside options', () => {
    const kind = '{kind, select, return {Return of {count} items} other {Exchange}}';
    expect(formatMessage(kind, { kind: 'return', count: 2 })).toBe('Return of 2 items');
    expect(formatMessage(kind, { kind: 'exchange', count: 2 })).toBe('Exchange');
  });

  it('formats numbers in the language', () => {
    expect(formatMessage('{n, number} left', { n: 123456 })).toBe('1,23,456 left');
  });

  // Whole numbers are written without Intl (decision 030); they must read as Intl writes them.
  it('writes whole numbers and chooses plural forms as Intl does, in English and Hindi', () => {
    const numbers = [0, 1, 2, 3, 5, 11, 21, 99, 100, 101, 1000, 12345, 1234567, -1, -2, -1234];
    for (const [language, locale] of [
      ['en', 'en-IN'],
      ['hi', 'hi-IN'],
    ] as const) {
      const rules = new Intl.PluralRules(locale);
      const digits = new Intl.NumberFormat(locale);
      for (const n of [...numbers, 1.5, 0.25, 1234.5]) {
        expect(formatMessage('{n, number}', { n }, language)).toBe(digits.format(n));
        expect(formatMessage('{n, plural, one {one} other {other}}', { n }, language)).toBe(
          rules.select(n),
        );
      }
    }
  });
});

describe('placeholdersOf', () => {
  it('lists the names in every branch, once, sorted', () => {
    expect(
      placeholdersOf(
        '{b} {count, plural, one {# of {a}} other {# of {a} and {c}}} {kind, select, x {} other {}}',
      ),
    ).toEqual(['a', 'b', 'c', 'count', 'kind']);
  });
});

describe('languages', () => {
  it('reads the language from the path', () => {
    expect(languageOfPath('/hi/products/7')).toEqual({ language: 'hi', path: '/products/7' });
    expect(languageOfPath('/hi')).toEqual({ language: 'hi', path: '/' });
    expect(languageOfPath('/history')).toEqual({ language: 'en', path: '/history' });
    expect(languageOfPath('/en/cart')).toEqual({ language: 'en', path: '/en/cart' });
    expect(languageOfPath('/')).toEqual({ language: 'en', path: '/' });
  });

  it('builds the path of another language', () => {
    expect(pathInLanguage('/products/7', 'hi')).toBe('/hi/products/7');
    expect(pathInLanguage('/', 'hi')).toBe('/hi');
    expect(pathInLanguage('/cart', 'en')).toBe('/cart');
  });

  it('reads Accept-Language by weight and order', () => {
    expect(languageOfHeader('hi')).toBe('hi');
    expect(languageOfHeader('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(languageOfHeader('ta-IN,en;q=0.5,hi;q=0.4')).toBe('en');
    expect(languageOfHeader('fr')).toBe('en');
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('en;q=0.1, hi;q=0.9')).toBe('hi');
  });
});
