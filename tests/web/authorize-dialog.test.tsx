import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, sessionStore, setSessionToken } from '../../src/lib/auth/session-store.ts';
import type { CurrentUserResponse, MenuItem } from '../../src/lib/auth/current-user-types.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../src/crud/entity-list-page.tsx';
import { registerFeatureScreens } from '../../src/app/feature-screens.ts';
import { registerPickers } from '../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';

// Issue 15 point 1: 权限 on the role, position and user rows opens the authorise steps of that
// object (系统权限 … 数据权限), each tree read with what the steps before chose, saved in one PUT,
// against the real app in-process. Each test gets a fresh app: they change grants.
// Each test walks six steps, each a request and a tree of up to a hundred rows: generous limits for a
// machine running the suite on two cores (nothing here asserts a duration). Set before the server's hooks.
vi.setConfig({ testTimeout: 60000, hookTimeout: 60000 });
const { server, forward, app } = setUpInProcessServer({ fresh: 'test' });

beforeAll(() => {
  registerPickers();
  registerFormRuntime();
  // the row actions as the composition root hands them in
  registerFeatureScreens();
});
beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  storageSet('language', 'zh');
});

async function signIn(account = 'admin', path = '/permission/role') {
  const login = await request<{ token: string }>({
    url: '/api/oauth/Login',
    method: 'POST',
    form: true,
    data: { account, password: md5Hex('Portside2026') },
  });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
  await loadCurrentUser(path);
}

/** What an object holds, by kind, as stored (the demo's item grants carry itemType 'item'). */
async function stored(objectType: string, objectId: string): Promise<{ itemType: string; itemId: string }[]> {
  const rows = await app()
    .services.db.selectFrom('base_authorize')
    .select(['itemType', 'itemId'])
    .where('objectType', '=', objectType)
    .where('objectId', '=', objectId)
    .execute();
  return rows.map((row) => ({ itemType: String(row.itemType), itemId: String(row.itemId) }));
}
const idsOf = (rows: { itemId: string }[]) => rows.map((row) => row.itemId).sort();

async function renderList(name: 'role' | 'position' | 'user', modelId: string) {
  const resource = resources[name];
  if (!resource) throw new Error(`no ${name} resource`);
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
      <EntityListPage resource={resource} modelId={modelId} />
    </AdminContext>,
  );
  await screen.findAllByTestId('entity-row', undefined, { timeout: 10000 });
}

async function rowOf(text: string): Promise<HTMLElement> {
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = screen.getAllByTestId('entity-row').find((tr) => within(tr).queryByText(text) !== null);
    expect(row).toBeDefined();
  });
  return row as HTMLElement;
}

/** The dialog's current tree once loaded. */
async function treeOf(dialog: HTMLElement, kind: string): Promise<HTMLElement> {
  return within(dialog).findByTestId(`authorize-tree-${kind}`, undefined, { timeout: 10000 });
}

/** A node of a tree by its id: its row and check state. */
function nodeOf(tree: HTMLElement, id: string): HTMLElement {
  const node = within(tree)
    .getAllByTestId('authorize-node')
    .find((row) => row.dataset.id === id);
  if (!node) throw new Error(`no node ${id}`);
  return node;
}
const stateOf = (tree: HTMLElement, id: string) => nodeOf(tree, id).dataset.state;
const check = (tree: HTMLElement, id: string) => fireEvent.click(within(nodeOf(tree, id)).getByRole('checkbox'));
const next = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByTestId('authorize-next'));

async function openFor(text: string): Promise<HTMLElement> {
  // the row action's code loads when first shown (src/app/feature-screens.ts)
  fireEvent.click(await within(await rowOf(text)).findByTestId('authorize-open', undefined, { timeout: 10000 }));
  return screen.findByTestId('authorize-dialog');
}

