import { beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AdminContext, Notification } from 'react-admin';
import { md5 } from 'hash-wasm';
import { setUpInProcessServer, type InProcessServer } from '../in-process-server.ts';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { loadCurrentUser, resetSession, setSessionToken } from '../../../src/lib/auth/session-store.ts';
import { setToken, storageSet } from '../../../src/lib/storage/jnpf-storage.ts';
import { ProfilePage } from '../../../src/features/profile/profile-page.tsx';

let backend: InProcessServer;

/** The real app for the profile (a new one per test: the tests change the user), a zh session and the page in a router. */
export function setUpProfileTests(): InProcessServer {
  backend = setUpInProcessServer({ fresh: 'test' });
  beforeEach(async () => {
    resetSession();
    storageSet('language', 'zh');
    await i18nProvider.changeLocale('zh');
    configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN', apiBase: window.location.origin });
  });
  return backend;
}

/** Signs in through the app's login, as the login page would, and loads the current user. */
export async function signInAs(account: string): Promise<string> {
  const response = await fetch(`${window.location.origin}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: await md5('Portside2026'), grant_type: 'password' }).toString(),
  });
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  setToken(token);
  setSessionToken(token);
  await loadCurrentUser('/profile');
  return token;
}

/** The captcha the server drew for an <img>: jsdom never loads images, so the test fetches it. */
export async function captchaOf(img: HTMLImageElement): Promise<string> {
  await fetch(img.src);
  const random = decodeURIComponent(img.src.split('/').pop() ?? '');
  const drawn = await backend.app().services.db.selectFrom('base_captcha').select('code').where('id', '=', random).executeTakeFirst();
  return drawn?.code ?? '';
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}
export const where = () => screen.getByTestId('where').textContent;

export function renderProfile(at = '/profile') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext i18nProvider={i18nProvider}>
        <Where />
        <ProfilePage />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}
