import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import type { CurrentUserResponse, MenuItem } from '../../src/lib/auth/current-user-types.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { registerPageExtensions, resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../src/crud/entity-list-page.tsx';
import type { EntityRecord } from '../../src/lib/data/entity-resource.ts';
import { MembersRowAction } from '../../src/features/members/members-row-action.tsx';

// Issue 15 point 3: 成员 on the role, position and group rows opens the member dialog: the members
// as the server lists them, 移除, 添加成员 through the organisation tree and user list, and 保存 in
// one call, against the real app in-process. Each test gets a fresh app: they change members.
vi.setConfig({ testTimeout: 60000, hookTimeout: 60000 });
const { server, forward, app } = setUpInProcessServer({ fresh: 'test' });
const ROLE_PAGE = 'm-permission-role';

const errors: string[] = [];
beforeAll(() => {
  // as src/app/feature-screens.ts hands them in
  registerPageExtensions({
    rowExtras: {
      role: ({ row }: { row: EntityRecord }) => <MembersRowAction row={row} objectType="Role" />,
      position: ({ row }: { row: EntityRecord }) => <MembersRowAction row={row} objectType="Position" />,
      group: ({ row }: { row: EntityRecord }) => <MembersRowAction row={row} objectType="Group" />,
    },
  });
});
beforeEach(async () => {
  errors.length = 0;
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: (msg) => void errors.push(msg), onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  storageSet('language', 'zh');
});

/** Turns the role page's button check on and takes btn_edit away (a role that may look but not edit). */
const withoutEdit = (answer: CurrentUserResponse): CurrentUserResponse => {
  const flag = (menus: MenuItem[]): MenuItem[] =>
    menus.map((menu) => ({
      ...menu,
      ...(menu.id === ROLE_PAGE ? { isButtonAuthorize: 1 } : {}),
      children: menu.children ? flag(menu.children) : menu.children,
    }));
  return {
    ...answer,
    menuList: flag(answer.menuList ?? []),
    routerList: [],
    permissionList: (answer.permissionList ?? []).map((entry) =>
      entry.modelId === ROLE_PAGE ? { ...entry, button: (entry.button ?? []).filter((item) => item.enCode !== 'btn_edit') } : entry,
    ),
  };
};

async function signIn(options: { noEdit?: boolean } = {}) {
  if (options.noEdit)
    server.use(
      http.get('*/api/oauth/CurrentUser', async ({ request: call }) => {
        const answer = (await (await forward(call)).json()) as { code: number; data: CurrentUserResponse };
        return HttpResponse.json({ ...answer, data: withoutEdit(answer.data) });
      }),
    );
  const login = await request<{ token: string }>({
    url: '/api/oauth/Login',
    method: 'POST',
    form: true,
    data: { account: 'admin', password: md5Hex('Portside2026') },
  });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
  await loadCurrentUser('/permission/role');
}

/** Who the server says belongs to the object now. */
async function storedMembers(objectId: string): Promise<string[]> {
  const links = await app().services.db.selectFrom('base_user_relation').select('userId').where('objectId', '=', objectId).execute();
  return links.map((link) => String(link.userId)).sort();
}

async function renderList(name: 'role' | 'position' | 'group', modelId: string) {
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

/** Opens the member dialog of a row and waits for its members. */
async function openMembers(rowText: string): Promise<HTMLElement> {
  fireEvent.click(within(await rowOf(rowText)).getByTestId('members-open'));
  const dialog = await screen.findByTestId('members-dialog');
  await within(dialog).findByTestId('members-table', undefined, { timeout: 10000 });
  return dialog;
}

const accountsIn = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByTestId('members-row')
    .map((row) => row.querySelector('td')?.textContent);

/** In the open user picker: lists an organisation's users and ticks the one with this account. */
async function pick(organisation: string, account: string) {
  const picker = await screen.findByTestId('members-picker');
  const node = (await within(picker).findAllByTestId('members-organisation')).find((item) => item.textContent?.includes(organisation));
  if (!node) throw new Error(`no organisation ${organisation}`);
  fireEvent.click(node);
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = within(picker)
      .queryAllByTestId('records-row')
      .find((tr) => within(tr).queryByText(account) !== null);
    expect(row).toBeDefined();
  });
  fireEvent.click(row as HTMLElement);
  return picker;
}

