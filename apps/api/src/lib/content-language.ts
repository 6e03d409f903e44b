import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { languageOfHeader, type Language } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Issue 19: the language of a storefront answer that carries the owner's catalogue texts
 * (product, category and banner names). The answer differs by Accept-Language, so it says so
 * (`Vary`), and browsers and proxies never hand an English answer to a Hindi page or back.
 */
export function contentLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  reply.header('vary', 'Accept-Language');
  return languageOfHeader(request.headers['accept-language']);
}

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
