import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { md5 } from 'hash-wasm';
import { setUpInProcessServer } from './in-process-server.ts';
import { i18nProvider } from '../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../src/lib/storage/jnpf-storage.ts';
import { HELP_TOPICS } from '../../src/features/help/help-topics.ts';
import { HelpPage } from '../../src/features/help/help-page.tsx';

/** Issue 18 point 4: 帮助文档 is a help page for users, in their language; the API docs only for administrators. */
setUpInProcessServer();
beforeEach(() => {
  resetSession();
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN', apiBase: window.location.origin });
});

async function signInAs(account: string): Promise<void> {
  const response = await fetch(`${window.location.origin}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: await md5('Portside2026'), grant_type: 'password' }).toString(),
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  setToken(token);
  setSessionToken(token);
  await loadCurrentUser('/help');
}

const renderHelp = () =>
  render(
    <MemoryRouter initialEntries={['/help']}>
      <AdminContext i18nProvider={i18nProvider}>
        <HelpPage />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the help page', () => {
  it('has every topic in the three languages, paragraph for paragraph', () => {
    expect(HELP_TOPICS.length).toBeGreaterThanOrEqual(5);
    for (const topic of HELP_TOPICS) {
      for (const language of ['zh', 'zh-TW', 'en'] as const) expect(topic.title[language], `${topic.id} ${language}`).toBeTruthy();
      expect(topic.paragraphs['zh-TW'].length, topic.id).toBe(topic.paragraphs.zh.length);
      expect(topic.paragraphs.en.length, topic.id).toBe(topic.paragraphs.zh.length);
    }
  });

  it('speaks the user’s language and keeps the API documentation from a port clerk', async () => {
    storageSet('language', 'zh');
    await i18nProvider.changeLocale('zh');
    await signInAs('staff');
    renderHelp();
    await screen.findByRole('heading', { name: '帮助文档' });
    expect(screen.getByRole('heading', { name: '菜单、标签页与搜索' })).toBeInTheDocument();
    expect(screen.queryByTestId('help-api-docs')).toBeNull();
  });

  it('offers the API documentation to a system administrator, in English when they read English', async () => {
    await i18nProvider.changeLocale('en');
    await signInAs('admin');
    renderHelp();
    await screen.findByRole('heading', { name: 'Help' });
    expect(screen.getByRole('heading', { name: 'Menus, tabs and search' })).toBeInTheDocument();
    expect(screen.getByTestId('help-api-docs')).toHaveTextContent('/api/docs');
  });
});
