import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { setUpInProcessServer } from '../in-process-server.ts';
import { md5Hex } from '../../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { resources } from '../../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../../src/crud/entity-list-page.tsx';
import { registerFeatureScreens } from '../../../src/app/feature-screens.ts';
import { registerPickers } from '../../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../../src/form-runtime/register-form-runtime.ts';

// The applications are managed from the menu page (issue 16 point 14: the demo has no 应用管理 page of its own).
setUpInProcessServer();
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
});

describe('the menu page (system/menu)', () => {
  it('opens the applications list from its toolbar', async () => {
    const login = await request<{ token: string }>({
      url: '/api/oauth/Login',
      method: 'POST',
      form: true,
      data: { account: 'admin', password: md5Hex('Portside2026') },
    });
    setToken(login.data?.token ?? '');
    setSessionToken(login.data?.token ?? '');
    await loadCurrentUser('/system/menu');
    const menu = resources.menu;
    if (!menu) throw new Error('no menu resource');
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <EntityListPage resource={menu} modelId="m-system-menu" />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByTestId('menu-applications', undefined, { timeout: 10000 }));
    const dialog = await screen.findByTestId('menu-applications-dialog');
    expect(within(dialog).getAllByText('应用管理').length).toBeGreaterThan(0);
    expect(await within(dialog).findByText('数据交换平台', undefined, { timeout: 10000 })).toBeTruthy();
    expect(within(dialog).getByText('港口供应链平台')).toBeTruthy();
  });
});
