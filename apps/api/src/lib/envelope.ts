import type { SuccessEnvelope } from '@shop/contracts';

/** The success envelope every route answers with (design.md, "The API contract"). */
export function ok<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}
