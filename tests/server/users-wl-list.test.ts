import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

interface Person {
  id: string;
  account: string;
  organize: string;
}

/**
 * GET /Users/getWlList lists the users of the external (logistics) companies (spec lowcode §7
 * "Users"): the flag is a company's, reaches down its enabled organisations only, and a
 * sub-organisation saying `"external": false` is the port's own again (issue 15 leftovers).
 */
describe.each(databases())('getWlList and the external flag on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'staff');
    t = signed.t;
    admin = as(t.app, signed.admin);
    staff = as(t.app, signed.staff);
  });
  afterAll(async () => t?.close());

  const organisation = async (fullName: string, enCode: string, parentId: string, type: string, propertyJson = '{}', enabledMark = 1) => {
    const answer = body(await admin.post('/api/permission/Organize', { parentId, fullName, enCode, type, propertyJson, enabledMark, sortCode: 1 }));
    expect(answer.code, answer.msg).toBe(200);
    return (await t.services.db.selectFrom('base_organize').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
  };
  const user = async (account: string, organizeId: string) =>
    expect(body(await admin.post('/api/permission/Users', { account, realName: account, organizeId })).code).toBe(200);
  const listed = async () =>
    (body<{ list: Person[] }>(await staff.get('/api/permission/Users/getWlList?pageSize=100')).data?.list ?? [])
      .map((person) => person.account)
      .filter((account) => account.startsWith('wl2-'))
      .sort();

  it('follows the flag down enabled organisations, and stops at a disabled one or one flagged not external', async () => {
    const carrier = await organisation('远达物流', 'WL2', '-1', 'company', '{"external":true}');
    const fleet = await organisation('车队', 'WL2.FLEET', carrier, 'department');
    const closed = await organisation('撤销部门', 'WL2.CLOSED', carrier, 'department', '{}', 0);
    const below = await organisation('撤销部门下的班组', 'WL2.CLOSED.TEAM', closed, 'department');
    const own = await organisation('港方子公司', 'WL2.OWN', carrier, 'company', '{"external":false}');
    const ownDepartment = await organisation('港方部门', 'WL2.OWN.D', own, 'department');
    const plain = await organisation('港口公司', 'WL2.PLAIN', 'org-group', 'company', '{"external":"0"}');
    try {
      for (const [account, organizeId] of [
        ['wl2-boss', carrier],
        ['wl2-driver', fleet],
        ['wl2-closed', closed],
        ['wl2-below', below],
        ['wl2-own', own],
        ['wl2-own-d', ownDepartment],
        ['wl2-plain', plain],
      ] as const)
        await user(account, organizeId);
      expect(await listed()).toEqual(['wl2-boss', 'wl2-driver']);
      // the flag as "1" reads as set; and a disabled carrier lists nobody
      await t.services.db.updateTable('base_organize').set({ propertyJson: '{"external":"1"}' }).where('id', '=', plain).execute();
      expect(await listed()).toEqual(['wl2-boss', 'wl2-driver', 'wl2-plain']);
      await t.services.db.updateTable('base_organize').set({ enabledMark: 0 }).where('id', '=', carrier).execute();
      expect(await listed()).toEqual(['wl2-plain']);
    } finally {
      const users = await t.services.db.selectFrom('base_user').select('id').where('account', 'like', 'wl2-%').execute();
      await t.services.db
        .deleteFrom('base_user_relation')
        .where('userId', 'in', ['', ...users.map((row) => row.id)])
        .execute();
      await t.services.db.deleteFrom('base_user').where('account', 'like', 'wl2-%').execute();
      await t.services.db.deleteFrom('base_organize').where('enCode', 'like', 'WL2%').execute();
    }
  });
});
