import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOfHeader } from '@shop/contracts';
import { localiseMessage } from '@shop/contracts/api-messages-hi';

/**
 * Issue 19: an order's tracking history and a return's steps are written in English when they
 * happen (the owner may read the shop in either language) and answered in the reader's:
 * each description through the API's Hindi catalogue, free text inside (a reason, a note, a
 * carrier) as it was typed.
 */
export function historyInLanguage<T extends { description: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  events: readonly T[],
): T[] {
  void reply.header('vary', 'Accept-Language');
  const language = languageOfHeader(request.headers['accept-language']);
  if (language === 'en') return [...events];
  return events.map((event) => ({
    ...event,
    description: localiseMessage(event.description, language),
  }));
}
