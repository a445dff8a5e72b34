import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { appSignedIn, as, body, createTestDatabase, databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { bootServices } from '../../server/boot.ts';
import { buildApp } from '../../server/app.ts';
import { redisFanOut, type FanOut, type UserFrames } from '../../server/core/realtime/fan-out.ts';
import { USER_INFO_PUSH_TITLE } from '../../server/core/realtime/user-info-refresh.ts';
import { waitFor } from './helpers/wait-for.ts';

/** The users a fan-out was asked to tell to reload their user info (a messagePush titled 云平台数据 that counts no message). */
function refreshesHeard(fanOut: FanOut): { users: () => string[]; clear: () => void; shared: () => number } {
  let heard: string[] = [];
  // frames that reach more than one user, or name someone besides their addressee
  let shared = 0;
  fanOut.onUserFrames((frames: UserFrames) => {
    const frame = JSON.parse(frames.text) as { method?: string; title?: string; unreadNoticeCount?: number; toUserId?: string };
    if (frame.method === 'messagePush' && frame.title === USER_INFO_PUSH_TITLE && frame.unreadNoticeCount === 0) {
      heard.push(...frames.userIds);
      if (frames.userIds.length !== 1 || frame.toUserId !== frames.userIds[0]) shared++;
    }
  });
  return { users: () => [...new Set(heard)].sort(), clear: () => (heard = []), shared: () => shared };
}

/**
 * A change of what a user holds reaches their open pages without signing in again (issue 15
 * leftovers): their memberships changed from the member dialog (UserRelation) or their own edit,
 * the grants of a role they hold, or a role of theirs deleted, each push the user-info refresh to
 * exactly the users concerned, once the change is committed. Demo data: role-staff has user-staff
 * and the manager's sub-account.
 */
describe.each(databases())('the user-info refresh after a permission change on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let heard: ReturnType<typeof refreshesHeard>;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin');
    t = signed.t;
    admin = as(t.app, signed.admin);
    heard = refreshesHeard(t.services.fanOut);
  });
  afterAll(async () => t?.close());
  beforeEach(() => heard.clear());
  const roleMembers = async (roleId: string) =>
    (await t.services.db.selectFrom('base_user_relation').select('userId').where('objectType', '=', 'Role').where('objectId', '=', roleId).execute())
      .map((link) => link.userId ?? '')
      .sort();

  it('an approved company-administrator application: the applicant, who now holds the company’s admin role', async () => {
    const approved = body(await admin.put('/api/permission/CompanyAdminApply/apply-staff-terminal/Actions/Approve', {}));
    expect(approved.code, approved.msg).toBe(200);
    expect(heard.users()).toEqual(['user-staff']);
  });

  it('the member dialog: who joins or leaves, nobody else', async () => {
    const members = await roleMembers('role-staff');
    expect(members).toContain('user-staff');
    const saved = body(
      await admin.post('/api/permission/UserRelation/role-staff', {
        objectType: 'Role',
        userIds: [...members.filter((id) => id !== 'user-staff'), 'user-manager'],
      }),
    );
    expect(saved.code, saved.msg).toBe(200);
    expect(heard.users()).toEqual(['user-manager', 'user-staff']);
    // each user's frame names only them
    expect(heard.shared()).toBe(0);
    heard.clear();
    // saving the same members again changes nothing and tells nobody
    expect(
      body(
        await admin.post('/api/permission/UserRelation/role-staff', {
          objectType: 'Role',
          userIds: [...members.filter((id) => id !== 'user-staff'), 'user-manager'],
        }),
      ).code,
    ).toBe(200);
    expect(heard.users()).toEqual([]);
    expect(body(await admin.post('/api/permission/UserRelation/role-staff', { objectType: 'Role', userIds: members })).code).toBe(200);
    expect(heard.users()).toEqual(['user-manager', 'user-staff']);
  });

  it("the user's own edit: only when their roles, positions, groups or organisations change", async () => {
    const info = body<Record<string, unknown>>(await admin.get('/api/permission/Users/user-staff')).data as Record<string, unknown>;
    const edit = {
      account: info.account,
      realName: info.realName,
      organizeId: info.organizeId,
      roleId: info.roleId,
      positionId: info.positionId,
      groupId: info.groupId,
    };
    expect(body(await admin.put('/api/permission/Users/user-staff', { ...edit, realName: '普通员工改' })).code).toBe(200);
    expect(heard.users()).toEqual([]);
    const groupId = (await t.services.db.selectFrom('base_group').select('id').executeTakeFirstOrThrow()).id;
    const changed = body(await admin.put('/api/permission/Users/user-staff', { ...edit, groupId }));
    expect(changed.code, changed.msg).toBe(200);
    expect(heard.users()).toEqual(['user-staff']);
    heard.clear();
    expect(body(await admin.put('/api/permission/Users/user-staff', edit)).code).toBe(200);
    expect(heard.users()).toEqual(['user-staff']);
  });

  it("a role's grants: its members; a user's own grants: that user", async () => {
    const members = await roleMembers('role-staff');
    const current = body<Record<string, unknown>>(await admin.post('/api/permission/Authority/Data/role-staff/Values', { type: 'module', objectType: 'Role' }));
    expect(current.code, current.msg).toBe(200);
    const saved = body(await admin.put('/api/permission/Authority/Data/user-tourist', { objectType: 'User', systemIds: ['sys-port'], module: ['m-gis-map'] }));
    expect(saved.code, saved.msg).toBe(200);
    expect(heard.users()).toEqual(['user-tourist']);
    heard.clear();
    const batch = body(await admin.post('/api/permission/Authority/Data/Batch', { roleIds: ['role-staff'], systemIds: ['sys-port'], module: ['m-gis-map'] }));
    expect(batch.code, batch.msg).toBe(200);
    expect(heard.users()).toEqual(members);
  });

  it('a role disabled or enabled: its members', async () => {
    const members = await roleMembers('role-staff');
    expect(body(await admin.put('/api/permission/Role/role-staff/Actions/State')).code).toBe(200);
    expect(heard.users()).toEqual(members);
    heard.clear();
    expect(body(await admin.put('/api/permission/Role/role-staff/Actions/State')).code).toBe(200);
    expect(heard.users()).toEqual(members);
  });

  it("a deleted role's former members", async () => {
    const created = body(
      await admin.post('/api/permission/Role', { fullName: '临时角色', enCode: 'pushRole', type: 'rtype-business', globalMark: 1, organizeIdsTree: [] }),
    );
    expect(created.code, created.msg).toBe(200);
    const role = (await t.services.db.selectFrom('base_role').select('id').where('enCode', '=', 'pushRole').executeTakeFirstOrThrow()).id;
    expect(body(await admin.post(`/api/permission/UserRelation/${role}`, { objectType: 'Role', userIds: ['user-staff', 'user-manager'] })).code).toBe(200);
    heard.clear();
    expect(body(await admin.delete(`/api/permission/Role/${role}`)).code).toBe(200);
    expect(heard.users()).toEqual(['user-manager', 'user-staff']);
  });
});

