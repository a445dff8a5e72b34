import type * as Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from '../../../server/core/http/access.ts';
import type { JsonSchemaObject } from './json-schema.ts';

/**
 * Records every route the real app registers, with its declared access, through a Fastify
 * `onRoute` hook installed the moment the instance is created (before any route). A test file
 * wires it in with
 *
 *   vi.mock('fastify', async (original) => (await import('./helpers/route-recorder.ts')).withRouteRecorder(await original()));
 *
 * so `buildApp` stays untouched and nothing registered behind its back can be missed.
 */

export interface RecordedRoute {
  method: string;
  url: string;
  access: Access | undefined;
  websocket: boolean;
  /** the JSON schema of the path parameters, when the route declares one */
  paramsSchema: JsonSchemaObject | undefined;
}

/** The route options objects as Fastify handed them over, per instance. */
const recorded = new WeakMap<FastifyInstance, RouteOptions[]>();

function record(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  recorded.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}

type FastifyModule = typeof Fastify;

/** The fastify module with its factory wrapped so each new instance records its routes. */
export function withRouteRecorder(original: FastifyModule): FastifyModule {
  const factory = original.default as unknown as (...args: unknown[]) => FastifyInstance;
  const wrapped = (...args: unknown[]) => {
    const app = factory(...args);
    record(app);
    return app;
  };
  Object.assign(wrapped, factory);
  return { ...original, default: wrapped, fastify: wrapped } as unknown as FastifyModule;
}

/**
 * The recorded routes, one per method. The access is read now, not when the route was
 * registered: later onRoute hooks (the access control's, which declares the documentation
 * pages public) may still have set it. HEAD routes Fastify adds beside every GET are left out
 * (they share the GET's options); a HEAD route declared on its own would be kept.
 */
export function recordedRoutes(app: FastifyInstance): RecordedRoute[] {
  const routes = recorded.get(app);
  if (!routes) throw new Error('This Fastify instance was not created through withRouteRecorder: is vi.mock("fastify", …) at the top of the test file?');
  const result: RecordedRoute[] = [];
  const gets = new Set(routes.flatMap((route) => (methodsOf(route).includes('GET') ? [route.url] : [])));
  for (const route of routes) {
    for (const method of methodsOf(route)) {
      if (method === 'HEAD' && gets.has(route.url)) continue;
      result.push({
        method,
        url: route.url,
        access: route.config?.access,
        websocket: Boolean((route as { websocket?: boolean }).websocket),
        paramsSchema: (route.schema as { params?: JsonSchemaObject } | undefined)?.params,
      });
    }
  }
  return result;
}

const methodsOf = (route: RouteOptions): string[] => (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase());
