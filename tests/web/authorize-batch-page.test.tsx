import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { http } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../src/crud/entity-list-page.tsx';
import { registerFeatureScreens } from '../../src/app/feature-screens.ts';
import { registerPickers } from '../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import { AuthorizePage } from '../../src/features/authorize/authorize-page.tsx';

// Issue 15 point 1: 批量授权 on the role list (the six trees and 选择角色, one POST Batch that adds
// to every chosen role, position and user) and the 权限授权 page (pick an object, authorise it
// inline), against the real app in-process. Each test gets a fresh app: they change grants.
vi.setConfig({ testTimeout: 60000, hookTimeout: 60000 });
const { server, app } = setUpInProcessServer({ fresh: 'test' });

beforeAll(() => {
  registerPickers();
  registerFormRuntime();
  registerFeatureScreens();
});
beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  storageSet('language', 'zh');
  const login = await request<{ token: string }>({
    url: '/api/oauth/Login',
    method: 'POST',
    form: true,
    data: { account: 'admin', password: md5Hex('Portside2026') },
  });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
  await loadCurrentUser('/permission/role');
});

async function held(objectType: string, objectId: string): Promise<string[]> {
  const rows = await app()
    .services.db.selectFrom('base_authorize')
    .select('itemId')
    .where('objectType', '=', objectType)
    .where('objectId', '=', objectId)
    .execute();
  return rows.map((row) => String(row.itemId));
}

const treeOf = (within_: HTMLElement, kind: string) => within(within_).findByTestId(`authorize-tree-${kind}`, undefined, { timeout: 10000 });
function check(tree: HTMLElement, id: string) {
  const node = within(tree)
    .getAllByTestId('authorize-node')
    .find((row) => row.dataset.id === id);
  if (!node) throw new Error(`no node ${id}`);
  fireEvent.click(within(node).getByRole('checkbox'));
}
const next = (steps: HTMLElement) => fireEvent.click(within(steps).getByTestId('authorize-next'));

/** Chooses the second system's log menu and walks on through the item trees. */
async function grantExchangeLog(steps: HTMLElement) {
  check(await treeOf(steps, 'system'), 'sys-exchange');
  next(steps);
  check(await treeOf(steps, 'module'), 'm-x-log');
  for (const kind of ['button', 'column', 'form', 'resource']) {
    next(steps);
    await treeOf(steps, kind);
  }
}

/** A choice of the 选择角色 step or the page's list, by its id. */
async function choice(list: HTMLElement, id: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = within(list)
      .getAllByTestId('authorize-choice')
      .find((row) => row.dataset.id === id);
    expect(found).toBeDefined();
  });
  return found as HTMLElement;
}

async function renderRoles() {
  const role = resources.role;
  if (!role) throw new Error('no role resource');
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
      <EntityListPage resource={role} modelId="m-permission-role" />
      <Notification />
    </AdminContext>,
  );
  fireEvent.click(await screen.findByTestId('authorize-batch-open', undefined, { timeout: 10000 }));
  return screen.findByTestId('authorize-batch-dialog');
}

