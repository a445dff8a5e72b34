import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, tokenOf, type TestApp } from './helpers/test-app.ts';
import { recordedRoutes, type RecordedRoute } from './helpers/route-recorder.ts';
import { accessLabel, compareAccess, parseAccessLabel, readSnapshot, routeKey, UPDATE_HINT, writeSnapshot, type Snapshot } from './helpers/route-access.ts';
import { DEMO_CALLERS, demoCallerMayUse, type DemoCaller } from './helpers/demo-grants.ts';
import { harmlessRequest } from './helpers/harmless-request.ts';
import type { Access } from '../../server/core/http/access.ts';

// Every Fastify instance built in this file records its routes (with their declared access) from the start.
vi.mock('fastify', async (importOriginal) => (await import('./helpers/route-recorder.ts')).withRouteRecorder(await importOriginal()));

/**
 * The role × route matrix (issue 9, deliverable 7). Two halves:
 *  1. every route the real app registers is compared with the reviewed snapshot
 *     tests/server/route-access.snapshot.json: a route that is new, or whose access is wider than
 *     (or different from) the reviewed one, fails;
 *  2. every route is called once by each demo caller with a request that changes nothing (a
 *     record that does not exist, an empty body), and the answer must match what the reviewed
 *     declaration and the demo grants allow: the 600 refusal for anonymous callers, the 401
 *     refusal for signed-in callers without the permission, and no refusal for the others.
 */

/** Routes this matrix does not call, and why. */
const NOT_CALLED: Record<string, string> = {
  'GET /api/message/websocket/:token': 'the chat socket: a WebSocket upgrade whose token is checked on connect and on every frame (tests/server/chat.test.ts)',
  'GET /websocket/:token': 'the same socket under its production alias',
};

/** Routes that end the caller's own session: called last, each with a throw-away session of the same caller. */
const ENDS_OWN_SESSION = new Set(['GET /api/oauth/Logout', 'POST /api/oauth/Logout']);

const NOT_SIGNED_IN = new Set([600, 601, 602]);

/**
 * Signed-in routes whose page depends on the record they name, judged inside: UserRelation serves
 * a role's, a position's or a group's members, so its page is one of three. A caller holding none
 * is refused (401); one holding any is let through to the record's own check.
 */
const PAGE_JUDGED_INSIDE: Record<string, readonly string[]> = {
  'GET /api/permission/UserRelation/:objectId': ['permission.role', 'permission.position', 'permission.group'],
  'POST /api/permission/UserRelation/:objectId': ['permission.role', 'permission.position', 'permission.group'],
};

/**
 * Writes the rank rule reserves for system administrators whatever the target
 * (docs/security/rank-rule.md §6: menus and their import, their buttons, columns and form fields,
 * applications, user groups). A caller the declaration lets through but who is no system
 * administrator (demo manager) must be refused there: the rank's 401, or the body's 400 when
 * validation answers first; never a success. The rule itself is tested in depth by
 * tests/server/escalation.test.ts.
 */
const SYSTEM_ADMINISTRATORS_ONLY =
  /^(POST|PUT|DELETE) \/api\/(system\/(Menu|ModuleButton|ModuleColumn|ModuleForm|ModuleDataAuthorizeScheme|System)|permission\/Group|permission\/CompanyAdminApply\/[^/]+\/Actions)(\/|$)/;
const SYSTEM_ADMINISTRATORS: ReadonlySet<DemoCaller> = new Set(['admin']);

