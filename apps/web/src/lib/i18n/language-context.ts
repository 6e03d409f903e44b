import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@shop/contracts';

/** The page's language, fixed for the page's life: it comes from the URL (/hi/...). */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The Intl locale of the page's language ('en-IN' or 'hi-IN'), for numbers and dates. */
export function useLocale(): string {
  return INTL_LOCALES[useContext(LanguageContext)];
}