describe('权限 on a role row (issue 15 point 1)', () => {
  it('walks the six steps from what the role holds, grants a button and a column, and saves every tab in one PUT', async () => {
    await signIn();
    const before = await stored('Role', 'role-staff');
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/permission/Authority/Data/:objectId', async ({ request: call }) => {
        sent.push({ objectId: new URL(call.url).pathname.split('/').pop(), ...((await call.clone().json()) as Record<string, unknown>) });
        return undefined;
      }),
    );
    await renderList('role', 'm-permission-role');
    const dialog = await openFor('普通用户');
    expect(within(dialog).getByText('角色权限 - 普通用户')).toBeInTheDocument();
    // the step bar of spec §6
    for (const label of ['系统权限', '菜单权限', '按钮权限', '列表权限', '表单权限', '数据权限']) expect(within(dialog).getByText(label)).toBeInTheDocument();

    // 系统权限: staff holds the port platform only.
    const systems = await treeOf(dialog, 'system');
    expect(stateOf(systems, 'sys-port')).toBe('checked');
    expect(stateOf(systems, 'sys-exchange')).toBe('none');
    expect(within(dialog).getByTestId('authorize-save')).toBeDisabled();
    expect(within(dialog).getByTestId('authorize-prev')).toBeDisabled();

    // 菜单权限: the port platform's menus; 用户管理 held, its directory 权限管理 half checked.
    next(dialog);
    const menus = await treeOf(dialog, 'module');
    expect(stateOf(menus, 'm-permission-user')).toBe('checked');
    expect(stateOf(menus, 'm-permission')).toBe('half');
    expect(stateOf(menus, 'm-permission-role')).toBe('none');
    expect(stateOf(menus, 'sys-port')).toBe('half');
    // the second system was not chosen: its menus are not offered
    expect(within(menus).queryByText('交换监控')).toBeNull();

    // 按钮权限: the chosen menus' buttons; staff holds 车辆预约's 新增 only.
    next(dialog);
    const buttons = await treeOf(dialog, 'button');
    expect(stateOf(buttons, 'mi-truck-btn_add')).toBe('checked');
    expect(stateOf(buttons, 'mi-user-btn_export')).toBe('none');
    check(buttons, 'mi-user-btn_export');
    expect(stateOf(buttons, 'mi-user-btn_export')).toBe('checked');
    // checking a button shows its menu checked in part
    expect(stateOf(buttons, 'm-permission-user')).toBe('half');

    // 列表权限: 账户 and 姓名 held; 手机 added.
    next(dialog);
    const columns = await treeOf(dialog, 'column');
    expect(stateOf(columns, 'mi-user-col-account')).toBe('checked');
    expect(stateOf(columns, 'mi-user-col-mobilePhone')).toBe('none');
    check(columns, 'mi-user-col-mobilePhone');

    next(dialog);
    const forms = await treeOf(dialog, 'form');
    expect(stateOf(forms, 'mi-user-form-realName')).toBe('checked');
    next(dialog);
    await treeOf(dialog, 'resource');
    expect(within(dialog).getByTestId('authorize-next')).toBeDisabled();
    fireEvent.click(within(dialog).getByTestId('authorize-save'));
    await waitFor(() => expect(screen.queryByTestId('authorize-dialog')).toBeNull(), { timeout: 10000 });

    // one PUT with every tab: the systems, the menus with their directories, the items of each kind
    expect(sent).toHaveLength(1);
    const body = sent[0] as { objectId: string; objectType: string; systemIds: string[]; module: string[]; button: string[]; column: string[]; form: string[] };
    expect(body.objectId).toBe('role-staff');
    expect(body.objectType).toBe('Role');
    expect(body.systemIds).toEqual(['sys-port']);
    expect(body.module).toEqual(expect.arrayContaining(['m-permission', 'm-permission-user', 'm-truck', 'm-truck-reserve']));
    expect(body.module).not.toContain('sys-port');
    expect([...body.button].sort()).toEqual(['mi-truck-btn_add', 'mi-user-btn_export']);
    expect([...body.column].sort()).toEqual(['mi-user-col-account', 'mi-user-col-mobilePhone', 'mi-user-col-realName']);
    expect(body.form).toEqual(['mi-user-form-realName']);

    // stored: what the role held, the new button and column, and the directories above its menus (the server normalises)
    const after = idsOf(await stored('Role', 'role-staff'));
    const held = new Set(idsOf(before));
    expect(held.size).toBeGreaterThan(0);
    expect(after.filter((id) => !held.has(id))).toEqual(
      ['m-container', 'm-gis', 'm-permission', 'm-tally', 'm-truck', 'm-workflow', 'm-yard', 'mi-user-btn_export', 'mi-user-col-mobilePhone'].sort(),
    );
    expect(idsOf(before).filter((id) => !after.includes(id))).toEqual([]);
  });

  it('checks a menu’s items with it, unchecks them all, and folds the tree', async () => {
    await signIn();
    await renderList('role', 'm-permission-role');
    const dialog = await openFor('普通用户');
    await treeOf(dialog, 'system');
    next(dialog);
    await treeOf(dialog, 'module');
    next(dialog);
    const buttons = await treeOf(dialog, 'button');
    const userButtons = ['mi-user-btn_add', 'mi-user-btn_edit', 'mi-user-btn_remove', 'mi-user-btn_export', 'mi-user-btn_upload'];
    check(buttons, 'm-permission-user');
    for (const id of userButtons) expect(stateOf(buttons, id)).toBe('checked');
    expect(stateOf(buttons, 'm-permission-user')).toBe('checked');
    check(buttons, 'mi-user-btn_remove');
    expect(stateOf(buttons, 'm-permission-user')).toBe('half');

    fireEvent.click(within(buttons).getByTestId('authorize-uncheck-all'));
    expect(
      within(buttons)
        .getAllByTestId('authorize-node')
        .every((node) => node.dataset.state === 'none'),
    ).toBe(true);
    fireEvent.click(within(buttons).getByTestId('authorize-check-all'));
    expect(
      within(buttons)
        .getAllByTestId('authorize-node')
        .every((node) => node.dataset.state === 'checked'),
    ).toBe(true);

    // 折叠全部 leaves the roots; 展开全部 shows every node again
    const all = within(buttons).getAllByTestId('authorize-node').length;
    fireEvent.click(within(buttons).getByTestId('authorize-collapse-all'));
    expect(
      within(buttons)
        .getAllByTestId('authorize-node')
        .map((node) => node.dataset.id),
    ).toEqual(['sys-port']);
    fireEvent.click(within(buttons).getByTestId('authorize-expand-all'));
    expect(within(buttons).getAllByTestId('authorize-node')).toHaveLength(all);

    // back to 菜单权限: unchecking 用户管理 takes its buttons out of the next tree; checking it again brings back the choice
    fireEvent.click(within(dialog).getByTestId('authorize-prev'));
    const menus = await treeOf(dialog, 'module');
    check(menus, 'm-permission-user');
    next(dialog);
    await waitFor(() => expect(within(dialog).queryByText('导出')).toBeNull());
    expect(stateOf(await treeOf(dialog, 'button'), 'mi-truck-btn_add')).toBe('checked');
  });

  it('refreshes the signed-in user’s menu and permissions when their own role changes', async () => {
    await signIn();
    let currentUserCalls = 0;
    server.use(
      http.get('*/api/oauth/CurrentUser', () => {
        currentUserCalls += 1;
        return undefined;
      }),
    );
    await renderList('role', 'm-permission-role');
    // the administrator's own role: saving it reads their menu again
    const dialog = await openFor('系统管理员');
    for (const kind of ['system', 'module', 'button', 'column', 'form']) {
      await treeOf(dialog, kind);
      next(dialog);
    }
    await treeOf(dialog, 'resource');
    fireEvent.click(within(dialog).getByTestId('authorize-save'));
    await waitFor(() => expect(currentUserCalls).toBe(1), { timeout: 10000 });
    expect(sessionStore.getSnapshot().menuList.length).toBeGreaterThan(0);

    // another role's change leaves the session alone
    const other = await openFor('普通用户');
    for (const kind of ['system', 'module', 'button', 'column', 'form']) {
      await treeOf(other, kind);
      next(other);
    }
    await treeOf(other, 'resource');
    fireEvent.click(within(other).getByTestId('authorize-save'));
    await waitFor(() => expect(screen.queryByTestId('authorize-dialog')).toBeNull(), { timeout: 10000 });
    expect(currentUserCalls).toBe(1);
  });
});

