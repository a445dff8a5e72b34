import type { RegistrationRow } from '../../server/features/company-apply/user-audit-operations.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, login, tokenOf, type TestApp } from './helpers/test-app.ts';
import { newId } from '../../server/core/db/ids.ts';

const BASE = '/api/permission/UserAudit';

/** A row as the list answers it: the operation's own type. */
type Registration = RegistrationRow;
interface Page {
  list: Registration[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

describe.each(databases())('the company user audit on %s (issue 15 point 5)', (target) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let staff: string;
  let tourist: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await tokenOf(t.app, 'admin');
    manager = await tokenOf(t.app, 'manager');
    staff = await tokenOf(t.app, 'staff');
    tourist = await tokenOf(t.app, 'tourist');
  });
  afterAll(async () => t?.close());

  const list = async (token: string, query = '') => {
    const answer = body<Page>(await as(t.app, token).get(`${BASE}${query}`));
    expect(answer.code).toBe(200);
    return answer.data as Page;
  };
  const accounts = (page: Page) => page.list.map((r) => r.account);
  const audit = (id: string) => t.services.db.selectFrom('base_user_audit').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const enabled = async (userId: string) =>
    (await t.services.db.selectFrom('base_user').select('enabledMark').where('id', '=', userId).executeTakeFirstOrThrow()).enabledMark;
  /** A user registered for a company and waiting (the pending state user-audit-operations.ts defines). */
  const registered = async (account: string, companyId: string) => {
    const userId = `user-${account}`;
    await t.services.db
      .insertInto('base_user')
      .values({ id: userId, account, realName: account, organizeId: companyId, enabledMark: 0, isAdministrator: 0, creatorTime: Date.now() })
      .execute();
    await t.services.db.insertInto('base_user_relation').values({ id: newId(), userId, objectType: 'Organize', objectId: companyId, sortCode: 0 }).execute();
    await t.services.db
      .insertInto('base_user_audit')
      .values({ id: `audit-${userId}`, userId, companyId, status: 0, creatorTime: Date.now() })
      .execute();
    return `audit-${userId}`;
  };

  // First: the demo data's four registrations, before any test decides one.
  it('lists every registration for a system administrator, with state filter, keyword and paging', async () => {
    const all = await list(admin);
    expect(all.pagination.total).toBe(4);
    expect(accounts(all)).toEqual(['zhaoxin', 'qianli', 'sunmei', 'zhouhang']);
    expect(all.list[0]).toMatchObject({
      id: 'audit-user-reg-zhao',
      userId: 'user-reg-zhao',
      realName: '赵新',
      mobilePhone: '13700000011',
      companyId: 'org-terminal',
      companyName: '集装箱码头公司',
      status: 0,
      auditOpinion: '',
      auditUserName: '',
      auditTime: null,
    });
    expect(all.list[3]).toMatchObject({ status: 2, auditOpinion: '非本公司员工', auditUserName: '系统管理员' });
    expect(accounts(await list(admin, '?status=0'))).toEqual(['zhaoxin', 'qianli', 'sunmei']);
    expect(accounts(await list(admin, '?status=2'))).toEqual(['zhouhang']);
    expect(accounts(await list(admin, `?keyword=${encodeURIComponent('赵')}`))).toEqual(['zhaoxin']);
    expect(accounts(await list(admin, `?keyword=${encodeURIComponent('港口集团')}`))).toEqual(['sunmei']);
    expect(accounts(await list(admin, '?keyword=13700000012'))).toEqual(['qianli']);
    const second = await list(admin, '?currentPage=2&pageSize=3');
    expect(second.pagination).toEqual({ currentPage: 2, pageSize: 3, total: 4 });
    expect(accounts(second)).toEqual(['zhouhang']);
    expect(body(await as(t.app, admin).get(`${BASE}?pageSize=0`)).code).toBe(400);
  });

  it('lists for a company administrator only the registrations of companies in their scope', async () => {
    expect(accounts(await list(manager))).toEqual(['zhaoxin', 'qianli', 'zhouhang']);
    expect(accounts(await list(manager, `?keyword=${encodeURIComponent('孙梅')}`))).toEqual([]);
  });

  it('refuses users without the page and callers without a session, changing nothing', async () => {
    for (const token of [staff, tourist]) {
      expect(body(await as(t.app, token).get(BASE))).toMatchObject({ code: 401, msg: '没有访问权限，请联系管理员授权' });
      expect(body(await as(t.app, token).put(`${BASE}/audit-user-reg-zhao/Actions/Approve`)).code).toBe(401);
    }
    expect(body(await t.app.inject({ method: 'PUT', url: `${BASE}/audit-user-reg-zhao/Actions/Approve` })).code).toBe(600);
    expect((await audit('audit-user-reg-zhao')).status).toBe(0);
    expect(await enabled('user-reg-zhao')).toBe(0);
  });

