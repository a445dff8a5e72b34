import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { entityDefinitions } from '../../server/crud/entity-definition.ts';
import { entityOverrides } from '../../server/overrides/index.ts';
import type { OperationContext } from '../../server/crud/operations/context.ts';
import { deleteRecord } from '../../server/crud/operations/delete.ts';
import { newId } from '../../server/core/db/ids.ts';
import { DEFAULT_PASSWORD } from '../../server/overrides/user.ts';

/**
 * Deleting a role, a position or a group takes its member links (base_user_relation) and its
 * grants (base_authorize) with it, in the delete's transaction (issue 15 leftovers; the spec has
 * no refusal for an object with members). Deleting a user takes its own grants too and still ends
 * its sessions once committed. Demo data: staff and the manager's sub-account are in role-staff.
 */
describe.each(databases())('deleting what users are linked to, on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin');
    t = signed.t;
    admin = as(t.app, signed.admin);
  });
  afterAll(async () => t?.close());

  const db = () => t.services.db;
  const linksTo = (objectId: string) => db().selectFrom('base_user_relation').select('userId').where('objectId', '=', objectId).execute();
  const grantsOf = (objectId: string) => db().selectFrom('base_authorize').select('itemId').where('objectId', '=', objectId).execute();
  const idOf = async (table: 'base_role' | 'base_position' | 'base_group', enCode: string) =>
    (await db().selectFrom(table).select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
  const grant = (objectType: string, objectId: string, itemType: string, itemId: string) =>
    db().insertInto('base_authorize').values({ id: newId(), objectType, objectId, itemType, itemId }).execute();

  it('a role: its members and grants go, other roles keep theirs', async () => {
    const created = body(
      await admin.post('/api/permission/Role', { fullName: '待删角色', enCode: 'leftoverRole', type: 'rtype-business', globalMark: 1, organizeIdsTree: [] }),
    );
    expect(created.code, created.msg).toBe(200);
    const role = await idOf('base_role', 'leftoverRole');
    expect(body(await admin.post(`/api/permission/UserRelation/${role}`, { objectType: 'Role', userIds: ['user-staff', 'user-manager'] })).code).toBe(200);
    const saved = body(await admin.put(`/api/permission/Authority/Data/${role}`, { objectType: 'Role', systemIds: ['sys-port'], module: ['m-gis-map'] }));
    expect(saved.code, saved.msg).toBe(200);
    expect((await linksTo(role)).length).toBe(2);
    expect((await grantsOf(role)).length).toBeGreaterThan(0);
    const otherLinks = await linksTo('role-staff');
    const otherGrants = await grantsOf('role-staff');

    expect(body(await admin.delete(`/api/permission/Role/${role}`)).code).toBe(200);
    expect(await linksTo(role)).toEqual([]);
    expect(await grantsOf(role)).toEqual([]);
    // the members' own rows and other roles are untouched
    expect(await linksTo('role-staff')).toEqual(otherLinks);
    expect(await grantsOf('role-staff')).toEqual(otherGrants);
    expect((await body<Record<string, string>>(await admin.get('/api/permission/Users/user-staff')).data)?.roleId).not.toContain(role);
  });

  it('a position: its members and grants go', async () => {
    const created = body(
      await admin.post('/api/permission/Position', { organizeId: 'org-ops', fullName: '待删岗位', enCode: 'leftoverPos', type: 'ptype-operate' }),
    );
    expect(created.code, created.msg).toBe(200);
    const position = await idOf('base_position', 'leftoverPos');
    expect(body(await admin.post(`/api/permission/UserRelation/${position}`, { objectType: 'Position', userIds: ['user-staff'] })).code).toBe(200);
    await grant('Position', position, 'module', 'm-gis-map');
    expect(await linksTo(position)).toEqual([{ userId: 'user-staff' }]);

    expect(body(await admin.delete(`/api/permission/Position/${position}`)).code).toBe(200);
    expect(await linksTo(position)).toEqual([]);
    expect(await grantsOf(position)).toEqual([]);
    expect((await linksTo('pos-operator')).map((link) => link.userId)).toContain('user-staff');
  });

  it('a group: its members go', async () => {
    expect(body(await admin.post('/api/permission/Group', { fullName: '待删分组', enCode: 'leftoverGrp', type: 'gtype-work' })).code).toBe(200);
    const group = await idOf('base_group', 'leftoverGrp');
    expect(body(await admin.post(`/api/permission/UserRelation/${group}`, { objectType: 'Group', userIds: ['user-staff', 'user-admin'] })).code).toBe(200);
    expect((await linksTo(group)).length).toBe(2);

    expect(body(await admin.delete(`/api/permission/Group/${group}`)).code).toBe(200);
    expect(await linksTo(group)).toEqual([]);
    expect((await linksTo('grp-duty')).length).toBeGreaterThan(0);
  });

  it('a user: its links and own grants go, and its sessions end after the commit', async () => {
    expect(
      body(await admin.post('/api/permission/Users', { account: 'leftoverUser', realName: '待删用户', organizeId: 'org-ops', roleId: 'role-staff' })).code,
    ).toBe(200);
    const user = (await db().selectFrom('base_user').select('id').where('account', '=', 'leftoverUser').executeTakeFirstOrThrow()).id;
    await grant('User', user, 'module', 'm-gis-map');
    const token = await tokenOf(t.app, 'leftoverUser', DEFAULT_PASSWORD);
    expect(body(await as(t.app, token).get('/api/oauth/CurrentUser')).code).toBe(200);

    expect(body(await admin.delete(`/api/permission/Users/${user}`)).code).toBe(200);
    expect(await db().selectFrom('base_user_relation').select('id').where('userId', '=', user).execute()).toEqual([]);
    expect(await grantsOf(user)).toEqual([]);
    const live = await db().selectFrom('base_user_session').select('id').where('userId', '=', user).where('revokedAt', 'is', null).execute();
    expect(live).toEqual([]);
    expect(body(await as(t.app, token).get('/api/oauth/CurrentUser')).code).toBe(600);
  });

  it('one transaction: when what hangs on the record cannot be removed, the record and its links stay', async () => {
    expect(body(await admin.post('/api/permission/Group', { fullName: '失败分组', enCode: 'failingGrp', type: 'gtype-work' })).code).toBe(200);
    const group = await idOf('base_group', 'failingGrp');
    expect(body(await admin.post(`/api/permission/UserRelation/${group}`, { objectType: 'Group', userIds: ['user-staff'] })).code).toBe(200);
    const overrides = entityOverrides(t.services).group ?? {};
    const context: OperationContext = {
      db: db(),
      grants: t.services.authorization,
      caller: { userId: 'user-admin', language: 'en', isAdministrator: true },
      entity: entityDefinitions.group,
      // the group's own clean-up runs, then something after it fails
      overrides: {
        ...overrides,
        async afterDelete(id, told) {
          await overrides.afterDelete?.(id, told);
          throw new Error('later step failed');
        },
      },
    };
    await expect(deleteRecord(context, group)).rejects.toThrow('later step failed');
    expect(await db().selectFrom('base_group').select('id').where('id', '=', group).execute()).toEqual([{ id: group }]);
    expect(await linksTo(group)).toEqual([{ userId: 'user-staff' }]);
  });
});
