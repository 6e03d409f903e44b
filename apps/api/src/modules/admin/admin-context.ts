import type { FastifyRequest } from 'fastify';
import { signedInUser } from '../../plugins/auth';

/** The admin acting on a request (routes behind requireAdmin only): the audit log's "who". */
export function actorOf(request: FastifyRequest): string {
  return signedInUser(request).user.id;
}

/** The back-office routes' OpenAPI grouping and security. */
export const adminDocs = (tag: string) => ({
  tags: [`admin: ${tag}`],
  security: [{ bearerAuth: [] }],
});
