import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Every route says who may call it. `public`: anyone; `signed-in`: a valid session;
 * `{ permission }`: a signed-in user whose roles grant that menu code (administrators pass);
 * `{ permission, button }` also needs that button (btn_add…) when the menu judges its buttons.
 * A route without a declaration cannot even be registered, and if one slipped through it is
 * refused at request time: deny by default.
 */
export type Access = 'public' | 'signed-in' | { permission: string; button?: string };

export interface SessionUser {
  userId: string;
  account: string;
  realName: string;
  isAdministrator: boolean;
  /** SHA-256 of the token: the session's row id */
  sessionId: string;
  token: string;
  /**
   * The cache counters this request's session check read (server/core/identity/cache-versions.ts),
   * after the request arrived and before its handler ran: what the response cache tags answers with.
   */
  counters?: { session: number; grant: number; data: number };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

export interface AccessChecks {
  /** Resolves the Authorization header to a session or throws the 600/601/602 AppError. */
  authenticate(request: FastifyRequest): Promise<SessionUser>;
  /** `button`: the button code the route also needs when the menu's isButtonAuthorize is on */
  hasPermission(user: SessionUser, code: string, button?: string): Promise<boolean>;
}

/** Must be registered before any route (it watches registrations). */
export function installAccessControl(app: FastifyInstance, checks: AccessChecks): void {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRoute', (route) => {
    // The documentation plugin registers its own pages; they are public by declaration here.
    if (!route.config?.access && route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (public, signed-in or a permission)`);
    }
  });
  // Checked as the request arrives, before its body is read or validated: an anonymous caller gets
  // the session answer (600) and a caller without the permission the refusal (401), never a
  // field-level message about a route it may not use, and nobody's body is parsed for nothing.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) {
      // Only reachable for framework routes such as the 404 handler, which declare nothing.
      if (request.is404) return;
      throw new AppError('undeclaredRoute', { code: 403 });
    }
    if (access === 'public') return;
    const user = await checks.authenticate(request);
    request.sessionUser = user;
    // Administrators pass every permission: the session's flag answers without reading grants.
    if (typeof access === 'object' && !user.isAdministrator && !(await checks.hasPermission(user, access.permission, access.button))) {
      throw new AppError('noPermission', { code: 401 });
    }
  });
}

/** The signed-in user of a route declared signed-in or permission-checked. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('sessionOverdue', { code: 600 });
  return request.sessionUser;
}
