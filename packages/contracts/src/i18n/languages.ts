/**
 * Issue 19: the shop speaks English and Hindi. English is the specification's language and the
 * default; Hindi pages live under /hi so a shared link opens in the sender's language.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name written in itself, for the language switch. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' };

/** The Intl locale each language formats numbers, rupees and dates with. */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The path prefix of a language's pages: '' for English, '/hi' for Hindi. */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** Splits '/hi/products/7' into Hindi and '/products/7'; a path without a prefix is English. */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLanguage(match[1]) && match[1] !== DEFAULT_LANGUAGE) {
    return { language: match[1], path: match[2] || '/' };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/** The same page in another language: ('/products/7', 'hi') -> '/hi/products/7'. */
export function pathInLanguage(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path || '/';
  return path === '/' || path === '' ? prefix : `${prefix}${path}`;
}

/**
 * The language an API request asks for: the app sends `Accept-Language: hi` or `en`; other
 * clients send what their browser sends ('hi-IN,hi;q=0.9,en;q=0.8'). The first language we
 * speak wins, by the order and weights given; anything else is English.
 */
export function languageOfHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], weight: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
