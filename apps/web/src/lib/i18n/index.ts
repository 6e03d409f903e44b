export { defineMessages, loadLanguage } from './message-book';
export type { Catalogue, EnglishMessages, MessageBook } from './message-book';
export { LanguageProvider } from './language-provider';
export { useLanguage, useLocale } from './language-context';
export { useT } from './use-t';
export type { Translate } from './use-t';
export {
  frontDoorRedirect,
  markPageLanguage,
  pageLanguage,
  rememberedLanguage,
  switchLanguage,
} from './page-language';
export {
  currentLanguage,
  messageNow,
  setCurrentLanguage,
  setLanguageSource,
} from './current-language';
export { useDates } from './use-dates';
export { ValidationText } from './validation-messages';
