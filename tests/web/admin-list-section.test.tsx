import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { registerPageExtensions, resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../src/crud/entity-list-page.tsx';
import { AdminListSection } from '../../src/features/members/admin-list-section.tsx';
import { registerPickers } from '../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';

/**
 * 系统配置's 超级管理员 is a tab of its own that reads SysConfig/getAdminList and saves with
 * SysConfig/setAdminList (issue 15 leftovers): the generic form neither shows nor sends adminList,
 * so its save never meets the server's refusal of a changed list.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const { server, app } = setUpInProcessServer({ fresh: 'file' });

const errors: string[] = [];
beforeAll(() => {
  configure({ asyncUtilTimeout: 10_000 });
  registerPickers();
  registerFormRuntime();
  // as src/app/feature-screens.ts hands it in
  registerPageExtensions({
    settingsTabs: {
      sysConfig: [{ title: { zh: '超级管理员', 'zh-TW': '超級管理員', en: 'Super administrators' }, fields: ['adminList'], Component: AdminListSection }],
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

async function signInAsAdmin() {
  const login = await request<{ token: string }>({
    url: '/api/oauth/Login',
    method: 'POST',
    form: true,
    data: { account: 'admin', password: md5Hex('Portside2026') },
  });
  setToken(login.data?.token ?? '');
  setSessionToken(login.data?.token ?? '');
  await loadCurrentUser('/system/sysConfig');
}

const stored = async () => (await app().services.config.read()).adminList;

describe('系统配置 › 超级管理员', () => {
  it('lists the administrators, adds one with the user picker and saves through setAdminList; the generic save leaves the list alone', async () => {
    await signInAsAdmin();
    const resource = resources.sysConfig;
    if (!resource) throw new Error('no sysConfig resource');
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    server.use(
      http.put('*/api/system/SysConfig*', async ({ request: call }) => {
        sent.push({ url: new URL(call.url).pathname, body: (await call.clone().json()) as Record<string, unknown> });
        return undefined;
      }),
    );
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <EntityListPage resource={resource} modelId="m-system-config" />
      </AdminContext>,
    );
    await screen.findByTestId('settings-page-sysConfig');
    // the security tab no longer offers the list as text
    fireEvent.click(await screen.findByRole('tab', { name: '安全策略' }));
    await screen.findByText('令牌主机白名单');
    expect(screen.queryByText('系统管理员账号')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: '超级管理员' }));
    const section = await screen.findByTestId('admin-list-section');
    const table = await within(section).findByTestId('admin-list-table');
    expect(within(table).getByText('内置管理员')).toBeInTheDocument();
    // the built-in administrator (here also the signed-in user) cannot be removed
    expect(within(within(table).getByTestId('admin-list-row-user-admin')).queryByText('移除')).toBeNull();
    expect(screen.queryByTestId('settings-save')).toBeNull();

    fireEvent.click(within(section).getByTestId('admin-list-add'));
    const picker = await screen.findByTestId('members-picker');
    const node = (await within(picker).findAllByTestId('members-organisation')).find((item) => item.textContent?.includes('集装箱码头公司'));
    fireEvent.click(node as HTMLElement);
    let row: HTMLElement | undefined;
    await waitFor(() => {
      row = within(picker)
        .queryAllByTestId('records-row')
        .find((tr) => within(tr).queryByText('manager') !== null);
      expect(row).toBeDefined();
    });
    fireEvent.click(row as HTMLElement);
    fireEvent.click(within(picker).getByTestId('members-picker-confirm'));
    await within(section).findByTestId('admin-list-row-user-manager');
    fireEvent.click(within(section).getByTestId('admin-list-save'));
    await waitFor(() => expect(sent.map((call) => call.url)).toEqual(['/api/system/SysConfig/setAdminList']));
    expect(sent[0].body).toEqual({ adminIds: ['user-admin', 'user-manager'] });
    await waitFor(async () => expect(await stored()).toBe('manager'));

    // back on a schema tab, the generic save sends everything but the list
    fireEvent.click(screen.getByRole('tab', { name: '安全策略' }));
    fireEvent.click(await screen.findByTestId('settings-save'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].url).toBe('/api/system/SysConfig');
    expect(sent[1].body).not.toHaveProperty('adminList');
    expect(sent[1].body).toHaveProperty('tokenHostAllowList');
    await waitFor(async () => expect(await stored()).toBe('manager'));
    expect(errors).toEqual([]);
  });
});