describe('批量授权 (issue 15 point 1)', () => {
  it('adds the chosen grants to the chosen roles, positions and users in one call, taking nothing away', async () => {
    const sent: Record<string, string[]>[] = [];
    server.use(
      http.post('*/api/permission/Authority/Data/Batch', async ({ request: call }) => {
        sent.push((await call.clone().json()) as Record<string, string[]>);
        return undefined;
      }),
    );
    const staffBefore = await held('Role', 'role-staff');
    const dialog = await renderRoles();
    expect(within(dialog).getByText('选择角色')).toBeInTheDocument();
    // a batch grant only adds: no tree starts from anyone's holdings
    const systems = await treeOf(dialog, 'system');
    expect(
      within(systems)
        .getAllByTestId('authorize-node')
        .every((node) => node.dataset.state === 'none'),
    ).toBe(true);
    await grantExchangeLog(dialog);

    next(dialog);
    const objects = await within(dialog).findByTestId('authorize-objects');
    expect(within(dialog).getByTestId('authorize-save')).toBeEnabled();
    // nobody chosen: refused before any call
    fireEvent.click(within(dialog).getByTestId('authorize-save'));
    expect(await screen.findByText('请至少选择一个角色、岗位或用户')).toBeInTheDocument();
    expect(sent).toEqual([]);

    fireEvent.click(await choice(within(objects).getByTestId('authorize-roles'), 'role-staff'));
    fireEvent.click(await choice(within(objects).getByTestId('authorize-positions'), 'pos-operator'));
    fireEvent.change(within(objects).getByTestId('authorize-user-keyword'), { target: { value: 'manager' } });
    fireEvent.click(within(objects).getByTestId('authorize-user-search'));
    fireEvent.click(await choice(within(objects).getByTestId('authorize-users'), 'user-manager'));
    expect(within(within(objects).getByTestId('authorize-chosen-users')).getByText('王经理/manager')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByTestId('authorize-save'));
    await waitFor(() => expect(screen.queryByTestId('authorize-batch-dialog')).toBeNull(), { timeout: 10000 });
    expect(sent).toEqual([
      {
        roleIds: ['role-staff'],
        positionIds: ['pos-operator'],
        userIds: ['user-manager'],
        systemIds: ['sys-exchange'],
        module: ['m-x-root', 'm-x-log'],
        button: [],
        column: [],
        form: [],
        resource: [],
      },
    ]);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    // added to each, nothing taken away
    expect((await held('Role', 'role-staff')).sort()).toEqual([...staffBefore, 'sys-exchange', 'm-x-root', 'm-x-log'].sort());
    expect((await held('Position', 'pos-operator')).sort()).toEqual(['m-x-log', 'm-x-root', 'sys-exchange']);
    expect((await held('User', 'user-manager')).sort()).toEqual(['m-x-log', 'm-x-root', 'sys-exchange']);
  });
});

describe('the 权限授权 page (permission/authorize)', () => {
  it('authorises the position picked on the left, then starts again from what it now holds', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <AuthorizePage />
        <Notification />
      </AdminContext>,
    );
    const page = await screen.findByTestId('authorize-page');
    expect(within(page).getByRole('heading', { name: '权限授权' })).toBeInTheDocument();
    expect(within(page).getByText('请在左侧选择要授权的角色、岗位或用户')).toBeInTheDocument();
    // roles first; the global administrator role among them
    await choice(within(page).getByTestId('authorize-page-roles'), 'role-admin');

    fireEvent.click(within(page).getByTestId('authorize-page-tab-Position'));
    fireEvent.click(await choice(within(page).getByTestId('authorize-page-positions'), 'pos-operator'));
    expect(within(page).getByTestId('authorize-page-target')).toHaveTextContent('岗位权限 - 操作员');
    const steps = within(page).getByTestId('authorize-steps');
    await grantExchangeLog(steps);
    fireEvent.click(within(steps).getByTestId('authorize-save'));
    expect(await screen.findByText('保存成功', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect((await held('Position', 'pos-operator')).sort()).toEqual(['m-x-log', 'm-x-root', 'sys-exchange']);
    // the steps start again, from what the position now holds
    const systems = await treeOf(page, 'system');
    await waitFor(() =>
      expect(
        within(systems)
          .getAllByTestId('authorize-node')
          .find((node) => node.dataset.id === 'sys-exchange')?.dataset.state,
      ).toBe('checked'),
    );

    // users are found by name or account
    fireEvent.click(within(page).getByTestId('authorize-page-tab-User'));
    const users = within(page).getByTestId('authorize-page-users');
    expect(within(users).getByText('输入姓名或账号后查询')).toBeInTheDocument();
    fireEvent.change(within(page).getByTestId('authorize-user-keyword'), { target: { value: '李操作' } });
    fireEvent.click(within(page).getByTestId('authorize-user-search'));
    fireEvent.click(await choice(users, 'user-staff'));
    expect(within(page).getByTestId('authorize-page-target')).toHaveTextContent('用户权限 - 李操作/staff');
    await treeOf(page, 'system');
  });
});
