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

/** Texts per language as the owner sends them: a null (blank) text removes that one. */
type TranslationsPatch = Partial<Record<Language, Record<string, string | null | undefined>>>;
type StoredTranslations = Partial<Record<Language, Record<string, string | null | undefined>>>;

/**
 * The owner's change to stored translations (issue 19): each field given replaces the stored
 * one, a blank one removes it, fields left out stay; a language left with no text is dropped,
 * so `{}` means "no translation" and a Hindi page falls back to English. Texts are stored
 * composed (NFC), as search reads them.
 */
export function mergeTranslations<T extends StoredTranslations>(
  stored: T | null | undefined,
  patch: TranslationsPatch | undefined,
): T {
  const merged: Record<string, Record<string, string>> = {};
  for (const [language, texts] of Object.entries(stored ?? {})) {
    const kept = Object.entries(texts ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (kept.length) merged[language] = Object.fromEntries(kept);
  }
  for (const [language, texts] of Object.entries(patch ?? {})) {
    const next = { ...merged[language] };
    for (const [field, text] of Object.entries(texts ?? {})) {
      if (text === undefined) continue;
      if (text === null || text.trim() === '') delete next[field];
      else next[field] = text.normalize('NFC');
    }
    if (Object.keys(next).length) merged[language] = next;
    else delete merged[language];
  }
  return merged as T;
}
