import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from './in-process-server.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import type { CurrentUserResponse } from '../../src/lib/auth/current-user-types.ts';
import { setToken } from '../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../src/crud/entity-list-page.tsx';
import { registerPickers } from '../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../src/form-runtime/register-form-runtime.ts';

/**
 * A locked account (enabledMark 2) has no 启用/禁用 on its row: the server refuses to toggle it
 * (unlocking is its own action, under 更多), while disabled and enabled accounts keep the toggle
 * (issue 15 leftovers).
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