describe('role × route matrix', () => {
  let t: TestApp;
  let routes: RecordedRoute[];
  let snapshot: Snapshot;
  const tokens: Partial<Record<DemoCaller, string>> = {};

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    routes = recordedRoutes(t.app);
    if (process.env.UPDATE_ROUTE_SNAPSHOT === '1') {
      // A snapshot is reviewed by a person; CI rewriting it would make every widening pass.
      if (process.env.CI) throw new Error('UPDATE_ROUTE_SNAPSHOT is for a developer machine, not CI');
      writeSnapshot(Object.fromEntries(routes.map((route) => [routeKey(route.method, route.url), accessLabel(route.access)])));
      console.log(`route-access.snapshot.json rewritten with ${routes.length} routes: review the diff before committing it.`);
    }
    snapshot = readSnapshot();
    for (const caller of DEMO_CALLERS) if (caller !== 'anonymous') tokens[caller] = await tokenOf(t.app, caller);
  });
  afterAll(async () => t?.close());

  describe('declared access against the reviewed snapshot', () => {
    it('registers no route that is missing from the snapshot', () => {
      const missing = routes
        .filter((route) => !(routeKey(route.method, route.url) in snapshot))
        .map((route) => `${routeKey(route.method, route.url)}  →  ${accessLabel(route.access)}`);
      expect(missing, `New routes not in tests/server/route-access.snapshot.json:\n${missing.join('\n')}\n${UPDATE_HINT}`).toHaveLength(0);
    });

    it('declares no route wider than (or different from) the snapshot', () => {
      const widened: string[] = [];
      for (const route of routes) {
        const key = routeKey(route.method, route.url);
        if (!(key in snapshot)) continue;
        const reviewed = snapshot[key];
        const comparison = compareAccess(route.access, parseAccessLabel(reviewed));
        if (comparison === 'wider' || comparison === 'changed')
          widened.push(`${key}: reviewed "${reviewed}", now "${accessLabel(route.access)}" (${comparison})`);
      }
      expect(widened, `Routes whose access widened or changed:\n${widened.join('\n')}\n${UPDATE_HINT}`).toHaveLength(0);
    });

    it('keeps the snapshot current (no route gone, none narrowed without a review)', () => {
      const registered = new Map(routes.map((route) => [routeKey(route.method, route.url), route]));
      const stale: string[] = [];
      for (const [key, reviewed] of Object.entries(snapshot)) {
        const route = registered.get(key);
        if (!route) stale.push(`${key}: in the snapshot but no longer registered`);
        else if (compareAccess(route.access, parseAccessLabel(reviewed)) === 'narrower')
          stale.push(`${key}: reviewed "${reviewed}", now narrower "${accessLabel(route.access)}"`);
      }
      expect(stale, `The snapshot is out of date:\n${stale.join('\n')}\n${UPDATE_HINT}`).toHaveLength(0);
    });

    it('every snapshot label is readable', () => {
      const unreadable = Object.entries(snapshot).filter(([, label]) => parseAccessLabel(label) === undefined);
      expect(unreadable).toEqual([]);
    });
  });

  /**
   * The access a route is held to: the reviewed one, unless the declaration is now narrower (then
   * the narrower one, so tightening a route does not break the matrix as well as the snapshot test).
   * A route not in the snapshot is held to its declaration (the snapshot test fails for it anyway).
   */
  function heldTo(route: RecordedRoute): Access | undefined {
    const key = routeKey(route.method, route.url);
    const reviewed = key in snapshot ? parseAccessLabel(snapshot[key]) : undefined;
    if (!reviewed) return route.access;
    const comparison = compareAccess(route.access, reviewed);
    return comparison === 'same' || comparison === 'narrower' ? route.access : reviewed;
  }

  function codeOf(response: LightMyRequestResponse): number | undefined {
    try {
      const parsed = response.json() as { code?: unknown };
      return typeof parsed.code === 'number' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }

  function judge(caller: DemoCaller, route: RecordedRoute, response: LightMyRequestResponse): string | null {
    const key = routeKey(route.method, route.url);
    const access = heldTo(route);
    const code = codeOf(response);
    const answer = `HTTP ${response.statusCode} ${response.body.slice(0, 160)}`;
    if (!access) return `${key}: declares no access, answered ${answer}`;
    const pages = PAGE_JUDGED_INSIDE[key];
    const allowed = pages ? caller !== 'anonymous' && pages.some((permission) => demoCallerMayUse(caller, { permission })) : demoCallerMayUse(caller, access);
    const label = accessLabel(access);
    if (!allowed && caller === 'anonymous' && code !== 600) return `${key} [${label}]: expected the 600 refusal, got ${answer}`;
    if (!allowed && caller !== 'anonymous' && code !== 401) return `${key} [${label}]: expected the 401 refusal, got ${answer}`;
    if (allowed && !SYSTEM_ADMINISTRATORS.has(caller) && SYSTEM_ADMINISTRATORS_ONLY.test(key)) {
      return code === 401 || code === 400 ? null : `${key} [${label}, system administrators only by rank]: expected the 401 (or a 400) refusal, got ${answer}`;
    }
    if (allowed && code !== undefined && (code === 401 || NOT_SIGNED_IN.has(code))) return `${key} [${label}]: allowed by the grants but refused: ${answer}`;
    return null;
  }

  it.each(DEMO_CALLERS)('%s gets exactly the refusals the reviewed access and the demo grants call for', async (caller) => {
    const mismatches: string[] = [];
    const callable = routes.filter((route) => !(routeKey(route.method, route.url) in NOT_CALLED));
    const ordinary = callable.filter((route) => !ENDS_OWN_SESSION.has(routeKey(route.method, route.url)));
    const last = callable.filter((route) => ENDS_OWN_SESSION.has(routeKey(route.method, route.url)));
    for (const route of ordinary) {
      const response = await t.app.inject(harmlessRequest(route, tokens[caller]));
      const mismatch = judge(caller, route, response);
      if (mismatch) mismatches.push(mismatch);
    }
    for (const route of last) {
      const throwAway = caller === 'anonymous' ? undefined : await tokenOf(t.app, caller);
      const mismatch = judge(caller, route, await t.app.inject(harmlessRequest(route, throwAway)));
      if (mismatch) mismatches.push(mismatch);
    }
    expect(callable.length).toBeGreaterThan(150);
    expect(mismatches, `${caller}: ${mismatches.length} of ${callable.length} routes answered against the matrix:\n${mismatches.join('\n')}\n`).toHaveLength(0);
  });

  it('lists the routes it does not call, all still registered', () => {
    const registered = new Set(routes.map((route) => routeKey(route.method, route.url)));
    expect(Object.keys(NOT_CALLED).filter((key) => !registered.has(key))).toEqual([]);
    expect([...ENDS_OWN_SESSION].filter((key) => !registered.has(key))).toEqual([]);
  });
});
