import type { ApplicationRow } from '../../server/features/company-apply/company-admin-apply-operations.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';
import type { UserFrames } from '../../server/core/realtime/fan-out.ts';

const BASE = '/api/permission/CompanyAdminApply';

/** A row as the list answers it: the operation's own type. */
type Application = ApplicationRow;
interface Page {
  list: Application[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const APPLY = { companyId: 'org-group', reason: '负责集团系统账号管理', mobilePhone: '13800000002' };
/** Companies of the group each test applies for, so the tests of one app do not meet (one app per file keeps the suite fast). */
const COMPANIES = ['co-lang', 'co-race', 'co-refuse', 'co-bind', 'co-reject', 'co-rank', 'co-role'];

describe.each(databases())('company-administrator applications on %s (issue 15 point 5)', (target) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let staff: string;
  let tourist: string;
  const pushes: { userIds: string[]; frame: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await tokenOf(t.app, 'admin');
    manager = await tokenOf(t.app, 'manager');
    staff = await tokenOf(t.app, 'staff');
    tourist = await tokenOf(t.app, 'tourist');
    t.services.fanOut.onUserFrames((frames: UserFrames) => pushes.push({ userIds: frames.userIds, frame: JSON.parse(frames.text) as Record<string, unknown> }));
    for (const [index, id] of COMPANIES.entries()) {
      await t.services.db
        .insertInto('base_organize')
        .values({
          id,
          parentId: 'org-group',
          type: 'company',
          fullName: `公司${id}`,
          enCode: `C${index}`,
          enabledMark: 1,
          sortCode: 10 + index,
          creatorTime: Date.now(),
        })
        .execute();
    }
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    pushes.length = 0;
  });

  const list = async (token: string, query = '') => {
    const answer = body<Page>(await as(t.app, token).get(`${BASE}${query}`));
    expect(answer.code).toBe(200);
    return answer.data as Page;
  };
  const row = async (id: string) => t.services.db.selectFrom('base_company_admin_apply').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** A pending application written straight to the table (as the apply route writes one). */
  const pending = async (userId: string, companyId: string) => {
    const id = `test-${userId}-${companyId}`;
    await t.services.db
      .insertInto('base_company_admin_apply')
      .values({ id, userId, companyId, reason: '测试', mobilePhone: '13800000009', status: 0, pendingKey: `${userId}:${companyId}`, creatorTime: Date.now() })
      .execute();
    return id;
  };
  const inbox = (userId: string, title?: string) =>
    t.services.db
      .selectFrom('base_message_receive as r')
      .innerJoin('base_message as m', 'm.id', 'r.messageId')
      .select(['m.title', 'm.type', 'm.bodyText', 'r.isRead'])
      .where('r.userId', '=', userId)
      .where('m.category', '=', 'companyAdminApply')
      .where('m.title', 'like', `%${title ?? ''}%`)
      .execute();
  const links = (userId: string, objectType: string) =>
    t.services.db
      .selectFrom('base_user_relation')
      .select('objectId')
      .where('userId', '=', userId)
      .where('objectType', '=', objectType)
      .execute()
      .then((rows) => rows.map((r) => r.objectId).sort());

  // First: the demo data's two applications, before any test adds one.
  it('lists every application for a system administrator, with names, state filter, keyword and paging', async () => {
    const all = await list(admin);
    expect(all.pagination.total).toBe(2);
    expect(all.list.map((a) => a.id)).toEqual(['apply-staff-terminal', 'apply-tourist-group']);
    expect(all.list[0]).toMatchObject({
      userId: 'user-staff',
      realName: '李操作',
      account: 'staff',
      companyName: '集装箱码头公司',
      mobilePhone: '13800000003',
      status: 0,
      canAudit: true,
    });
    expect(all.list[1]).toMatchObject({ status: 2, auditOpinion: '请通过所在公司提交申请', auditUserName: '系统管理员', canAudit: false });
    expect((await list(admin, '?status=0')).list.map((a) => a.id)).toEqual(['apply-staff-terminal']);
    expect((await list(admin, '?status=2')).list.map((a) => a.id)).toEqual(['apply-tourist-group']);
    expect((await list(admin, `?keyword=${encodeURIComponent('集团')}`)).list.map((a) => a.id)).toEqual(['apply-tourist-group']);
    expect((await list(admin, '?keyword=staff')).list.map((a) => a.id)).toEqual(['apply-staff-terminal']);
    // % in a keyword is a character, not a wildcard
    expect((await list(admin, '?keyword=%25')).pagination.total).toBe(0);
    const second = await list(admin, '?currentPage=2&pageSize=1');
    expect(second.pagination).toEqual({ currentPage: 2, pageSize: 1, total: 2 });
    expect(second.list.map((a) => a.id)).toEqual(['apply-tourist-group']);
    expect(body(await as(t.app, admin).get(`${BASE}?status=7`)).code).toBe(400);
    // others see only their own: manager has none yet
    expect((await list(manager)).list).toEqual([]);
  });

  it('lets any signed-in user see only their own applications, decides only with the page, and refuses callers without a session', async () => {
    // the user's own side (/certificationCompany): listing one's own needs no page
    for (const token of [staff, tourist]) {
      const own = body<{ list: { userId: string }[] }>(await as(t.app, token).get(BASE));
      expect(own.code).toBe(200);
      expect(new Set(own.data?.list.map((a) => a.userId))).toEqual(new Set(token === staff ? ['user-staff'] : ['user-tourist']));
      // deciding is the page's (and a system administrator's)
      expect(body(await as(t.app, token).put(`${BASE}/apply-staff-terminal/Actions/Approve`, {}))).toMatchObject({
        code: 401,
        msg: '没有访问权限，请联系管理员授权',
      });
    }
    expect(body(await t.app.inject({ method: 'GET', url: BASE })).code).toBe(600);
    expect(body(await t.app.inject({ method: 'PUT', url: `${BASE}/apply-staff-terminal/Actions/Approve` })).code).toBe(600);
    expect((await row('apply-staff-terminal')).status).toBe(0);
  });

  it('applies: stored pending, the system administrators get the message whose push raises the 20-second prompt', async () => {
    const answer = body(await as(t.app, manager).post(BASE, APPLY));
    expect(answer).toMatchObject({ code: 200, msg: '申请已提交，请等待系统管理员审核' });
    const mine = await list(manager);
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({
      userId: 'user-manager',
      companyId: 'org-group',
      companyName: '港口集团',
      reason: APPLY.reason,
      status: 0,
      canAudit: false,
    });
    expect((await list(admin, '?status=0')).list.find((a) => a.userId === 'user-manager')?.canAudit).toBe(true);

    const messages = await inbox('user-admin', '港口集团');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 3, title: '企业管理员申请：港口集团（王经理/manager）', isRead: 0 });
    expect(messages[0].bodyText).toContain('王经理/manager申请成为“港口集团”的公司管理员。');
    expect(messages[0].bodyText).toContain('申请理由：负责集团系统账号管理');
    const push = pushes.find((p) => p.frame.method === 'messagePush');
    expect(push?.userIds).toEqual(['user-admin']);
    expect(push?.frame).toMatchObject({ messageType: 3, title: '企业管理员申请：港口集团（王经理/manager）' });
    // nobody else is told
    expect(await inbox('user-manager')).toEqual([]);
  });

  it('tells an administrator on the admin list too, in their own language, and escapes what the applicant typed', async () => {
    await setConfig(t.services, { adminList: 'tourist' });
    await t.services.db.updateTable('base_user').set({ language: 'en-US' }).where('account', '=', 'tourist').execute();
    try {
      expect(body(await as(t.app, manager).post(BASE, { ...APPLY, companyId: 'co-lang', reason: '<img src=x onerror=alert(1)>' })).code).toBe(200);
      const [message] = await inbox('user-tourist', 'co-lang');
      expect(message.title).toBe('企业管理员申请：公司co-lang（王经理/manager）');
      expect(message.bodyText).toContain('王经理/manager applies to administer “公司co-lang”.');
      expect(message.bodyText).toContain('&#60;img src=x onerror=alert(1)&#62;');
      expect(message.bodyText).not.toContain('<img');
      expect(await inbox('user-admin', 'co-lang')).toHaveLength(1);
    } finally {
      await setConfig(t.services, { adminList: '' });
      await t.services.db.updateTable('base_user').set({ language: 'zh' }).where('account', '=', 'tourist').execute();
    }
  });

  it('keeps one pending application per user and company, even when two are sent at once', async () => {
    const race = { ...APPLY, companyId: 'co-race' };
    const [first, second] = await Promise.all([as(t.app, manager).post(BASE, race), as(t.app, manager).post(BASE, race)]);
    expect([body(first).code, body(second).code].sort()).toEqual([200, 400]);
    expect([body(first).msg, body(second).msg]).toContain('您已提交过该公司的管理员申请，请等待审核');
    const third = body(await as(t.app, manager).post(BASE, race, { 'accept-language': 'en-US' }));
    expect(third).toMatchObject({ code: 400, msg: 'You have already applied for this company; wait for the decision' });
    expect((await list(manager)).list.filter((a) => a.companyId === 'co-race')).toHaveLength(1);
    // the table's unique index is what holds when both pass the check
    await expect(pending('user-manager', 'co-race')).rejects.toThrow();
  });

  it('refuses what is not an application for an enabled company, with the field’s words, storing nothing', async () => {
    const before = (await list(admin)).pagination.total;
    const refusal = async (payload: object) => body(await as(t.app, manager).post(BASE, payload)).msg;
    const apply = { ...APPLY, companyId: 'co-refuse' };
    expect(await refusal({ ...apply, companyId: 'org-ops' })).toBe('所选公司不存在或已禁用');
    expect(await refusal({ ...apply, companyId: 'nope' })).toBe('所选公司不存在或已禁用');
    expect(await refusal({ reason: 'x', mobilePhone: '13800000002' })).toBe('请选择申请公司');
    expect(await refusal({ ...apply, reason: '' })).toBe('请输入申请理由');
    expect(await refusal({ ...apply, reason: 'x'.repeat(501) })).toBe('申请理由最多为500个字符！');
    expect(await refusal({ ...apply, mobilePhone: '12345' })).toBe('联系电话：请正确输入您的手机号');
    // the terminal company is manager's already
    expect(await refusal({ ...apply, companyId: 'org-terminal' })).toBe('您已是该公司的管理员');
    await t.services.db.updateTable('base_organize').set({ enabledMark: 0 }).where('id', '=', 'co-refuse').execute();
    expect(await refusal(apply)).toBe('所选公司不存在或已禁用');
    expect((await list(admin)).pagination.total).toBe(before);
    expect(await inbox('user-admin', 'co-refuse')).toEqual([]);
  });

  it('approves: the applicant becomes the company’s administrator (role, organisation, scope) and is told', async () => {
    expect(body(await as(t.app, admin).put(`${BASE}/apply-staff-terminal/Actions/Approve`, {}))).toMatchObject({ code: 200, msg: '审核通过' });
    const decided = await row('apply-staff-terminal');
    expect(decided).toMatchObject({ status: 1, auditUserId: 'user-admin', pendingKey: null });
    expect(decided.auditTime).toBeGreaterThan(0);
    const user = await t.services.db.selectFrom('base_user').select('organizeId').where('id', '=', 'user-staff').executeTakeFirstOrThrow();
    expect(user.organizeId).toBe('org-ops,org-terminal');
    expect(await links('user-staff', 'Organize')).toEqual(['org-ops', 'org-terminal']);
    expect(await links('user-staff', 'Role')).toEqual(['role-company-admin', 'role-staff']);
    // staff now audits the terminal company's registrations: the role opens the page, the company is in their scope
    const audits = body<{ list: { companyId: string }[] }>(await as(t.app, staff).get('/api/permission/UserAudit'));
    expect(audits.code).toBe(200);
    expect(new Set(audits.data?.list.map((r) => r.companyId))).toEqual(new Set(['org-terminal']));
    const [message] = await inbox('user-staff', '已通过');
    expect(message).toMatchObject({ type: 3, title: '公司管理员申请已通过：集装箱码头公司' });
    expect(message.bodyText).toContain('您已成为“集装箱码头公司”的公司管理员');
    expect(pushes.find((p) => p.frame.method === 'messagePush')?.userIds).toEqual(['user-staff']);
    // a decided application is decided for good
    expect(body(await as(t.app, admin).put(`${BASE}/apply-staff-terminal/Actions/Reject`, { auditOpinion: '晚了' }))).toMatchObject({
      code: 400,
      msg: '该记录已审核，请勿重复操作',
    });
  });

  it('binds the company-administrator role to a company it did not cover yet', async () => {
    const id = await pending('user-manager', 'co-bind');
    // sent without a body: the opinion is optional
    expect(body(await t.app.inject({ method: 'PUT', url: `${BASE}/${id}/Actions/Approve`, headers: { authorization: admin } })).code).toBe(200);
    const role = await t.services.db.selectFrom('base_role').select('organizeIdsTree').where('id', '=', 'role-company-admin').executeTakeFirstOrThrow();
    expect(JSON.parse(role.organizeIdsTree ?? '[]')).toEqual([
      ['org-group', 'org-terminal'],
      ['org-group', 'co-bind'],
    ]);
    expect(await links('user-manager', 'Organize')).toEqual(['co-bind', 'org-terminal']);
    expect(body(await as(t.app, manager).post(BASE, { ...APPLY, companyId: 'co-bind' })).msg).toBe('您已是该公司的管理员');
  });

  it('rejects with a required reason; the applicant is told why and may apply again', async () => {
    const id = await pending('user-manager', 'co-reject');
    const reject = (payload?: object, language = 'zh-CN') => as(t.app, admin).put(`${BASE}/${id}/Actions/Reject`, payload, { 'accept-language': language });
    expect(body(await reject({})).msg).toBe('请输入驳回原因');
    expect(body(await reject({ auditOpinion: '   ' })).msg).toBe('请输入驳回原因');
    expect(body(await reject({ auditOpinion: 'x'.repeat(501) })).msg).toBe('审核意见最多为500个字符！');
    expect((await row(id)).status).toBe(0);
    expect(body(await reject({ auditOpinion: '请由集团推荐' }, 'en-US'))).toMatchObject({ code: 200, msg: 'Rejected' });
    expect(await row(id)).toMatchObject({ status: 2, auditOpinion: '请由集团推荐', pendingKey: null });
    const [message] = await inbox('user-manager', '已驳回');
    expect(message.title).toBe('公司管理员申请已驳回：公司co-reject');
    expect(message.bodyText).toContain('驳回原因：请由集团推荐');
    expect(await links('user-manager', 'Organize')).not.toContain('co-reject');
    expect(body(await as(t.app, manager).post(BASE, { ...APPLY, companyId: 'co-reject' })).code).toBe(200);
  });

  it('lets only system administrators decide: a company administrator is refused and nothing changes', async () => {
    const id = await pending('user-tourist', 'co-rank');
    expect(body(await as(t.app, manager).put(`${BASE}/${id}/Actions/Approve`, {}))).toMatchObject({ code: 401, msg: '没有访问权限，请联系管理员授权' });
    expect(body(await as(t.app, manager).put(`${BASE}/${id}/Actions/Reject`, { auditOpinion: '不行' })).code).toBe(401);
    expect((await row(id)).status).toBe(0);
    expect(await links('user-tourist', 'Role')).toEqual(['role-tourist']);
    // on the admin list, manager ranks as a system administrator and decides
    await setConfig(t.services, { adminList: 'manager' });
    try {
      expect(body(await as(t.app, manager).put(`${BASE}/${id}/Actions/Approve`, {})).code).toBe(200);
    } finally {
      await setConfig(t.services, { adminList: '' });
    }
    expect(body(await as(t.app, admin).put(`${BASE}/nope/Actions/Approve`, {}))).toMatchObject({ code: 400, msg: '数据不存在' });
  });

  it('changes nothing when the company-administrator role is gone', async () => {
    const id = await pending('user-tourist', 'co-role');
    await t.services.db.updateTable('base_role').set({ enCode: 'renamed' }).where('id', '=', 'role-company-admin').execute();
    try {
      expect(body(await as(t.app, admin).put(`${BASE}/${id}/Actions/Approve`, {})).msg).toBe('未找到公司管理员角色（编码 companyAdmin），请先创建该角色');
    } finally {
      await t.services.db.updateTable('base_role').set({ enCode: 'companyAdmin' }).where('id', '=', 'role-company-admin').execute();
    }
    expect((await row(id)).status).toBe(0);
    expect(await links('user-tourist', 'Organize')).not.toContain('co-role');
    expect(await inbox('user-tourist', 'co-role')).toEqual([]);
  });
});
