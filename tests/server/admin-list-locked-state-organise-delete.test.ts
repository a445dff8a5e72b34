import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, setConfig, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 15 leftovers, second round:
 * - the super administrators change through setAdminList alone: the generic SysConfig save carries
 *   adminList back unchanged or is refused, and setAdminList adds enabled users only;
 * - the state toggle of a locked user (enabledMark 2) is refused: unlocking is its own action;
 * - an organisation (company or department, on either path) with users is not deleted, and one
 *   deleted takes its Organize links and grants with it.
 */
describe.each(databases())('permission leftovers on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager');
    t = signed.t;
    admin = as(t.app, signed.admin);
    manager = as(t.app, signed.manager);
  });
  afterAll(async () => t?.close());
  const db = () => t.services.db;

  describe('the admin list', () => {
    beforeEach(async () => setConfig(t.services, { adminList: '' }));
    afterAll(async () => setConfig(t.services, { adminList: '' }));
    const stored = async () => (await t.services.config.read()).adminList;

    it('is not changed by the generic SysConfig save, in each language', async () => {
      for (const [language, text] of [
        ['zh-CN', '超级管理员请在“超级管理员”中设置'],
        ['zh-TW', '超級管理員請在「超級管理員」中設置'],
        ['en', 'Super administrators are chosen under “Super administrators”'],
      ] as const) {
        const answer = body(await admin.put('/api/system/SysConfig', { sysName: '改名', adminList: 'manager' }, { 'accept-language': language }));
        expect(answer).toMatchObject({ code: 400, msg: text });
      }
      // refused as a whole: the other setting is not written either
      expect(await stored()).toBe('');
      expect((await t.services.config.read()).sysName).not.toBe('改名');
    });

    it('passes the list back unchanged (the settings page sends every key), whatever its case or separators', async () => {
      await setConfig(t.services, { adminList: 'manager,Ghost' });
      const answer = body(await admin.put('/api/system/SysConfig', { sysName: '港口供应链综合服务平台', adminList: 'ghost;MANAGER' }));
      expect(answer.code, answer.msg).toBe(200);
      expect(await stored()).toBe('manager,Ghost');
      // emptying it is a change too
      expect(body(await admin.put('/api/system/SysConfig', { adminList: '' })).code).toBe(400);
      expect(await stored()).toBe('manager,Ghost');
    });

    it('changes through setAdminList, which adds enabled users only', async () => {
      await db().updateTable('base_user').set({ enabledMark: 0 }).where('id', '=', 'user-tourist').execute();
      try {
        const refused = body(await admin.put('/api/system/SysConfig/setAdminList', { adminIds: ['user-admin', 'user-tourist'] }, { 'accept-language': 'en' }));
        expect(refused.code).toBe(400);
        expect(refused.msg).toContain('is not enabled');
        expect(await stored()).toBe('');
        expect(body(await admin.put('/api/system/SysConfig/setAdminList', { adminIds: ['user-admin', 'user-manager'] })).code).toBe(200);
        expect(await stored()).toBe('manager');
        // one listed and since disabled may stay while the list changes otherwise
        await db().updateTable('base_user').set({ enabledMark: 0 }).where('id', '=', 'user-manager').execute();
        expect(body(await admin.put('/api/system/SysConfig/setAdminList', { adminIds: ['user-admin', 'user-manager'] })).code).toBe(200);
      } finally {
        await db().updateTable('base_user').set({ enabledMark: 1 }).where('id', 'in', ['user-tourist', 'user-manager']).execute();
      }
    });
  });

  describe('the state of a locked user', () => {
    it('is not toggled: the refusal says to unlock, and unlock then enables it', async () => {
      await db()
        .updateTable('base_user')
        .set({ enabledMark: 2, errorCount: 5, unlockTime: Date.now() + 3_600_000 })
        .where('id', '=', 'user-staff')
        .execute();
      for (const [language, text] of [
        ['zh-CN', '该账户已锁定，请先解除锁定'],
        ['zh-TW', '該賬戶已鎖定，請先解除鎖定'],
        ['en', 'The account is locked; unlock it first'],
      ] as const) {
        expect(body(await admin.put('/api/permission/Users/user-staff/Actions/State', {}, { 'accept-language': language }))).toMatchObject({
          code: 400,
          msg: text,
        });
      }
      const row = () =>
        db().selectFrom('base_user').select(['enabledMark', 'errorCount', 'unlockTime']).where('id', '=', 'user-staff').executeTakeFirstOrThrow();
      expect((await row()).enabledMark).toBe(2);
      expect((await row()).errorCount).toBe(5);
      expect(body(await admin.put('/api/permission/Users/user-staff/Actions/unlock')).code).toBe(200);
      expect(await row()).toMatchObject({ enabledMark: 1, errorCount: 0, unlockTime: null });
      // an unlocked user toggles as before
      expect(body(await admin.put('/api/permission/Users/user-staff/Actions/State')).code).toBe(200);
      expect((await row()).enabledMark).toBe(0);
      expect(body(await admin.put('/api/permission/Users/user-staff/Actions/State')).code).toBe(200);
      expect((await row()).enabledMark).toBe(1);
    });
  });

  describe('deleting an organisation', () => {
    const create = async (path: string, fullName: string, enCode: string, parentId: string, type: string) => {
      const answer = body(await admin.post(path, { parentId, fullName, enCode, type, enabledMark: 1, sortCode: 1 }));
      expect(answer.code, answer.msg).toBe(200);
      return (await db().selectFrom('base_organize').select('id').where('enCode', '=', enCode).executeTakeFirstOrThrow()).id;
    };
    const links = (objectId: string) =>
      db().selectFrom('base_user_relation').select('userId').where('objectType', '=', 'Organize').where('objectId', '=', objectId).execute();

    it('is refused while users belong to it, by their organisation list or a link, on both paths', async () => {
      const company = await create('/api/permission/Organize', '待删公司', 'LEFT.CO', 'org-group', 'company');
      const department = await create('/api/permission/Organize/Department', '待删部门', 'LEFT.CO.D', company, 'department');
      // a user in the department and another organisation: organizeId "org-it,<department>"
      const user = body(await admin.post('/api/permission/Users', { account: 'leftover-user', realName: '待删用户', organizeId: `org-it,${department}` }));
      expect(user.code, user.msg).toBe(200);
      const userId = (await db().selectFrom('base_user').select('id').where('account', '=', 'leftover-user').executeTakeFirstOrThrow()).id;
      try {
        for (const path of ['/api/permission/Organize', '/api/permission/Organize/Department']) {
          expect(body(await admin.delete(`${path}/${department}`, { 'accept-language': 'en' }))).toMatchObject({
            code: 400,
            msg: 'Users still belong to this organisation; it cannot be deleted',
          });
        }
        expect(body(await admin.delete(`/api/permission/Organize/${department}`)).msg).toBe('该组织下存在用户，不允许删除');
        // a link alone (the user's list no longer names it) still holds it
        await db().updateTable('base_user').set({ organizeId: 'org-it' }).where('id', '=', userId).execute();
        expect((await links(department)).map((link) => link.userId)).toEqual([userId]);
        expect(body(await admin.delete(`/api/permission/Organize/Department/${department}`)).code).toBe(400);
        // once the user has left it, the department goes, and nothing names it any more
        expect(body(await admin.put(`/api/permission/Users/${userId}`, { account: 'leftover-user', realName: '待删用户', organizeId: 'org-it' })).code).toBe(
          200,
        );
        await db()
          .insertInto('base_authorize')
          .values({ id: 'leftover-org-grant', objectType: 'Organize', objectId: department, itemType: 'module', itemId: 'm-gis-map' })
          .execute();
        // a link of a user who no longer exists (older data) holds nothing and goes with it
        await db()
          .insertInto('base_user_relation')
          .values({ id: 'leftover-org-link', userId: 'user-gone', objectType: 'Organize', objectId: department, sortCode: 0 })
          .execute();
        expect(body(await admin.delete(`/api/permission/Organize/Department/${department}`)).code).toBe(200);
        expect(await links(department)).toEqual([]);
        expect(await db().selectFrom('base_authorize').select('id').where('objectId', '=', department).execute()).toEqual([]);
        expect(body(await admin.delete(`/api/permission/Organize/${company}`)).code).toBe(200);
      } finally {
        await db().deleteFrom('base_user_relation').where('userId', '=', userId).execute();
        await db().deleteFrom('base_user').where('id', '=', userId).execute();
        await db().deleteFrom('base_organize').where('enCode', 'like', 'LEFT.%').execute();
      }
    });

    it('by the department path keeps the rank rule: a company administrator cannot delete outside its subtree', async () => {
      const department = await create('/api/permission/Organize/Department', '集团部门', 'LEFT.IT2', 'org-group', 'department');
      try {
        expect(body(await manager.delete(`/api/permission/Organize/Department/${department}`)).code).toBe(401);
        expect(await db().selectFrom('base_organize').select('id').where('id', '=', department).executeTakeFirst()).toBeDefined();
      } finally {
        await db().deleteFrom('base_organize').where('enCode', 'like', 'LEFT.%').execute();
      }
    });
  });
});
