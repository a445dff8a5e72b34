import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 15: a position may hold grants like a role, so giving one is judged like giving a role. A
 * company administrator may not hand a user a position that grants what they do not hold, from the
 * user dialog or from the member dialog; a position granting nothing beyond them passes.
 */
describe.each(databases())('giving a position that holds grants on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  let position: string;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager');
    t = signed.t;
    admin = as(t.app, signed.admin);
    manager = as(t.app, signed.manager);
    expect(
      body(await admin.post('/api/permission/Position', { organizeId: 'org-ops', fullName: '夜班调度', enCode: 'nightDispatch', type: 'ptype-operate' })).code,
    ).toBe(200);
    position = (await t.services.db.selectFrom('base_position').select('id').where('enCode', '=', 'nightDispatch').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  const staffEdit = async (positionId: string) => {
    const staff = await t.services.db.selectFrom('base_user').select(['id', 'realName']).where('account', '=', 'staff').executeTakeFirstOrThrow();
    return manager.put(`/api/permission/Users/${staff.id}`, { account: 'staff', realName: staff.realName, organizeId: 'org-ops', positionId });
  };

  it('lets the manager give a position granting nothing beyond them', async () => {
    expect(body(await staffEdit(`pos-operator,${position}`)).code).toBe(200);
    expect(body(await staffEdit('pos-operator')).code).toBe(200);
  });

  it('refuses it once the position grants the system configuration the manager lacks, from either dialog', async () => {
    expect(body(await admin.put(`/api/permission/Authority/Data/${position}`, { objectType: 'Position', module: ['m-system-config'] })).code).toBe(200);
    const refused = body(await staffEdit(`pos-operator,${position}`));
    expect(refused.code).toBe(401);
    const staffId = (await t.services.db.selectFrom('base_user').select('id').where('account', '=', 'staff').executeTakeFirstOrThrow()).id;
    expect(body(await manager.post(`/api/permission/UserRelation/${position}`, { objectType: 'Position', userIds: [staffId] })).code).toBe(401);
    const links = await t.services.db
      .selectFrom('base_user_relation')
      .select('userId')
      .where('objectType', '=', 'Position')
      .where('objectId', '=', position)
      .execute();
    expect(links).toEqual([]);
  });
});
