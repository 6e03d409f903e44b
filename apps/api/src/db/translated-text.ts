import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Language } from '@shop/contracts';

/**
 * A text in the answer's language, chosen in SQL: the owner's Hindi text from the row's
 * `translations` where given (a blank one is never stored), else the English column. English
 * answers read the column alone, as before issue 19.
 */
export function translatedText(
  language: Language,
  translations: SQLWrapper,
  field: 'name' | 'description' | 'title' | 'subtitle' | 'buttonText',
  english: SQLWrapper,
): SQL<string> {
  if (language === 'en') return sql<string>`${english}`;
  // Both are fixed words of this code (a Language, a field name), never a shopper's input.
  return sql<string>`coalesce(${translations}->'${sql.raw(language)}'->>'${sql.raw(field)}', ${english})`;
}
