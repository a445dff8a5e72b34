import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { bootServices } from '../../server/boot.ts';
import { buildApp } from '../../server/app.ts';
import { SessionService } from '../../server/core/identity/session-service.ts';
import { AuthorizationService } from '../../server/core/identity/authorization-service.ts';
import { as, body, createTestDatabase, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

type Caller = ReturnType<typeof as>;

/** REDIS_URL_FOR_TESTS on a random database index (its own pub/sub channels), or none: the fan-out stays local. */
function redisUrl(): string {
  const url = process.env.REDIS_URL_FOR_TESTS;
  if (!url) return '';
  const redis = new URL(url);
  redis.pathname = `/${randomInt(1, 16)}`;
  return redis.toString();
}

/**
 * Sessions and grants are kept in each process's memory (docs/decisions/0012-request-path-caching.md).
 * Two apps, each booted on its own (own database connection, own caches, own Redis connections),
 * over one database, as two server processes behind a load balancer. Each case first makes both
 * apps hold the session and the grants in memory, then changes something through one app and
 * checks the very next request on the other (and on the first).
 */
describe.each(databases())('sessions and grants kept in memory stay true across processes on %s', (target) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-request-cache-'));
  let drop: () => Promise<void>;
  let one: TestApp;
  let two: TestApp;

  const open = async (databaseUrl: string, redis: string): Promise<TestApp> => {
    const { services } = await bootServices({ databaseUrl, dataDir, demoData: true, redisUrl: redis });
    const app = await buildApp({ services, logLevel: 'silent' });
    await app.ready();
    return {
      app,
      services,
      async close() {
        await app.close();
        await services.fanOut.close();
        await services.db.destroy();
      },
    };
  };

  beforeAll(async () => {
    const database = await createTestDatabase(target);
    drop = database.drop;
    const redis = redisUrl();
    // one after the other: the first creates and seeds the database, the second finds it ready
    one = await open(database.databaseUrl, redis);
    two = await open(database.databaseUrl, redis);
  }, 120_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const both = (token: string): [Caller, Caller] => [as(one.app, token), as(two.app, token)];
  const codes = async (callers: Caller[], url: string) => Promise.all(callers.map(async (caller) => body(await caller.get(url)).code));
  const adminOn = async (app: TestApp) => as(app.app, await tokenOf(app.app, 'admin'));

  afterEach(() => vi.restoreAllMocks());

  it('reads neither the session nor the grants again while nothing changed; an administrator reads no grants at all', async () => {
    const staff = both(await tokenOf(one.app, 'staff'));
    const admin = both(await tokenOf(two.app, 'admin'));
    expect(body(await admin[0].put('/api/permission/Authority/Data/user-staff', { objectType: 'User', module: ['m-system-area'] })).code).toBe(200);
    expect(await codes(staff, '/api/system/Area/-1')).toEqual([200, 200]);
    const grantReads = vi.spyOn(AuthorizationService.prototype, 'grantsOfUsers');
    const sessionReads = [one, two].map((app) => vi.spyOn(app.services.db, 'selectFrom'));
    for (let i = 0; i < 3; i++) {
      expect(await codes(staff, '/api/system/Area/-1')).toEqual([200, 200]);
      expect(await codes(admin, '/api/system/DictionaryType')).toEqual([200, 200]);
    }
    const tables = sessionReads.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])));
    // only the administrator's session on the second app, its first request there; everything else was held
    expect(tables.filter((table) => table.startsWith('base_user_session'))).toEqual(['base_user_session as s']);
    // the staff's grants are held on both apps; the administrator's are read at most once per app (a list asks for granted columns), never per request
    const callers = grantReads.mock.calls.flatMap((call) => call[0]);
    expect(callers.filter((id) => id === 'user-staff')).toEqual([]);
    expect(callers.filter((id) => id === 'user-admin').length).toBeLessThanOrEqual(2);
    expect(body(await admin[0].put('/api/permission/Authority/Data/user-staff', { objectType: 'User', module: [] })).code).toBe(200);
  });

  it('a grant withdrawn through one app is refused by the other on the next request', async () => {
    const staff = both(await tokenOf(one.app, 'staff'));
    const admin = await adminOn(one);
    const grant = (module: string[]) => admin.put('/api/permission/Authority/Data/user-staff', { objectType: 'User', module });
    expect(body(await grant(['m-system-area'])).code).toBe(200);
    // both apps now hold staff's session and grants, with the area page in them
    expect(await codes(staff, '/api/system/Area/-1')).toEqual([200, 200]);
    expect(await codes(staff, '/api/system/Area/-1')).toEqual([200, 200]);

    expect(body(await grant([])).code).toBe(200);
    expect(await codes([staff[1], staff[0]], '/api/system/Area/-1')).toEqual([401, 401]);

    expect(body(await grant(['m-system-area'])).code).toBe(200);
    expect(await codes([staff[1], staff[0]], '/api/system/Area/-1')).toEqual([200, 200]);
    expect(body(await grant([])).code).toBe(200);
  });

  it('a role disabled in the database directly is seen by both apps on the next request', async () => {
    const staff = both(await tokenOf(two.app, 'staff'));
    expect(await codes(staff, '/api/permission/Users')).toEqual([200, 200]);
    const roles = await one.services.db
      .selectFrom('base_user_relation')
      .select('objectId')
      .where('userId', '=', 'user-staff')
      .where('objectType', '=', 'Role')
      .execute();
    const ids = roles.map((role) => role.objectId ?? '');
    await one.services.db.updateTable('base_role').set({ enabledMark: 0 }).where('id', 'in', ids).execute();
    try {
      expect(await codes(staff, '/api/permission/Users')).toEqual([401, 401]);
    } finally {
      await one.services.db.updateTable('base_role').set({ enabledMark: 1 }).where('id', 'in', ids).execute();
    }
    expect(await codes(staff, '/api/permission/Users')).toEqual([200, 200]);
  });

  it('signing out on one app ends the session on both at once', async () => {
    const token = await tokenOf(one.app, 'manager');
    const manager = both(token);
    expect(await codes(manager, '/api/oauth/CurrentUser')).toEqual([200, 200]);
    expect(body(await manager[0].get('/api/oauth/Logout')).code).toBe(200);
    expect(await codes([manager[1], manager[0]], '/api/oauth/CurrentUser')).toEqual([600, 600]);
  });

  it('a user disabled on one app is refused by both on the next request, administrators included', async () => {
    const token = await tokenOf(one.app, 'manager');
    const manager = both(token);
    const admin = await adminOn(two);
    // the manager is a company administrator, not isAdministrator: make them one, so the
    // session's flag (which lets permission checks skip the grants) is what the cache holds
    await one.services.db.updateTable('base_user').set({ isAdministrator: 1 }).where('account', '=', 'manager').execute();
    try {
      expect(await codes(manager, '/api/system/DictionaryType')).toEqual([200, 200]);
      const id = (await one.services.db.selectFrom('base_user').select('id').where('account', '=', 'manager').executeTakeFirstOrThrow()).id;
      expect(body(await admin.put(`/api/permission/Users/${id}/Actions/State`)).code).toBe(200);
      expect(await codes(manager, '/api/system/DictionaryType')).toEqual([600, 600]);
      expect(body(await admin.put(`/api/permission/Users/${id}/Actions/State`)).code).toBe(200);
    } finally {
      await one.services.db.updateTable('base_user').set({ isAdministrator: 0 }).where('account', '=', 'manager').execute();
    }
    // enabled again, the session works, and without the flag the permission is judged again
    expect(await codes(manager, '/api/system/DictionaryType')).toEqual([200, 200]);
  });

  it('an expiry brought closer is seen, one pushed forward by use is not a change', async () => {
    const token = await tokenOf(one.app, 'staff');
    const staff = both(token);
    expect(await codes(staff, '/api/oauth/CurrentUser')).toEqual([200, 200]);
    const sessionId = SessionService.hashToken(token);
    await one.services.db
      .updateTable('base_user_session')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', sessionId)
      .execute();
    expect(await codes([staff[1], staff[0]], '/api/oauth/CurrentUser')).toEqual([600, 600]);
  });

  it('keeps the sliding expiry: a session used after the touch interval is pushed forward', async () => {
    const token = await tokenOf(one.app, 'staff');
    const sessionId = SessionService.hashToken(token);
    expect(body(await as(one.app, token).get('/api/oauth/CurrentUser')).code).toBe(200);
    const row = () => one.services.db.selectFrom('base_user_session').select(['lastSeenAt', 'expiresAt']).where('id', '=', sessionId).executeTakeFirstOrThrow();
    // as if last used two minutes ago (the cached copy is older than the touch interval too once re-read)
    const past = Date.now() - 120_000;
    await one.services.db
      .updateTable('base_user_session')
      .set({ lastSeenAt: past, expiresAt: Date.now() + 60_000 })
      .where('id', '=', sessionId)
      .execute();
    // the expiry brought closer moved the counter: the next request reads the row, sees it stale, touches it
    expect(body(await as(two.app, token).get('/api/oauth/CurrentUser')).code).toBe(200);
    const touched = await row();
    expect(touched.lastSeenAt).toBeGreaterThan(past);
    expect(touched.expiresAt).toBeGreaterThan(Date.now() + 60 * 60_000);
  });
});
