import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import type { CurrentUserResponse } from '../../src/lib/auth/current-user-types.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../src/crud/entity-list-page.tsx';
import { registerPickers } from '../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';

/**
 * A locked account (enabledMark 2, contract §2.2: the sign-in attempts lock it) reads 锁定 in the
 * user list's 状态 column, not 禁用; enabled and disabled accounts read as before. Its row has no
 * 启用/禁用: the server refuses to toggle it (unlocking is its own action, under 更多), while disabled
 * and enabled accounts keep the toggle.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const { server, forward, app } = setUpInProcessServer({ fresh: 'file' });
const USER_PAGE = 'm-permission-user';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  registerPickers();
  registerFormRuntime();
});
beforeEach(() => {
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
});

async function signInAsAdmin() {
  server.use(
    http.get('*/api/oauth/CurrentUser', async ({ request: call }) => {
      const answer = (await (await forward(call)).json()) as { code: number; data: CurrentUserResponse };
      return HttpResponse.json({ ...answer, data: { ...answer.data, routerList: [] } });
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
  await loadCurrentUser('/permission/user');
}

const user = resources.user;
if (!user) throw new Error('no user resource');

/** The 状态 cell of an account's row. */
async function statusOf(account: string, header: string): Promise<string> {
  const table = (await screen.findAllByTestId('entity-row'))[0].closest('table') as HTMLElement;
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const column = headers.indexOf(header);
  expect(column, `${header} among ${headers.join(',')}`).toBeGreaterThanOrEqual(0);
  const row = screen.getAllByTestId('entity-row').find((candidate) =>
    within(candidate)
      .queryAllByRole('cell')
      .some((cell) => cell.textContent === account),
  );
  expect(row, account).toBeDefined();
  return within(row as HTMLElement).getAllByRole('cell')[column].textContent ?? '';
}

describe('the user list’s status of a locked account', () => {
  it.each([
    ['zh', '状态', '锁定', '禁用', '启用'],
    ['zh-TW', '狀態', '鎖定', '禁用', '啟用'],
    ['en', 'Status', 'Locked', 'Disabled', 'Enabled'],
  ] as const)('%s: locked, disabled and enabled accounts read apart', async (locale, header, locked, disabled, enabled) => {
    const db = app().services.db;
    await db.updateTable('base_user').set({ enabledMark: 2 }).where('account', '=', 'staff').execute();
    await db.updateTable('base_user').set({ enabledMark: 0 }).where('account', '=', 'tourist').execute();
    storageSet('language', locale as Locale);
    await i18nProvider.changeLocale(locale as Locale);
    await signInAsAdmin();
    const { unmount } = render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <EntityListPage resource={user} modelId={USER_PAGE} />
      </AdminContext>,
    );
    await waitFor(async () => expect(await statusOf('staff', header)).toBe(locked));
    expect(await statusOf('tourist', header)).toBe(disabled);
    expect(await statusOf('manager', header)).toBe(enabled);
    unmount();
  });
});

/** The row of an account. */
async function rowOf(account: string): Promise<HTMLElement> {
  await screen.findAllByTestId('entity-row');
  const row = screen.getAllByTestId('entity-row').find((candidate) =>
    within(candidate)
      .queryAllByRole('cell')
      .some((cell) => cell.textContent === account),
  );
  expect(row, account).toBeDefined();
  return row as HTMLElement;
}

const toggleOf = (row: HTMLElement, label: string) => within(row).queryByRole('button', { name: label });

describe('the state toggle on a locked user row', () => {
  it('is not offered; disabled and enabled rows keep theirs', async () => {
    const db = app().services.db;
    await db.updateTable('base_user').set({ enabledMark: 2 }).where('account', '=', 'staff').execute();
    await db.updateTable('base_user').set({ enabledMark: 0 }).where('account', '=', 'tourist').execute();
    // the status tests above leave the last of their languages behind
    storageSet('language', 'zh');
    await i18nProvider.changeLocale('zh');
    await signInAsAdmin();
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <EntityListPage resource={user} modelId={USER_PAGE} />
      </AdminContext>,
    );
    const locked = await rowOf('staff');
    expect(toggleOf(locked, '启用')).toBeNull();
    expect(toggleOf(locked, '禁用')).toBeNull();
    expect(toggleOf(await rowOf('tourist'), '启用')).not.toBeNull();
    expect(toggleOf(await rowOf('manager'), '禁用')).not.toBeNull();
  });
});
