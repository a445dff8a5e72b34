import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';

type Caller = ReturnType<typeof as>;
interface Node {
  id: string;
  children?: Node[];
}
interface Values {
  list: Node[];
  ids: string[];
  all: string[];
}

const DENIED = { code: 401, msg: '没有访问权限，请联系管理员授权' };
const everyNode = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.id, ...everyNode(node.children ?? [])]);

/**
 * The rank rule on the authority routes (docs/security/rank-rule.md): `manager`, the company
 * administrator of org-terminal (scope org-terminal + org-ops), authorises only roles, positions
 * and users of that scope, never a system administrator or a global role, hands out only what
 * they hold (not the system configuration page, not the user page's export button), sees only
 * that in the tabs, and a save of theirs leaves in place what they do not hold. `staff` holds no
 * role page and reaches none of the routes. Every refusal changes nothing.
 */
describe.each(databases())('authority routes and the rank rule on %s', (target) => {
  let t: TestApp;
  let admin: Caller;
  let manager: Caller;
  let staff: Caller;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager', 'staff');
    t = signed.t;
    admin = as(t.app, signed.admin);
    manager = as(t.app, signed.manager);
    staff = as(t.app, signed.staff);
    await t.services.db
      .insertInto('base_role')
      .values({
        id: 'role-terminal-clerk',
        fullName: '码头文员',
        enCode: 'terminalClerk',
        type: 'rtype-business',
        globalMark: 0,
        organizeIdsTree: JSON.stringify([['org-group', 'org-terminal']]),
        enabledMark: 1,
        sortCode: 0,
        description: '',
      })
      .execute();
    // A clerk of 操作部 with a position there and no role: someone the manager may act on, whatever the demo's roles hold.
    await t.services.db
      .insertInto('base_user')
      .values({ id: 'user-clerk', account: 'clerk', realName: '张文员', organizeId: 'org-ops', isAdministrator: 0, enabledMark: 1, sortCode: 0 })
      .execute();
    await t.services.db
      .insertInto('base_position')
      .values({
        id: 'pos-clerk',
        organizeId: 'org-ops',
        fullName: '文员',
        enCode: 'clerk',
        type: 'ptype-operate',
        enabledMark: 1,
        sortCode: 0,
        description: '',
      })
      .execute();
    await t.services.db
      .insertInto('base_user_relation')
      .values({ id: 'rel-clerk', userId: 'user-clerk', objectType: 'Position', objectId: 'pos-clerk', sortCode: 0 })
      .execute();
  });
  afterAll(async () => t?.close());

  const grants = () => t.services.db.selectFrom('base_authorize').selectAll().orderBy('id').execute();
  const grantsOf = async (objectId: string) =>
    (await t.services.db.selectFrom('base_authorize').select(['itemType', 'itemId']).where('objectId', '=', objectId).execute())
      .map((row) => `${row.itemType}:${row.itemId}`)
      .sort();
  /** Runs requests that must each be refused with the rank's 401, and checks no grant changed. */
  const allRefused = async (...requests: (() => ReturnType<Caller['get']>)[]) => {
    const before = await grants();
    for (const [index, request] of requests.entries()) expect(body(await request()), `request ${index}`).toMatchObject(DENIED);
    expect(await grants()).toEqual(before);
  };

  it('refuses a caller without the role page every route', async () => {
    await allRefused(
      () => staff.post('/api/permission/Authority/Data/role-staff/Values', { type: 'system', objectType: 'Role' }),
      () => staff.put('/api/permission/Authority/Data/role-staff', { objectType: 'Role', module: ['m-gis-map'] }),
      () => staff.post('/api/permission/Authority/Data/Batch', { userIds: ['user-staff'], module: ['m-gis-map'] }),
      () => staff.get('/api/permission/Authority/Model/m-gis-map/Role'),
      () => staff.put('/api/permission/Authority/Model/m-gis-map', { objectType: 'Role', objectId: ['role-staff'] }),
    );
  });

  it('refuses the manager anything they do not hold, and nothing is written', async () => {
    await allRefused(
      () => manager.put('/api/permission/Authority/Data/role-terminal-clerk', { objectType: 'Role', module: ['m-gis-map', 'm-system-config'] }),
      () => manager.put('/api/permission/Authority/Data/role-terminal-clerk', { objectType: 'Role', button: ['mi-user-btn_export'] }),
      () => manager.put('/api/permission/Authority/Data/role-terminal-clerk', { objectType: 'Role', systemIds: ['sys-exchange'] }),
      () => manager.put('/api/permission/Authority/Data/user-clerk', { objectType: 'User', module: ['m-onlinedev-web'] }),
      () => manager.post('/api/permission/Authority/Data/Batch', { roleIds: ['role-terminal-clerk'], module: ['m-system-log'] }),
      () => manager.put('/api/permission/Authority/Model/m-system-config', { objectType: 'Role', objectId: ['role-terminal-clerk'] }),
      () => manager.get('/api/permission/Authority/Model/m-system-config/Role'),
    );
  });

  it('refuses the manager a system administrator, a global role and anything outside the scope', async () => {
    await allRefused(
      () => manager.post('/api/permission/Authority/Data/user-admin/Values', { type: 'module', objectType: 'User' }),
      () => manager.put('/api/permission/Authority/Data/user-admin', { objectType: 'User', module: [] }),
      () => manager.put('/api/permission/Authority/Data/role-admin', { objectType: 'Role', module: ['m-gis-map'] }),
      () => manager.put('/api/permission/Authority/Data/role-tourist', { objectType: 'Role', module: ['m-gis-map'] }),
      // the IT department lies outside the terminal company
      () => manager.put('/api/permission/Authority/Data/pos-it-head', { objectType: 'Position', module: ['m-gis-map'] }),
      () => manager.put('/api/permission/Authority/Data/user-tourist', { objectType: 'User', module: ['m-gis-map'] }),
      () => manager.post('/api/permission/Authority/Data/Batch', { userIds: ['user-clerk', 'user-admin'], module: ['m-gis-map'] }),
      () => manager.put('/api/permission/Authority/Model/m-gis-map', { objectType: 'User', objectId: ['user-admin'] }),
    );
  });

  it('lets the manager authorise inside the scope with what they hold', async () => {
    expect(body(await manager.put('/api/permission/Authority/Data/pos-clerk', { objectType: 'Position', button: ['mi-truck-btn_edit'] })).code).toBe(200);
    expect(await grantsOf('pos-clerk')).toEqual(['button:mi-truck-btn_edit', 'module:m-truck', 'module:m-truck-reserve', 'system:sys-port']);
    expect(
      body(await manager.post('/api/permission/Authority/Data/Batch', { userIds: ['user-clerk'], positionIds: ['pos-clerk'], module: ['m-gis-map'] })).code,
    ).toBe(200);
    expect(await grantsOf('user-clerk')).toEqual(['module:m-gis', 'module:m-gis-map', 'system:sys-port']);
    // A data scheme of a menu the manager sees all the data of is theirs to hand out; one of another menu is not.
    const scheme = (id: string, moduleId: string, allData: number) => ({
      id,
      moduleId,
      fullName: id,
      enCode: id.replace(/-/g, ''),
      allData,
      enabledMark: 1,
      sortCode: 0,
    });
    await t.services.db
      .insertInto('base_module_scheme')
      .values([scheme('scheme-map-all', 'm-gis-map', 1), scheme('scheme-map-part', 'm-gis-map', 0), scheme('scheme-truck-part', 'm-truck-reserve', 0)])
      .execute();
    await t.services.db
      .insertInto('base_authorize')
      .values({ id: 'grant-map-all', objectType: 'Role', objectId: 'role-company-admin', itemType: 'resource', itemId: 'scheme-map-all' })
      .execute();
    expect(body(await manager.put('/api/permission/Authority/Data/user-clerk', { objectType: 'User', resource: ['scheme-map-part'] })).code).toBe(200);
    expect(await grantsOf('user-clerk')).toContain('resource:scheme-map-part');
    await allRefused(() => manager.put('/api/permission/Authority/Data/user-clerk', { objectType: 'User', resource: ['scheme-truck-part'] }));
    // the Model choices: only what the manager may authorise
    const model = body<{ ids: string[]; all: { id: string }[] }>(await manager.get('/api/permission/Authority/Model/m-permission-user/Role')).data;
    const choices = model?.all.map((role) => role.id) ?? [];
    expect(choices).toEqual(expect.arrayContaining(['role-company-admin', 'role-terminal-clerk']));
    expect(choices).not.toContain('role-admin');
    expect(choices).not.toContain('role-tourist');
    expect(model?.ids).not.toContain('role-admin');
    const users = body<{ all: { id: string }[] }>(await manager.get('/api/permission/Authority/Model/m-gis-map/User')).data?.all.map((user) => user.id) ?? [];
    expect(users).toEqual(expect.arrayContaining(['user-manager', 'user-clerk']));
    expect(users).not.toContain('user-admin');
    expect(users).not.toContain('user-tourist');
  });

  it('shows the manager only what they hold, and their save leaves the rest in place', async () => {
    // The system administrator gives the clerk role what the manager lacks beside a page the manager holds.
    expect(
      body(
        await admin.put('/api/permission/Authority/Data/role-terminal-clerk', {
          objectType: 'Role',
          systemIds: ['sys-port', 'sys-exchange'],
          module: ['m-system-config', 'm-permission-user', 'm-x-log'],
          button: ['mi-user-btn_export', 'mi-user-btn_add'],
        }),
      ).code,
    ).toBe(200);

    const values = async (payload: object) =>
      body<Values>(await manager.post('/api/permission/Authority/Data/role-terminal-clerk/Values', { objectType: 'Role', ...payload })).data as Values;
    const systems = await values({ type: 'system' });
    expect(systems.all).toEqual(['sys-port']);
    expect(systems.ids).toEqual(['sys-port']);
    const menus = await values({ type: 'module' });
    expect(menus.all).not.toContain('m-system-config');
    expect(everyNode(menus.list)).not.toContain('m-system-config');
    expect(everyNode(menus.list)).not.toContain('m-x-log');
    expect(menus.ids).toContain('m-permission-user');
    expect(menus.ids).not.toContain('m-system-config');
    const buttons = await values({ type: 'button', moduleIds: 'm-permission-user' });
    expect(buttons.all).not.toContain('mi-user-btn_export');
    expect(buttons.ids).toEqual(['mi-user-btn_add']);

    // The manager's save of every kind keeps what they cannot see (the catalogue 系统管理 above the
    // configuration page they hold, so it goes; 交换监控 above 交换日志 they do not).
    const saved = await manager.put('/api/permission/Authority/Data/role-terminal-clerk', {
      objectType: 'Role',
      systemIds: ['sys-port'],
      module: ['m-gis-map'],
      button: [],
      column: [],
      form: [],
      resource: [],
    });
    expect(body(saved).code).toBe(200);
    expect(await grantsOf('role-terminal-clerk')).toEqual([
      'button:mi-user-btn_export',
      'module:m-gis',
      'module:m-gis-map',
      'module:m-system-config',
      'module:m-x-log',
      'module:m-x-root',
      'system:sys-exchange',
      'system:sys-port',
    ]);
    // Model: the manager cannot take away the clerk's export button, nor see who holds it.
    await allRefused(() => manager.put('/api/permission/Authority/Model/mi-user-btn_export', { objectType: 'Role', objectId: [] }));
  });

  it('leaves holders the manager may not authorise as they are when setting a thing’s holders', async () => {
    expect(body(await manager.put('/api/permission/Authority/Model/m-gis-map', { objectType: 'Role', objectId: ['role-terminal-clerk'] })).code).toBe(200);
    const holders = body<{ ids: string[] }>(await admin.get('/api/permission/Authority/Model/m-gis-map/Role')).data?.ids ?? [];
    // the system administrator's role keeps it; the manager's own role loses it
    expect(holders).toEqual(expect.arrayContaining(['role-admin', 'role-terminal-clerk']));
    expect(holders).not.toContain('role-company-admin');
  });
});
