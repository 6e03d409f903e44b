import { useMemo } from 'react';
import {
  formatDateTimeIN,
  formatLongDateUS,
  formatShortDateIN,
  formatWeekdayDateUS,
} from '@shop/contracts';
import { useLanguage } from './language-context';

type DateValue = string | number | Date;

/**
 * The spec's date formats in the page's language (issue 19): the English ones word for word on
 * English pages, the same parts in hi-IN on Hindi pages. Rupees need nothing: hi-IN writes them
 * exactly as en-IN does (₹1,23,456).
 */
export function useDates() {
  const language = useLanguage();
  return useMemo(
    () => ({
      longDate: (value: DateValue) => formatLongDateUS(value, language),
      weekdayDate: (value: DateValue) => formatWeekdayDateUS(value, language),
      dateTime: (value: DateValue) => formatDateTimeIN(value, language),
      shortDate: (value: DateValue) => formatShortDateIN(value, language),
    }),
    [language],
  );
}