describe('a tree that fails to load', () => {
  it('says so and asks again only on 重试', async () => {
    await signIn();
    let asked = 0;
    server.use(
      http.post('*/api/permission/Authority/Data/:objectId/Values', () => {
        asked += 1;
        // the first question fails as a refused request does; later ones reach the real app
        return asked === 1 ? HttpResponse.json({ code: 500, msg: '服务器异常' }) : undefined;
      }),
    );
    await renderList('role', 'm-permission-role');
    const dialog = await openFor('普通用户');
    const failed = await within(dialog).findByTestId('authorize-load-failed', undefined, { timeout: 10000 });
    expect(within(failed).getByText('加载失败')).toBeInTheDocument();
    expect(within(dialog).getByTestId('authorize-next')).toBeDisabled();
    expect(asked).toBe(1);
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect(stateOf(await treeOf(dialog, 'system'), 'sys-port')).toBe('checked');
    expect(asked).toBe(2);
  });
});

describe('权限 on position and user rows', () => {
  it('authorises a position and a user with their own titles and object types', async () => {
    await signIn();
    const sent: { objectType?: string }[] = [];
    server.use(
      http.put('*/api/permission/Authority/Data/:objectId', async ({ request: call }) => {
        sent.push((await call.clone().json()) as { objectType?: string });
        return undefined;
      }),
    );
    await renderList('position', 'm-permission-position');
    const position = await openFor('操作员');
    expect(within(position).getByText('岗位权限 - 操作员')).toBeInTheDocument();
    const systems = await treeOf(position, 'system');
    check(systems, 'sys-port');
    next(position);
    const menus = await treeOf(position, 'module');
    check(menus, 'm-yard-stock');
    for (const kind of ['button', 'column', 'form', 'resource']) {
      next(position);
      await treeOf(position, kind);
    }
    fireEvent.click(within(position).getByTestId('authorize-save'));
    await waitFor(() => expect(screen.queryByTestId('authorize-dialog')).toBeNull(), { timeout: 10000 });
    expect(sent).toEqual([expect.objectContaining({ objectType: 'Position', systemIds: ['sys-port'], module: ['m-yard', 'm-yard-stock'] })]);
    expect(idsOf(await stored('Position', 'pos-operator'))).toEqual(['m-yard', 'm-yard-stock', 'sys-port']);
  });

  it('names a user as name/account', async () => {
    await signIn('admin', '/permission/user');
    await renderList('user', 'm-permission-user');
    const dialog = await openFor('staff');
    expect(within(dialog).getByText('用户权限 - 李操作/staff')).toBeInTheDocument();
    expect(await treeOf(dialog, 'system')).toBeInTheDocument();
  });
});

