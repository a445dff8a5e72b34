import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';

/** Where the documentation lives; its routes are public by this one declaration. */
export const DOCS_PREFIX = '/api/docs';

/** @fastify/swagger-ui's routes under its prefix ('/' is also the prefix alone). */
const SWAGGER_UI_ROUTES = ['/', '/static/index.html', '/static/swagger-initializer.js', '/json', '/yaml', '/static/*'];

/** Headers of the documentation's own answer that the outer reply sets itself. */
const OWN_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'date', 'keep-alive']);

/**
 * OpenAPI 3.1 for every route, built from the same schemas the routes validate with (the
 * generated entity schemas included), at /api/docs/openapi.json and browsable at /api/docs.
 * The page's assets ship with the package; nothing is fetched from outside.
 *
 * Nothing of it is built at start (issue 17: the two plugins and their packages were ~100 ms of
 * every start, for a page few ever open): the routes are only noted as they register, and the
 * first request to the docs builds a separate, never-listening Fastify instance holding
 * @fastify/swagger, @fastify/swagger-ui and a copy of every noted route, which then answers every
 * docs request (through inject, so this app's hooks, headers and access check still apply).
 */
export async function registerApiDocs(app: FastifyInstance, version: string): Promise<void> {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // HEAD twins are left out as @fastify/swagger leaves them out; the docs' own routes are the docs instance's.
    if (route.method === 'HEAD' || route.url.startsWith(DOCS_PREFIX)) return;
    routes.push(route);
  });
  let built: Promise<FastifyInstance> | undefined;
  const docs = () =>
    (built ??= buildDocs(routes, version).catch((error: unknown) => {
      // a failed build is tried again by the next request instead of answering its error for ever
      built = undefined;
      throw error;
    }));

  app.get(`${DOCS_PREFIX}/openapi.json`, { config: { access: 'public' }, schema: { hide: true } }, async () => (await docs()).swagger());
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docs()).inject({ method: 'GET', url: request.url, headers: request.headers });
    for (const [name, value] of Object.entries(answer.headers)) if (!OWN_HEADERS.has(name) && value !== undefined) reply.header(name, value);
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  // The routes @fastify/swagger-ui registers, under the same prefix, so the reviewed route list
  // (tests/server/route-access.snapshot.json) stays what it was.
  await app.register(
    async (pages) => {
      for (const url of SWAGGER_UI_ROUTES) pages.get(url, { config: { access: 'public' }, schema: { hide: true } }, forward);
    },
    { prefix: DOCS_PREFIX },
  );
}

async function buildDocs(routes: readonly RouteOptions[], version: string): Promise<FastifyInstance> {
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
  const docs = Fastify({ logger: false, exposeHeadRoutes: false });
  // Its routes are only read for their schemas: nothing is validated or serialised here.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portside API (JNPF 3.4 contract)', version, description: 'Every answer is the {code, msg, data} envelope.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    hideUntagged: false,
  });
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { validatorUrl: null, docExpansion: 'none' } });
  const answerNothing = async () => undefined;
  for (const route of routes) {
    docs.route({ method: route.method, url: route.url, schema: route.schema, config: route.config, constraints: route.constraints, handler: answerNothing });
  }
  await docs.ready();
  return docs;
}
