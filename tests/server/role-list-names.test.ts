import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

interface RoleRow {
  id: string;
  organizeInfo: string;
}

/**
 * The role list names the organisations a role is bound to (contract §4.5 `organizeInfo`, 所属组织),
 * each as its path of names, never the ids `org-group,org-terminal` the role stores (issue 15 point 6).
 */
describe.each(databases())('the role list on %s', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    ({ t, admin } = await appSignedIn(target, 'admin'));
  });
  afterAll(async () => t?.close());

  const roles = async () => {
    const answer = body<{ list: RoleRow[] }>(await as(t.app, admin).get('/api/permission/Role?currentPage=1&pageSize=50'));
    expect(answer.code).toBe(200);
    return new Map((answer.data?.list ?? []).map((row) => [row.id, row.organizeInfo]));
  };

  it('shows each bound organisation as its path of names', async () => {
    const info = await roles();
    expect(info.get('role-company-admin')).toBe('港口集团/集装箱码头公司');
    expect(info.get('role-staff')).toBe('港口集团/集装箱码头公司');
    // a global role is bound to no organisation
    expect(info.get('role-admin')).toBe('');
    expect([...info.values()].join()).not.toMatch(/org-/);
  });

  it('names several organisations, where they are now, leaving out one that is gone', async () => {
    const created = body(
      await as(t.app, admin).post('/api/permission/Role', {
        fullName: '多组织角色',
        enCode: 'multiOrg',
        type: 'rtype-business',
        globalMark: 0,
        organizeIdsTree: [['org-group', 'org-terminal', 'org-ops'], ['org-group', 'org-it'], ['org-gone']],
      }),
    );
    expect(created.code, created.msg).toBe(200);
    const id = (await t.services.db.selectFrom('base_role').select('id').where('enCode', '=', 'multiOrg').executeTakeFirstOrThrow()).id;
    expect((await roles()).get(id)).toBe('港口集团/集装箱码头公司/操作部,港口集团/信息中心');
    await t.services.db.updateTable('base_organize').set({ fullName: '信息技术中心' }).where('id', '=', 'org-it').execute();
    expect((await roles()).get(id)).toBe('港口集团/集装箱码头公司/操作部,港口集团/信息技术中心');
  });
});
