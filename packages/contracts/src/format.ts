/**
 * Dates as each screen of the specification names them. Timestamps travel as ISO strings (UTC);
 * they are shown in India's time zone so a shopper sees the same day wherever the server runs.
 */
const TIME_ZONE = 'Asia/Kolkata';

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Issue 19: the spec fixes each screen's English format (en-US or en-IN); a Hindi page shows the
 * same parts in hi-IN ("22 नवंबर 2026").
 */
type DateLanguage = 'en' | 'hi';
const inLanguage = (english: string, language: DateLanguage) =>
  language === 'hi' ? 'hi-IN' : english;

/** Orders list 'Placed on': en-US long form, e.g. "November 22, 2026". */
export function formatLongDateUS(
  value: string | number | Date,
  language: DateLanguage = 'en',
): string {
  return toDate(value).toLocaleDateString(inLanguage('en-US', language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: TIME_ZONE,
  });
}

/** Confirmation 'Expected Delivery': en-US with weekday, e.g. "Sunday, November 29, 2026". */
export function formatWeekdayDateUS(
  value: string | number | Date,
  language: DateLanguage = 'en',
): string {
  return toDate(value).toLocaleDateString(inLanguage('en-US', language), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: TIME_ZONE,
  });
}

/** Order detail 'Order Date': en-IN with hour and minute, e.g. "22 November 2026 at 3:20 pm". */
export function formatDateTimeIN(
  value: string | number | Date,
  language: DateLanguage = 'en',
): string {
  return toDate(value).toLocaleString(inLanguage('en-IN', language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  });
}

/** Wishlist 'Added {date}': en-IN short form, e.g. "22 Nov 2026". */
export function formatShortDateIN(
  value: string | number | Date,
  language: DateLanguage = 'en',
): string {
  return toDate(value).toLocaleDateString(inLanguage('en-IN', language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: TIME_ZONE,
  });
}

/** spec §3/§9: the order number people see is the last 8 characters of the id, upper case. */
export function orderNumber(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

/** spec §2: category heading is the slug with its first letter capitalised. */
export function capitaliseSlug(slug: string): string {
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}
