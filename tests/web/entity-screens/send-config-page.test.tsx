import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { setUpInProcessServer } from '../in-process-server.ts';
import { md5Hex } from '../../../server/core/identity/password-hash.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest, request } from '../../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { entityPages, resources } from '../../../src/crud/page-registry.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { EntityListPage } from '../../../src/crud/entity-list-page.tsx';
import { registerPickers } from '../../../src/features/pickers/register-pickers.ts';
import { registerFormRuntime } from '../../../src/form-runtime/register-form-runtime.ts';

// The demo's 发送配置 menu (msgCenter/sendConfig) now opens the send configurations (issue 16 point 7) in this app too.
setUpInProcessServer();
beforeAll(() => {
  registerPickers();
  registerFormRuntime();
});
beforeEach(async () => {
  await i18nProvider.changeLocale('zh');
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  resetSession();
  storageSet('language', 'zh');
});

describe('the send-configuration page (msgCenter/sendConfig)', () => {
  it('lists the configurations and opens the create dialog with its template table', async () => {
    const login = await request<{ token: string }>({
      url: '/api/oauth/Login',
      method: 'POST',
      form: true,
      data: { account: 'admin', password: md5Hex('Portside2026') },
    });
    setToken(login.data?.token ?? '');
    setSessionToken(login.data?.token ?? '');
    await loadCurrentUser('/msgCenter/sendConfig');
    await request({
      url: '/api/message/SendMessageConfig',
      method: 'POST',
      data: { fullName: '日程提醒', enCode: 'scheduleSend', messageSource: '4', sendConfigTemplateList: [{ messageType: '1', templateName: '日程模板' }] },
    });
    const page = entityPages['msgCenter/sendConfig'];
    expect(page?.name).toBe('sendMessageConfig');
    if (!page) return;
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={entityDataProvider(resources)}>
        <EntityListPage resource={page} modelId="m-msgcenter-sendconfig" />
      </AdminContext>,
    );
    const [row] = await screen.findAllByTestId('entity-row', undefined, { timeout: 10000 });
    expect(within(row as HTMLElement).getByText('日程提醒')).toBeTruthy();
    fireEvent.click(screen.getByTestId('entity-add'));
    expect(await screen.findByText('新建发送配置', undefined, { timeout: 10000 })).toBeTruthy();
    expect(await screen.findByText('发送模板')).toBeTruthy();
  });
});
