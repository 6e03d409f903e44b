import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../types';

/** OpenAPI generated from the route schemas; the document at /api/docs/json, the UI at /api/docs. */
export async function registerOpenApi(app: App) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'BharatBazaar storefront API',
        description:
          'Every success is `{ success: true, data }`; every failure is ' +
          '`{ success: false, message, code, errors? }` with the matching HTTP status.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'Session token from verify-otp',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Only the API is documented, not the SPA fallback or generated images.
    hideUntagged: false,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
