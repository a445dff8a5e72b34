import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

type Caller = ReturnType<typeof as>;
interface Node {
  id: string;
  fullName: string;
  icon: string;
  parentId: string;
  type?: string;
  hasChildren: boolean;
  children?: Node[];
}
interface Values {
  list: Node[];
  ids: string[];
  all: string[];
}

const everyNode = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...everyNode(node.children ?? [])]);
const UNKNOWN_ITEM = '授权内容不存在、已停用或类型不符，请刷新后重试';

/**
 * The authorisation routes of contract §8 as the system administrator uses them: each tab's tree
 * (Values), a save that replaces the kinds sent and brings an item's menu, ancestors and system
 * along, the batch that adds, the Model pair (who holds one thing), and bodies refused with a
 * translated 400 that change nothing.
 */
describe.each(databases())('authority routes on %s', (target) => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin');
    t = signed.t;
    admin = as(t.app, signed.admin);
  });
  afterAll(async () => t?.close());

  const values = async (objectId: string, payload: object) => {
    const answer = body<Values>(await admin.post(`/api/permission/Authority/Data/${objectId}/Values`, payload));
    expect(answer.code).toBe(200);
    return answer.data as Values;
  };
  const grantsOf = async (objectType: string, objectId: string) =>
    (
      await t.services.db
        .selectFrom('base_authorize')
        .select(['itemType', 'itemId'])
        .where('objectType', '=', objectType)
        .where('objectId', '=', objectId)
        .orderBy('itemType')
        .orderBy('itemId')
        .execute()
    ).map((row) => `${row.itemType}:${row.itemId}`);
  const allGrants = () => t.services.db.selectFrom('base_authorize').selectAll().orderBy('id').execute();
  let serial = 0;
  /** A fresh organisation role of the terminal company, holding nothing. */
  const newRole = async () => {
    serial += 1;
    const id = `role-authority-${serial}`;
    await t.services.db
      .insertInto('base_role')
      .values({
        id,
        fullName: `授权测试${serial}`,
        enCode: `authorityTest${serial}`,
        type: 'rtype-business',
        globalMark: 0,
        organizeIdsTree: JSON.stringify([['org-group', 'org-terminal']]),
        enabledMark: 1,
        sortCode: 0,
        description: '',
      })
      .execute();
    return id;
  };

  it('answers the system tab: every enabled system, flat, with what the object holds', async () => {
    const data = await values('role-staff', { type: 'system', objectType: 'Role' });
    expect(data.list.map((node) => node.id)).toEqual(['sys-port', 'sys-exchange']);
    expect(data.list[0]).toEqual({
      id: 'sys-port',
      fullName: '港口供应链平台',
      icon: 'icon-ym icon-ym-systemToggle',
      parentId: '-1',
      type: 'system',
      hasChildren: false,
    });
    expect(data.all).toEqual(['sys-port', 'sys-exchange']);
    expect(data.ids).toEqual(['sys-port']);
  });

  it('answers the batch dialog (object 0): the same trees with nothing held', async () => {
    const systems = await values('0', { type: 'system' });
    expect(systems.all).toEqual(['sys-port', 'sys-exchange']);
    expect(systems.ids).toEqual([]);
    const buttons = await values('0', { type: 'button', objectType: 'Role', moduleIds: 'm-permission-user' });
    expect(buttons.all).toContain('mi-user-btn_export');
    expect(buttons.ids).toEqual([]);
  });

  it('answers the menu tab: the menus of the named systems under their system', async () => {
    const data = await values('role-staff', { type: 'module', objectType: 'Role', moduleIds: 'sys-port' });
    expect(data.list.map((node) => node.id)).toEqual(['sys-port']);
    const nodes = everyNode(data.list);
    const permission = nodes.find((node) => node.id === 'm-permission');
    expect(permission).toMatchObject({ parentId: 'sys-port', fullName: '权限管理', type: 'module', hasChildren: true });
    expect(permission?.children?.map((node) => node.id)).toContain('m-permission-user');
    expect(nodes.some((node) => node.id === 'm-x-root')).toBe(false);
    // selectable: the menus only (the system root is structure)
    expect(data.all).toContain('m-permission-user');
    expect(data.all).not.toContain('sys-port');
    expect(data.ids).toEqual(expect.arrayContaining(['m-permission-user', 'm-gis-map', 'm-workflow-schedule']));
    expect(data.ids).not.toContain('m-permission-role');
    // named by nothing: nothing; not named at all: every system
    expect((await values('role-staff', { type: 'module', objectType: 'Role', moduleIds: '' })).list).toEqual([]);
    expect((await values('role-staff', { type: 'module', objectType: 'Role' })).list.map((node) => node.id)).toEqual(['sys-port', 'sys-exchange']);
  });

  it('answers the button, list and form tabs: the named menus with their items as leaves', async () => {
    const buttons = await values('role-staff', { type: 'button', objectType: 'Role', moduleIds: 'm-permission-user,m-truck-reserve' });
    expect(buttons.list.map((node) => node.id)).toEqual(['sys-port']);
    const userMenu = everyNode(buttons.list).find((node) => node.id === 'm-permission-user');
    expect(userMenu?.children?.map((node) => node.id)).toEqual([
      'mi-user-btn_add',
      'mi-user-btn_edit',
      'mi-user-btn_remove',
      'mi-user-btn_export',
      'mi-user-btn_upload',
    ]);
    expect(userMenu?.children?.[0]).toEqual({
      id: 'mi-user-btn_add',
      fullName: '新增',
      icon: '',
      parentId: 'm-permission-user',
      type: 'button',
      hasChildren: false,
    });
    expect(buttons.all).toHaveLength(8);
    // the demo's grants are stored without a kind (itemType 'item'): read as the button they are
    expect(buttons.ids).toEqual(['mi-truck-btn_add']);
    const columns = await values('role-staff', { type: 'column', objectType: 'Role', moduleIds: 'm-permission-user' });
    expect(columns.all).toContain('mi-user-col-account');
    expect(columns.ids.sort()).toEqual(['mi-user-col-account', 'mi-user-col-realName']);
    const forms = await values('role-staff', { type: 'form', objectType: 'Role', moduleIds: 'm-permission-user,m-truck-reserve' });
    expect(forms.ids).toEqual(['mi-user-form-realName']);
    // a menu without items of the kind is not shown
    expect(everyNode(forms.list).some((node) => node.id === 'm-truck-reserve')).toBe(false);
  });

  it('answers the data-permission tab from the menus’ schemes, and saves them as resource grants', async () => {
    await t.services.db
      .insertInto('base_module_scheme')
      .values([
        { id: 'scheme-own', moduleId: 'm-permission-user', fullName: '本人创建', enCode: 'own', enabledMark: 1, sortCode: 1 },
        { id: 'scheme-off', moduleId: 'm-permission-user', fullName: '已停用', enCode: 'off', enabledMark: 0, sortCode: 2 },
      ])
      .execute();
    const role = await newRole();
    const before = await values(role, { type: 'resource', objectType: 'Role', moduleIds: 'm-permission-user' });
    expect(before.all).toEqual(['scheme-own']);
    expect(everyNode(before.list).find((node) => node.id === 'scheme-own')).toMatchObject({
      parentId: 'm-permission-user',
      fullName: '本人创建',
      type: 'resource',
    });
    expect(body(await admin.put(`/api/permission/Authority/Data/${role}`, { objectType: 'Role', resource: ['scheme-own'] }))).toMatchObject({
      code: 200,
      msg: '保存成功',
    });
    expect(await grantsOf('Role', role)).toEqual(['module:m-permission', 'module:m-permission-user', 'resource:scheme-own', 'system:sys-port']);
    expect((await values(role, { type: 'resource', objectType: 'Role', moduleIds: 'm-permission-user' })).ids).toEqual(['scheme-own']);
    // a disabled scheme is nothing to grant
    const refused = body(await admin.put(`/api/permission/Authority/Data/${role}`, { objectType: 'Role', resource: ['scheme-off'] }));
    expect(refused).toMatchObject({ code: 400, msg: UNKNOWN_ITEM });
  });

  it('saves in one call: a button brings its menu, the menus above and the system; kinds sent are replaced, others kept', async () => {
    const role = await newRole();
    const saved = body(
      await admin.put(`/api/permission/Authority/Data/${role}`, { objectType: 'Role', button: ['mi-user-btn_edit'], column: ['mi-user-col-account'] }),
    );
    expect(saved).toMatchObject({ code: 200, msg: '保存成功' });
    expect(await grantsOf('Role', role)).toEqual([
      'button:mi-user-btn_edit',
      'column:mi-user-col-account',
      'module:m-permission',
      'module:m-permission-user',
      'system:sys-port',
    ]);
    // The menu tab replaces the menus: the user page goes, the map comes; buttons and columns are not sent, so kept.
    expect(body(await admin.put(`/api/permission/Authority/Data/${role}`, { objectType: 'Role', systemIds: ['sys-port'], module: ['m-gis-map'] })).code).toBe(
      200,
    );
    expect(await grantsOf('Role', role)).toEqual([
      'button:mi-user-btn_edit',
      'column:mi-user-col-account',
      'module:m-gis',
      'module:m-gis-map',
      'system:sys-port',
    ]);
    // Everything sent empty: all gone.
    const empty = { objectType: 'Role', systemIds: [], module: [], button: [], column: [], form: [], resource: [] };
    expect(body(await admin.put(`/api/permission/Authority/Data/${role}`, empty)).code).toBe(200);
    expect(await grantsOf('Role', role)).toEqual([]);
  });

  it('replaces the demo’s kind-less grants too, and writes the kind', async () => {
    const role = await newRole();
    await t.services.db
      .insertInto('base_authorize')
      .values({ id: 'legacy-grant', objectType: 'Role', objectId: role, itemType: 'item', itemId: 'mi-user-btn_add' })
      .execute();
    expect(body(await admin.put(`/api/permission/Authority/Data/${role}`, { objectType: 'Role', button: ['mi-user-btn_remove'], module: [] })).code).toBe(200);
    expect(await grantsOf('Role', role)).toEqual(['button:mi-user-btn_remove', 'module:m-permission', 'module:m-permission-user', 'system:sys-port']);
  });

  it('refuses bodies that name nothing grantable, of another kind or a missing object with a translated 400, and changes nothing', async () => {
    const role = await newRole();
    await admin.put(`/api/permission/Authority/Data/${role}`, { objectType: 'Role', module: ['m-gis-map'] });
    const before = await allGrants();
    const put = (payload: object, objectId = role, language = 'zh-CN') =>
      admin.put(`/api/permission/Authority/Data/${objectId}`, payload, { 'accept-language': language });
    // one good id beside a bad one: nothing at all is written
    expect(body(await put({ objectType: 'Role', module: ['m-permission-user'], button: ['no-such-button'] }))).toMatchObject({ code: 400, msg: UNKNOWN_ITEM });
    expect(body(await put({ objectType: 'Role', button: ['m-permission-user'] }))).toMatchObject({ code: 400, msg: UNKNOWN_ITEM });
    expect(body(await put({ objectType: 'Role', systemIds: ['m-gis'] }))).toMatchObject({ code: 400, msg: UNKNOWN_ITEM });
    expect(body(await put({ objectType: 'Role', column: ['mi-user-btn_add'] }, role, 'en-US'))).toMatchObject({
      code: 400,
      msg: 'Something to be granted does not exist, is disabled or is not of the kind sent; refresh and try again',
    });
    expect(body(await put({ objectType: 'Role', button: ['mi-user-col-account'] }, role, 'zh-TW')).msg).toBe(
      '授權內容不存在、已停用或類型不符，請重新整理後重試',
    );
    expect(body(await put({ objectType: 'Role', module: ['m-gis-map'] }, 'no-such-role'))).toMatchObject({ code: 400, msg: '数据不存在' });
    expect(body(await put({ objectType: 'User', module: ['m-gis-map'] }, role))).toMatchObject({ code: 400, msg: '数据不存在' });
    for (const bad of [
      { module: ['m-gis-map'] },
      { objectType: 'Group', module: [] },
      { objectType: 'Role', module: 'm-gis-map' },
      { objectType: 'Role', button: [''] },
    ]) {
      const answer = body(await put(bad));
      expect(answer.code, JSON.stringify(bad)).toBe(400);
      expect(answer.msg).toMatch(/^请求参数不正确/);
    }
    expect(body(await put({ objectType: 'Group' }, role, 'en-US')).msg).toMatch(/^The request is not valid/);
    expect(body(await admin.post(`/api/permission/Authority/Data/${role}/Values`, { type: 'menu' })).msg).toMatch(/^请求参数不正确/);
    expect(await allGrants()).toEqual(before);
  });

  it('adds a batch of grants to roles, positions and users at once, taking nothing away', async () => {
    const role = await newRole();
    await admin.put(`/api/permission/Authority/Data/${role}`, { objectType: 'Role', module: ['m-gis-map'] });
    const answer = body(
      await admin.post('/api/permission/Authority/Data/Batch', {
        roleIds: [role],
        positionIds: ['pos-it-head'],
        userIds: ['user-tourist'],
        button: ['mi-truck-btn_edit'],
      }),
    );
    expect(answer).toMatchObject({ code: 200, msg: '保存成功' });
    expect(await grantsOf('Role', role)).toEqual([
      'button:mi-truck-btn_edit',
      'module:m-gis',
      'module:m-gis-map',
      'module:m-truck',
      'module:m-truck-reserve',
      'system:sys-port',
    ]);
    for (const [type, id] of [
      ['Position', 'pos-it-head'],
      ['User', 'user-tourist'],
    ])
      expect(await grantsOf(type, id)).toEqual(['button:mi-truck-btn_edit', 'module:m-truck', 'module:m-truck-reserve', 'system:sys-port']);
    // Again: nothing doubles.
    await admin.post('/api/permission/Authority/Data/Batch', { roleIds: [role], button: ['mi-truck-btn_edit'] });
    expect(await grantsOf('Role', role)).toHaveLength(6);
    const before = await allGrants();
    expect(body(await admin.post('/api/permission/Authority/Data/Batch', { button: ['mi-truck-btn_edit'] }))).toMatchObject({
      code: 400,
      msg: '请选择授权对象',
    });
    expect(body(await admin.post('/api/permission/Authority/Data/Batch', { roleIds: [role, 'no-such-role'], module: ['m-gis-map'] }))).toMatchObject({
      code: 400,
      msg: '数据不存在',
    });
    expect(body(await admin.post('/api/permission/Authority/Data/Batch', { roleIds: [role], module: ['no-such-menu'] }))).toMatchObject({
      code: 400,
      msg: UNKNOWN_ITEM,
    });
    expect(await allGrants()).toEqual(before);
  });

  it('answers and sets who holds one thing (Model)', async () => {
    const model = async (itemId: string, objectType: string) => {
      const answer = body<{ ids: string[]; all: { id: string; fullName: string; enCode: string }[] }>(
        await admin.get(`/api/permission/Authority/Model/${itemId}/${objectType}`),
      );
      expect(answer.code).toBe(200);
      return answer.data as { ids: string[]; all: { id: string; fullName: string; enCode: string }[] };
    };
    const roles = await model('m-permission-user', 'Role');
    expect(roles.ids).toEqual(expect.arrayContaining(['role-admin', 'role-company-admin', 'role-staff']));
    expect(roles.ids).not.toContain('role-tourist');
    expect(roles.all).toContainEqual({ id: 'role-tourist', fullName: '游客', enCode: 'tourist' });
    expect((await model('mi-user-col-account', 'Role')).ids).toEqual(expect.arrayContaining(['role-staff']));
    expect((await model('m-system-area', 'User')).all).toContainEqual({ id: 'user-staff', fullName: '李操作/staff', enCode: 'staff' });

    expect((await model('m-system-area', 'Position')).ids).toEqual([]);
    const set = (objectId: string[]) => admin.put('/api/permission/Authority/Model/m-system-area', { objectType: 'Position', objectId });
    expect(body(await set(['pos-operator', 'pos-it-head']))).toMatchObject({ code: 200, msg: '保存成功' });
    expect((await model('m-system-area', 'Position')).ids.sort()).toEqual(['pos-it-head', 'pos-operator']);
    // the menu brings its catalogue and system along
    expect(await grantsOf('Position', 'pos-operator')).toEqual(expect.arrayContaining(['module:m-system', 'module:m-system-area', 'system:sys-port']));
    expect(body(await set(['pos-it-head'])).code).toBe(200);
    expect((await model('m-system-area', 'Position')).ids).toEqual(['pos-it-head']);
    expect(await grantsOf('Position', 'pos-operator')).not.toContain('module:m-system-area');

    const before = await allGrants();
    expect(body(await admin.get('/api/permission/Authority/Model/no-such-item/Role'))).toMatchObject({ code: 400, msg: '数据不存在' });
    expect(body(await admin.put('/api/permission/Authority/Model/no-such-item', { objectType: 'Role', objectId: [] }))).toMatchObject({
      code: 400,
      msg: UNKNOWN_ITEM,
    });
    expect(body(await set(['no-such-position']))).toMatchObject({ code: 400, msg: '数据不存在' });
    expect(body(await admin.put('/api/permission/Authority/Model/m-system-area', { objectType: 'Position' })).msg).toMatch(/^请求参数不正确/);
    expect(body(await admin.get('/api/permission/Authority/Model/m-system-area/Group')).code).toBe(400);
    expect(await allGrants()).toEqual(before);
  });
});
