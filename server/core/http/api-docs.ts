import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** Where the documentation lives; its routes are public by this one declaration. */
export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3.1 for every route, built from the same schemas the routes validate with (the
 * generated entity schemas included), at /api/docs/openapi.json and browsable at /api/docs.
 * The page's assets ship with the package; nothing is fetched from outside.
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portside API (JNPF 3.4 contract)', version, description: 'Every answer is the {code, msg, data} envelope.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { validatorUrl: null, docExpansion: 'none' } });
  app.get(`${DOCS_PREFIX}/openapi.json`, { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