/** Drops btn_edit from a page's grants and turns its button check on. */
const withoutEdit =
  (page: string) =>
  (answer: CurrentUserResponse): CurrentUserResponse => {
    const flag = (menus: MenuItem[]): MenuItem[] =>
      menus.map((menu) => ({ ...menu, ...(menu.id === page ? { isButtonAuthorize: 1 } : {}), children: menu.children ? flag(menu.children) : menu.children }));
    return {
      ...answer,
      menuList: flag(answer.menuList ?? []),
      routerList: [],
      permissionList: (answer.permissionList ?? []).map((entry) =>
        entry.modelId === page ? { ...entry, button: (entry.button ?? []).filter((item) => item.enCode !== 'btn_edit') } : entry,
      ),
    };
  };

describe('who sees 权限', () => {
  it('is hidden from a user whose role page grants no btn_edit', async () => {
    server.use(
      http.get('*/api/oauth/CurrentUser', async ({ request: call }) => {
        const answer = (await (await forward(call)).json()) as { code: number; data: CurrentUserResponse };
        return HttpResponse.json({ ...answer, data: withoutEdit('m-permission-role')(answer.data) });
      }),
    );
    await signIn();
    await renderList('role', 'm-permission-role');
    await rowOf('普通用户');
    expect(screen.queryByTestId('authorize-open')).toBeNull();
    expect(screen.queryByTestId('authorize-batch-open')).toBeNull();
  });
});