const redisUrl = process.env.REDIS_URL_FOR_TESTS;

/** With REDIS_URL the refresh reaches the sockets of another server process: it goes through the shared fan-out. */
describe.runIf(redisUrl)('the user-info refresh through Redis', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-push-'));
  let close: () => Promise<void> = async () => undefined;
  let other: FanOut | undefined;

  afterAll(async () => {
    await close();
    await other?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is heard by a second process on the same Redis', async () => {
    const redis = new URL(redisUrl as string);
    redis.pathname = `/${randomInt(1, 16)}`;
    const database = await createTestDatabase('sqlite');
    const { services } = await bootServices({ databaseUrl: database.databaseUrl, dataDir, demoData: true, redisUrl: redis.toString() });
    const app = await buildApp({ services, logLevel: 'silent' });
    await app.ready();
    close = async () => {
      await app.close();
      await services.fanOut.close();
      await services.db.destroy();
      await database.drop();
    };
    other = await redisFanOut(redis.toString());
    const heard = refreshesHeard(other);
    const admin = as(app, await tokenOf(app, 'admin'));
    expect(body(await admin.post('/api/permission/UserRelation/role-staff', { objectType: 'Role', userIds: ['user-manager'] })).code).toBe(200);
    await waitFor(() => heard.users().includes('user-manager'), 'the refresh through Redis');
    expect(heard.users()).toContain('user-staff');
  });
});
