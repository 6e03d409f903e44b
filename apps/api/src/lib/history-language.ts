import type { Language } from '@shop/contracts';
import { localiseMessage } from '@shop/contracts/api-messages-hi';

/**
 * Issue 19: an order's tracking history and a return's steps are written in English when they
 * happen (the owner may read the shop in either language) and answered in the reader's:
 * each description through the API's Hindi catalogue, free text inside (a reason, a note, a
 * carrier) as it was typed.
 */
export function historyInLanguage<T extends { description: string }>(
  events: readonly T[],
  language: Language,
): T[] {
  if (language === 'en') return [...events];
  return events.map((event) => ({
    ...event,
    description: localiseMessage(event.description, language),
  }));
}
