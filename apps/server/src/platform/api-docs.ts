/**
 * OpenAPI description of the API, built by @fastify/swagger from the routes' zod schemas.
 * GET /api/docs/json gives the document (/api/docs redirects there; no UI bundle is shipped).
 */
import fastifySwagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from './auth/session-cookie.js';

export const apiDocsPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Broker portal API', version, description: 'Errors are application/problem+json (RFC 9457) with a stable `code`.' },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
        security: [{ session: [] }],
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'portal-api-docs' },
);

/** The routes that expose the document; registered after all others so that it is complete. */
export const apiDocsRoutes = fp(
  async (app) => {
    app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
    app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/api/docs/json'));
  },
  { name: 'portal-api-docs-routes', dependencies: ['portal-api-docs'] },
);
