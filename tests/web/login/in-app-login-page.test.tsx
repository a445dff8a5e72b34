import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { localStorageStore } from 'react-admin';
import { http, HttpResponse } from 'msw';
import { InAppLoginPage } from '../../../src/features/login/in-app-login-page.tsx';
import { i18nProvider } from '../../../src/lib/i18n/i18n-provider.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { getToken, storageGet } from '../../../src/lib/storage/jnpf-storage.ts';
import { showErrorToast } from '../../../src/shell/toast-store.ts';
import { setUpAuthTests } from '../auth/auth-test-kit.ts';

const server = setUpAuthTests();
const FRESH_LOGIN = 'portside-fresh-login';

// A first visit speaks zh whatever the browser's language (src/lib/i18n/locale.ts): jsdom's English included.
const startLocale = i18nProvider.getLocale();
afterEach(async () => {
  await i18nProvider.changeLocale(startLocale);
  window.sessionStorage.clear();
  window.localStorage.removeItem('RaStore.locale');
});

function answerLogin(login: { code: number; msg?: string; data?: unknown }) {
  server.use(
    http.get('*/api/oauth/getConfig/:account', () => HttpResponse.json({ code: 200, msg: '', data: { enableVerificationCode: 0 } })),
    http.post('*/api/oauth/Login', () => HttpResponse.json(login)),
  );
}

function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{pathname + search}</p>;
}

/** The app's /login route as app.tsx draws it: the page outside <Admin>, every other path elsewhere. */
function renderAt(url: string) {
  const store = localStorageStore();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<InAppLoginPage store={store} i18nProvider={i18nProvider} />} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
  return store;
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

function signIn(button: string) {
  fireEvent.change(field('account'), { target: { value: 'admin' } });
  fireEvent.change(field('password'), { target: { value: 'Portside2026' } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe("the app's /login route (a session ended while the app ran)", () => {
  it('is the plain page; a sign-in marks the last-login notice, keeps the chosen language for the app and returns to ?redirect=', async () => {
    expect(startLocale).toBe('zh');
    answerLogin({ code: 200, msg: 'Success', data: { token: 'bearer t-2' } });
    const store = renderAt(`/login?redirect=${encodeURIComponent('/system/user?tab=2')}`);
    expect(screen.getByText('账户登录')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: '语言' }), { target: { value: 'en' } });
    signIn('Sign in');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/system/user?tab=2');
    expect(getToken()).toBe('bearer t-2');
    expect(window.sessionStorage.getItem(FRESH_LOGIN)).toBe('1');
    expect(i18nProvider.getLocale()).toBe('en');
    expect(storageGet('language')).toBe('en');
    expect(store.getItem('locale')).toBe('en');
  });

  it('follows only a path of this site', async () => {
    answerLogin({ code: 200, msg: 'Success', data: { token: 'bearer t-3' } });
    renderAt(`/login?redirect=${encodeURIComponent('//elsewhere.example/x')}`);
    signIn('登录');
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/home$/);
    expect(i18nProvider.getLocale()).toBe('zh');
  });

  it("keeps the app's request hooks and leaves the toasts to the app's ToastHost", async () => {
    const notifyError = vi.fn();
    const onSessionGone = vi.fn();
    configureRequest({ notifyError, onSessionGone, language: () => 'zh-CN' });
    answerLogin({ code: 400, msg: '账号或密码错误' });
    renderAt('/login');
    signIn('登录');
    await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent('账号或密码错误'));
    expect(notifyError).toHaveBeenCalledWith('账号或密码错误', expect.any(Number));
    expect(window.sessionStorage.getItem(FRESH_LOGIN)).toBeNull();
    expect(screen.queryByTestId('landed')).toBeNull();
    act(() => showErrorToast('一条提示'));
    expect(screen.queryByTestId('error-toast')).toBeNull();
  });
});