describe('the member dialogs of roles, positions and groups (issue 15 point 3)', () => {
  it('lists a role’s members, removes one, adds one from the organisation tree, and saves them in one call', async () => {
    await signIn();
    await renderList('role', ROLE_PAGE);
    const dialog = await openMembers('普通用户');
    expect(within(dialog).getByText('角色成员 - 普通用户')).toBeInTheDocument();
    expect(accountsIn(dialog)).toEqual(['13900000009@manager', 'staff']);
    expect(within(dialog).getByText('操作部')).toBeInTheDocument();
    expect(within(dialog).getByTestId('members-count')).toHaveTextContent('共 2 名成员');

    const sub = within(dialog).getAllByTestId('members-row')[0];
    fireEvent.click(within(sub).getByTestId('members-remove'));
    expect(accountsIn(dialog)).toEqual(['staff']);
    // nothing is sent before 保存
    expect(await storedMembers('role-staff')).toEqual(['user-manager-sub', 'user-staff']);

    fireEvent.click(within(dialog).getByTestId('members-add'));
    // the picker opens on the tree's first company, open to show the companies and departments beneath
    const picker = await screen.findByTestId('members-picker');
    expect(within(picker).getByText('选择用户')).toBeInTheDocument();
    await pick('集装箱码头公司', 'manager');
    expect(within(picker).getByTestId('members-picker-count')).toHaveTextContent('已选择 1 人');
    fireEvent.click(within(picker).getByTestId('members-picker-confirm'));
    await waitFor(() => expect(screen.queryByTestId('members-picker')).toBeNull());
    expect(accountsIn(dialog)).toEqual(['staff', 'manager']);

    const saved: unknown[] = [];
    server.use(
      http.post('*/api/permission/UserRelation/:id', async ({ request: call }) => {
        saved.push(await call.clone().json());
        return undefined;
      }),
    );
    fireEvent.click(within(dialog).getByTestId('members-save'));
    await waitFor(() => expect(screen.queryByTestId('members-dialog')).toBeNull());
    expect(saved).toEqual([{ objectType: 'Role', userIds: ['user-staff', 'user-manager'] }]);
    expect(await storedMembers('role-staff')).toEqual(['user-manager', 'user-staff']);
    expect(errors).toEqual([]);
  });

  it('opens a position’s picker in its department, filters members, and keeps the dialog open with the server’s refusal', async () => {
    await signIn();
    await renderList('position', 'm-permission-position');
    const dialog = await openMembers('操作员');
    expect(within(dialog).getByText('岗位成员 - 操作员')).toBeInTheDocument();
    expect(accountsIn(dialog)).toEqual(['staff']);

    fireEvent.click(within(dialog).getByTestId('members-add'));
    const picker = await screen.findByTestId('members-picker');
    // the department's users are listed at once, the department marked in the tree
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByTestId('records-row')
          .map((row) => row.dataset.key),
      ).toContain('user-staff'),
    );
    expect(
      within(picker)
        .getAllByTestId('members-organisation')
        .find((node) => node.dataset.nodeId === 'org-ops'),
    ).toHaveClass('Mui-selected');
    // a user of another organisation: the server refuses the save
    await pick('公众服务', 'tourist');
    fireEvent.click(within(picker).getByTestId('members-picker-confirm'));
    await waitFor(() => expect(accountsIn(dialog)).toEqual(['staff', 'tourist']));

    fireEvent.change(within(dialog).getByTestId('members-filter'), { target: { value: 'TOUR' } });
    expect(accountsIn(dialog)).toEqual(['tourist']);
    fireEvent.change(within(dialog).getByTestId('members-filter'), { target: { value: '' } });

    fireEvent.click(within(dialog).getByTestId('members-save'));
    await waitFor(() => expect(errors).toEqual(['用户“游客/tourist”不属于岗位“操作员”所在的组织']));
    expect(screen.getByTestId('members-dialog')).toBeInTheDocument();
    expect(within(dialog).getByTestId('members-save')).toBeEnabled();
    expect(await storedMembers('pos-operator')).toEqual(['user-staff']);

    // taking the misfit out again, the save goes through
    const tourist = within(dialog)
      .getAllByTestId('members-row')
      .find((row) => row.dataset.userId === 'user-tourist');
    fireEvent.click(within(tourist as HTMLElement).getByTestId('members-remove'));
    fireEvent.click(within(dialog).getByTestId('members-save'));
    await waitFor(() => expect(screen.queryByTestId('members-dialog')).toBeNull());
    expect(await storedMembers('pos-operator')).toEqual(['user-staff']);
  });

  it('shows no 成员 where the page withholds btn_edit', async () => {
    await signIn({ noEdit: true });
    await renderList('role', ROLE_PAGE);
    expect(within(await rowOf('普通用户')).queryByTestId('members-open')).toBeNull();
  });

  it('speaks the app’s language: a group’s members in English, searched by keyword within an organisation', async () => {
    await i18nProvider.changeLocale('en');
    storageSet('language', 'en');
    await signIn();
    await renderList('group', 'm-permission-group');
    const dialog = await openMembers('值班组');
    expect(within(dialog).getByText('Group members - 值班组')).toBeInTheDocument();
    expect(within(dialog).getByText('2 members')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('members-remove')[0]).toHaveTextContent('Remove');

    fireEvent.click(within(dialog).getByText('Add members'));
    const picker = await screen.findByTestId('members-picker');
    expect(within(picker).getByText('Choose users')).toBeInTheDocument();
    // a keyword searches the organisation chosen
    const terminal = (await within(picker).findAllByTestId('members-organisation')).find((node) => node.dataset.nodeId === 'org-terminal');
    fireEvent.click(terminal as HTMLElement);
    await waitFor(() => expect(within(picker).queryAllByTestId('records-row')).toHaveLength(2));
    fireEvent.change(within(picker).getByTestId('records-keyword'), { target: { value: '13900' } });
    fireEvent.click(within(picker).getByTestId('records-search'));
    await waitFor(() =>
      expect(
        within(picker)
          .queryAllByTestId('records-row')
          .map((row) => row.dataset.key),
      ).toEqual(['user-manager-sub']),
    );
    fireEvent.click(within(picker).getByTestId('members-picker-cancel'));
    await waitFor(() => expect(screen.queryByTestId('members-picker')).toBeNull());
    fireEvent.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('members-dialog')).toBeNull());
    expect(await storedMembers('grp-duty')).toEqual(['user-admin', 'user-manager']);
  });
});
