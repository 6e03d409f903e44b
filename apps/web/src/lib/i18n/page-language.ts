import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageOfPath,
  pathInLanguage,
  type Language,
} from '@shop/contracts';
import { STORAGE_KEYS, readString, writeString } from '../storage';

/** The language of the page the browser is on: its URL says it (/hi/... is Hindi). */
export function pageLanguage(): Language {
  return languageOfPath(window.location.pathname).language;
}

/**
 * Says the page's language on <html> for screen readers and the browser's fonts, only when it is
 * not said already: the server writes it into the page it renders, and setting `lang` again,
 * even to the same value, makes the browser style every element anew (`:lang()` is inherited).
 * On a phone that is a long task right after the first paint (decision 041).
 */
export function markPageLanguage(language: Language): void {
  const root = document.documentElement;
  if (root.lang !== language) root.lang = language;
}

/** The language the shopper last chose in this browser, if any. */
export function rememberedLanguage(): Language | undefined {
  const saved = readString(STORAGE_KEYS.language);
  return isLanguage(saved) ? saved : undefined;
}

/**
 * Opens the same page in another language and remembers the choice. A full page load: the
 * language is fixed for a page's life, and the server renders the new one.
 */
export function switchLanguage(language: Language): void {
  writeString(STORAGE_KEYS.language, language);
  const { path } = languageOfPath(window.location.pathname);
  window.location.assign(
    `${pathInLanguage(path, language)}${window.location.search}${window.location.hash}`,
  );
}

/**
 * The shop's front door (the bare '/') opens in the language the shopper chose before; any other
 * address opens as linked, so a shared link shows the sender's language. Answers the address to
 * go to instead, or undefined to stay.
 */
export function frontDoorRedirect(): string | undefined {
  if (window.location.pathname !== '/') return undefined;
  const saved = rememberedLanguage();
  if (!saved || saved === DEFAULT_LANGUAGE) return undefined;
  return `${pathInLanguage('/', saved)}${window.location.search}`;
}
