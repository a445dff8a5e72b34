import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/core/db/ids.ts';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

/**
 * A menu's data-permission schemes (issue 15 point 2, contract §3 ModuleDataAuthorizeScheme): the
 * fields a condition may test, listed per menu (a schema entity's page, an online design's
 * function menu); create, list, info, update, state and delete by system administrators only;
 * conditions checked against the menu's fields with translated refusals that store nothing; the
 * stored JSON normalised and summarised in the caller's language; a deleted scheme's grants gone.
 */

const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';
const FEE_MENU = 'm-settlement-feebill';

interface Scheme {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  allData: number;
  matchLogic: string;
  conditionJson: string;
  conditionText: string;
  enabledMark: number;
}

const cond = (field: string, op: string, value = '') => ({ field, op, value });
const json = (...groups: { logic: string; groups: unknown[] }[]) => JSON.stringify(groups);

describe.each(databases())('data-permission schemes on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager', 'staff');
    t = signed.t;
    admin = as(t.app, signed.admin);
    manager = as(t.app, signed.manager);
    staff = as(t.app, signed.staff);
  });
  afterAll(async () => t?.close());

  const listOf = async (moduleId = FEE_MENU, language = 'zh') =>
    body<{ list: Scheme[] }>(await admin.get(`${SCHEMES}/${moduleId}/List`, { 'accept-language': language })).data?.list ?? [];
  const stored = () => t.services.db.selectFrom('base_module_scheme').selectAll().where('moduleId', '=', FEE_MENU).execute();

  it('lists the fields a condition may test, with their types, on a schema page and on an online form', async () => {
    const fee = body<{ list: { field: string; fullName: string; type: string }[] }>(await admin.get(`/api/system/ModuleDataAuthorize/${FEE_MENU}/Fields`));
    expect(fee.code).toBe(200);
    const byField = Object.fromEntries((fee.data?.list ?? []).map((field) => [field.field, field]));
    expect(byField.customerName).toEqual({ field: 'customerName', fullName: '客户名称', type: 'string' });
    expect(byField.settleDate).toMatchObject({ type: 'date' });
    expect(byField.totalAmount).toMatchObject({ type: 'number' });
    expect(byField.creatorUserId).toEqual({ field: 'creatorUserId', fullName: '创建人', type: 'user' });
    expect(byField['@creatorOrganize']).toEqual({ field: '@creatorOrganize', fullName: '创建人所属组织', type: 'organize' });
    // sub-tables and files hold nothing a condition compares
    expect(byField.feeLines).toBeUndefined();
    expect(byField.attachments).toBeUndefined();

    const english = body<{ list: { field: string; fullName: string }[] }>(
      await admin.get(`/api/system/ModuleDataAuthorize/${FEE_MENU}/Fields`, { 'accept-language': 'en' }),
    );
    expect(english.data?.list.find((field) => field.field === '@creatorOrganize')?.fullName).toBe("Creator's organisation");

    // the released design of a function menu: its users, departments and dates typed as such
    const apply = body<{ list: { field: string; type: string }[] }>(await admin.get('/api/system/ModuleDataAuthorize/m-container-apply/Fields'));
    const types = Object.fromEntries((apply.data?.list ?? []).map((field) => [field.field, field.type]));
    expect(types).toMatchObject({ applicantId: 'user', departmentId: 'organize', pickupDate: 'date', vesselName: 'string', creatorUserId: 'user' });
    expect(types.tableField107).toBeUndefined();

    // a directory holds no records; an unknown menu is no record
    expect(body(await admin.get('/api/system/ModuleDataAuthorize/m-settlement/Fields'))).toMatchObject({ code: 200, data: { list: [] } });
    expect(body(await admin.get('/api/system/ModuleDataAuthorize/no-such-menu/Fields'))).toMatchObject({ code: 400, msg: '数据不存在' });
    // the menu page's permission decides who may read them
    expect(body(await staff.get(`/api/system/ModuleDataAuthorize/${FEE_MENU}/Fields`)).code).toBe(401);
  });

  it('creates, lists, reads, changes, toggles and deletes a scheme; deleting withdraws its grants', async () => {
    const created = body(
      await admin.post(SCHEMES, {
        moduleId: FEE_MENU,
        fullName: '本人及港务',
        enCode: 'ownAndPort',
        matchLogic: 'or',
        conditionJson: json(
          { logic: 'and', groups: [{ field: 'creatorUserId', op: '==', value: '@userId', extra: 'dropped' }] },
          { logic: 'or', groups: [cond('customerName', 'like', ' 港务 '), cond('customerName', 'null', 'ignored')] },
          { logic: 'and', groups: [] },
        ),
      }),
    );
    expect(created).toEqual({ code: 200, msg: '新建成功' });
    const [listed] = await listOf();
    expect(listed).toMatchObject({ moduleId: FEE_MENU, fullName: '本人及港务', enCode: 'ownAndPort', allData: 0, matchLogic: 'or', enabledMark: 1 });
    // stored normalised: only field, op and value; values trimmed; nothing for null; empty groups left out
    expect(JSON.parse(listed?.conditionJson ?? '')).toEqual([
      { logic: 'and', groups: [cond('creatorUserId', '==', '@userId')] },
      { logic: 'or', groups: [cond('customerName', 'like', '港务'), cond('customerName', 'null')] },
    ]);
    expect(listed?.conditionText).toBe('(创建人 等于 当前用户) 或者 (客户名称 包含 港务 或者 客户名称 为空)');
    const [english] = await listOf(FEE_MENU, 'en');
    expect(english?.conditionText).toBe('(Creator equals the current user) or (Customer contains 港务 or Customer is empty)');
    const id = listed?.id ?? '';
    expect(body<Scheme>(await admin.get(`${SCHEMES}/${id}`, { 'accept-language': 'zh-TW' })).data).toMatchObject({
      id,
      conditionText: '(創建人 等於 當前用戶) 或者 (客戶名稱 包含 港务 或者 客戶名稱 為空)',
    });

    // a name or code twice on one menu is refused; on another menu it is fine
    expect(body(await admin.post(SCHEMES, { moduleId: FEE_MENU, fullName: '本人及港务', enCode: 'other', allData: 1 }))).toEqual({
      code: 400,
      msg: '名称不能重复',
    });
    expect(body(await admin.post(SCHEMES, { moduleId: FEE_MENU, fullName: '其他', enCode: 'ownAndPort', allData: 1 }))).toEqual({
      code: 400,
      msg: '编码不能重复',
    });
    expect(body(await admin.post(SCHEMES, { moduleId: 'm-container-apply', fullName: '本人及港务', enCode: 'ownAndPort', allData: 1 })).code).toBe(200);

    // an update keeps the scheme on its menu whatever the body says
    const updated = body(
      await admin.put(`${SCHEMES}/${id}`, {
        moduleId: 'm-container-apply',
        fullName: '全部',
        enCode: 'everything',
        allData: 1,
        conditionJson: '[]',
        description: '说明',
      }),
    );
    expect(updated).toEqual({ code: 200, msg: '更新成功' });
    const after = body<Scheme>(await admin.get(`${SCHEMES}/${id}`)).data;
    expect(after).toMatchObject({ moduleId: FEE_MENU, fullName: '全部', allData: 1, conditionJson: '[]', conditionText: '全部数据', description: '说明' });

    expect(body(await admin.put(`${SCHEMES}/${id}/Actions/State`))).toEqual({ code: 200, msg: '更新成功' });
    expect(body<Scheme>(await admin.get(`${SCHEMES}/${id}`)).data?.enabledMark).toBe(0);

    await t.services.db
      .insertInto('base_authorize')
      .values({ id: newId(), objectType: 'Role', objectId: 'role-staff', itemType: 'resource', itemId: id })
      .execute();
    expect(body(await admin.delete(`${SCHEMES}/${id}`))).toEqual({ code: 200, msg: '删除成功' });
    expect(await t.services.db.selectFrom('base_authorize').select('id').where('itemId', '=', id).execute()).toEqual([]);
    expect(body(await admin.get(`${SCHEMES}/${id}`))).toMatchObject({ code: 400, msg: '数据不存在' });
    expect(body(await admin.delete(`${SCHEMES}/${id}`))).toMatchObject({ code: 400, msg: '数据不存在' });
  });

  it('refuses conditions that do not fit the menu’s fields, in the caller’s language, storing nothing', async () => {
    const before = (await stored()).length;
    const refusal = async (conditionJson: string, language = 'zh', extra: Record<string, unknown> = {}) =>
      body(await admin.post(SCHEMES, { moduleId: FEE_MENU, fullName: '坏方案', enCode: 'bad', conditionJson, ...extra }, { 'accept-language': language }));
    const one = (condition: unknown) => json({ logic: 'and', groups: [condition] });

    expect(await refusal('not json')).toEqual({ code: 400, msg: '过滤条件格式不正确' });
    expect(await refusal('{"logic":"and"}')).toEqual({ code: 400, msg: '过滤条件格式不正确' });
    expect(await refusal(json({ logic: 'xor', groups: [] }))).toEqual({ code: 400, msg: '过滤条件格式不正确' });
    expect(await refusal('[]')).toEqual({ code: 400, msg: '请添加过滤条件，或选择全部数据' });
    expect(await refusal('[]', 'en')).toEqual({ code: 400, msg: 'Add a condition, or choose all data' });
    expect(await refusal(one(cond('passwordHash', '==', 'x')))).toEqual({ code: 400, msg: '过滤字段不存在：passwordHash' });
    expect(await refusal(one(cond('feeLines', '==', 'x')))).toEqual({ code: 400, msg: '过滤字段不存在：feeLines' });
    expect(await refusal(one(cond('totalAmount', 'like', '1')))).toEqual({ code: 400, msg: '合计金额不支持该条件：like' });
    expect(await refusal(one(cond('creatorUserId', '>', 'a')), 'en')).toEqual({ code: 400, msg: 'Creator cannot be compared with >' });
    expect(await refusal(one(cond('customerName', 'between', 'a')))).toEqual({ code: 400, msg: '客户名称不支持该条件：between' });
    expect(await refusal(one(cond('customerName', '==', '  ')))).toEqual({ code: 400, msg: '请输入客户名称的条件值' });
    expect(await refusal(one(cond('customerName', 'in', ' , ')))).toEqual({ code: 400, msg: '请输入客户名称的条件值' });
    expect(await refusal(one(cond('customerName', '==', 'x'.repeat(501))))).toEqual({ code: 400, msg: '客户名称的条件值过长' });
    expect(await refusal(one(cond('totalAmount', '>', 'abc')))).toEqual({ code: 400, msg: '合计金额的条件值必须为数字' });
    expect(await refusal(one(cond('totalAmount', 'in', '1,x')), 'zh-TW')).toEqual({ code: 400, msg: '合計金額的條件值必須為數字' });
    expect(await refusal(one(cond('settleDate', '>=', '2026-02-30')))).toEqual({ code: 400, msg: '结算日期的条件值必须为日期（YYYY-MM-DD）' });
    expect(await refusal(one(cond('creatorUserId', '==', '@organizeId')))).toEqual({ code: 400, msg: '创建人不能使用变量：@organizeId' });
    expect(await refusal(one(cond('@creatorOrganize', '==', '@nobody')))).toEqual({ code: 400, msg: '创建人所属组织不能使用变量：@nobody' });
    expect(await refusal(one(cond('customerName', 'like', '@userId')))).toEqual({ code: 400, msg: '客户名称不能使用变量：@userId' });
    expect(await refusal(one(cond('totalAmount', '==', '@userId')))).toEqual({ code: 400, msg: '合计金额不能使用变量：@userId' });
    expect(await refusal(one('a condition'))).toEqual({ code: 400, msg: '过滤条件格式不正确' });
    const many = json({ logic: 'and', groups: Array.from({ length: 101 }, () => cond('customerName', '==', 'x')) });
    expect(await refusal(many)).toEqual({ code: 400, msg: '过滤条件最多100条' });
    // a menu without records takes no scheme; an unknown menu is no record
    expect(body(await admin.post(SCHEMES, { moduleId: 'm-settlement', fullName: '目录', enCode: 'dir', allData: 1 }))).toEqual({
      code: 400,
      msg: '该菜单没有可设置数据权限的数据',
    });
    expect(body(await admin.post(SCHEMES, { moduleId: 'no-such-menu', fullName: '无', enCode: 'none', allData: 1 }))).toMatchObject({
      code: 400,
      msg: '数据不存在',
    });
    // the schema's own words for its fields
    expect(await refusal('[]', 'zh', { enCode: '1bad', allData: 1 })).toMatchObject({ code: 400 });
    expect((await stored()).length).toBe(before);
  });

  it('accepts every operator its field type takes, and the variables of that type', async () => {
    const conditions = [
      cond('customerName', '==', '中远'),
      cond('customerName', '!=', '中远'),
      cond('customerName', 'like', '港'),
      cond('customerName', 'notLike', '港'),
      cond('customerName', 'in', '中远，上港, 宁波'),
      cond('customerName', '>=', 'M'),
      cond('totalAmount', '<', '100.5'),
      cond('totalAmount', 'in', '1,2'),
      cond('settleDate', '<=', '2026-03-02'),
      cond('settleDate', 'notNull'),
      cond('creatorUserId', 'in', '@userAndSubordinates'),
      cond('creatorUserId', '!=', '@userId'),
      cond('@creatorOrganize', '==', '@organizeId'),
      cond('@creatorOrganize', 'in', '@organizationAndSuborganization'),
      cond('handlerId', '==', '@positionId'),
    ];
    const answer = body(
      await admin.post(SCHEMES, { moduleId: FEE_MENU, fullName: '全部运算', enCode: 'allOps', conditionJson: json({ logic: 'or', groups: conditions }) }),
    );
    expect(answer.code).toBe(200);
    const saved = (await listOf()).find((scheme) => scheme.enCode === 'allOps');
    // an `in` list is kept comma-joined (either comma width accepted)
    expect(JSON.parse(saved?.conditionJson ?? '')[0].groups[4]).toEqual(cond('customerName', 'in', '中远,上港,宁波'));
    expect(saved?.conditionText).toContain('创建人所属组织 包含任意 当前组织及子组织');
  });

  it('lets only system administrators change schemes, and only holders of the menu page read them', async () => {
    const [scheme] = await listOf();
    const id = scheme?.id ?? '';
    // the company administrator holds 系统菜单 but menus are platform-wide
    expect(body(await manager.get(`${SCHEMES}/${FEE_MENU}/List`)).code).toBe(200);
    const write = { moduleId: FEE_MENU, fullName: '经理的', enCode: 'managers', allData: 1 };
    expect(body(await manager.post(SCHEMES, write))).toMatchObject({ code: 401 });
    expect(body(await manager.put(`${SCHEMES}/${id}`, write))).toMatchObject({ code: 401 });
    expect(body(await manager.put(`${SCHEMES}/${id}/Actions/State`))).toMatchObject({ code: 401 });
    expect(body(await manager.delete(`${SCHEMES}/${id}`))).toMatchObject({ code: 401 });
    expect(body(await staff.get(`${SCHEMES}/${FEE_MENU}/List`)).code).toBe(401);
    expect(body(await staff.post(SCHEMES, write)).code).toBe(401);
    expect(body<Scheme>(await admin.get(`${SCHEMES}/${id}`)).data).toMatchObject({ fullName: scheme?.fullName, enabledMark: scheme?.enabledMark });
  });
});