  it('approves: the account is enabled and signs in; a second decision is refused', async () => {
    expect((await login(t.app, 'zhaoxin')).msg).toBe('该账号已被禁用');
    expect(body(await as(t.app, manager).put(`${BASE}/audit-user-reg-zhao/Actions/Approve`))).toMatchObject({ code: 200, msg: '审核通过' });
    expect(await enabled('user-reg-zhao')).toBe(1);
    expect(await audit('audit-user-reg-zhao')).toMatchObject({ status: 1, auditUserId: 'user-manager' });
    expect((await login(t.app, 'zhaoxin')).code).toBe(200);
    expect((await list(manager, '?status=1')).list[0]).toMatchObject({ account: 'zhaoxin', auditUserName: '王经理' });
    expect(body(await as(t.app, manager).put(`${BASE}/audit-user-reg-zhao/Actions/Reject`, { auditOpinion: '反悔' }))).toMatchObject({
      code: 400,
      msg: '该记录已审核，请勿重复操作',
    });
    expect(await enabled('user-reg-zhao')).toBe(1);
  });

  it('rejects with a required reason: the account stays disabled', async () => {
    const reject = (payload?: object, language = 'zh-CN') =>
      as(t.app, manager).put(`${BASE}/audit-user-reg-qian/Actions/Reject`, payload, { 'accept-language': language });
    expect(body(await reject({})).msg).toBe('请输入驳回原因');
    // no body at all reads the same
    expect(body(await t.app.inject({ method: 'PUT', url: `${BASE}/audit-user-reg-qian/Actions/Reject`, headers: { authorization: manager } })).msg).toBe(
      '请输入驳回原因',
    );
    expect(body(await reject({ auditOpinion: ' ' }, 'zh-TW')).msg).toBe('請輸入駁回原因');
    expect(body(await reject({ auditOpinion: 'x'.repeat(501) })).msg).toBe('审核意见最多为500个字符！');
    expect((await audit('audit-user-reg-qian')).status).toBe(0);
    expect(body(await reject({ auditOpinion: '身份信息不符' }, 'en-US'))).toMatchObject({ code: 200, msg: 'Rejected' });
    expect(await audit('audit-user-reg-qian')).toMatchObject({ status: 2, auditOpinion: '身份信息不符', auditUserId: 'user-manager' });
    expect(await enabled('user-reg-qian')).toBe(0);
    expect((await login(t.app, 'qianli')).msg).toBe('该账号已被禁用');
  });

  it('keeps a company administrator inside their rank: outside companies and users holding more are refused', async () => {
    // the group's registration lies outside manager's scope
    expect(body(await as(t.app, manager).put(`${BASE}/audit-user-reg-sun/Actions/Approve`))).toMatchObject({
      code: 401,
      msg: '没有访问权限，请联系管理员授权',
    });
    expect(body(await as(t.app, manager).put(`${BASE}/audit-user-reg-sun/Actions/Reject`, { auditOpinion: '不是我的' })).code).toBe(401);
    expect(await enabled('user-reg-sun')).toBe(0);
    expect((await audit('audit-user-reg-sun')).status).toBe(0);
    // a registration holding the system administrator's role: enabling it would raise someone above manager
    const id = await registered('climber', 'org-terminal');
    await t.services.db
      .insertInto('base_user_relation')
      .values({ id: newId(), userId: 'user-climber', objectType: 'Role', objectId: 'role-admin', sortCode: 0 })
      .execute();
    expect(body(await as(t.app, manager).put(`${BASE}/${id}/Actions/Approve`)).code).toBe(401);
    expect(await enabled('user-climber')).toBe(0);
    // a system administrator decides anything
    expect(body(await as(t.app, admin).put(`${BASE}/audit-user-reg-sun/Actions/Approve`)).code).toBe(200);
    expect(await enabled('user-reg-sun')).toBe(1);
    expect(body(await as(t.app, admin).put(`${BASE}/nope/Actions/Approve`))).toMatchObject({ code: 400, msg: '数据不存在' });
  });

  it('leaves out registrations whose account was deleted since', async () => {
    const id = await registered('gone', 'org-terminal');
    expect(accounts(await list(manager, '?status=0'))).toContain('gone');
    await t.services.db.deleteFrom('base_user').where('id', '=', 'user-gone').execute();
    expect(accounts(await list(manager, '?status=0'))).not.toContain('gone');
    expect(body(await as(t.app, manager).put(`${BASE}/${id}/Actions/Approve`))).toMatchObject({ code: 400, msg: '数据不存在' });
  });
});
