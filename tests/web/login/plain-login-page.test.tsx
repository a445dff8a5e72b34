import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PlainLoginPage } from '../../../src/features/login/plain/plain-login-page.tsx';
import { getToken, storageGet } from '../../../src/lib/storage/jnpf-storage.ts';
import { sessionStore } from '../../../src/lib/auth/session-store.ts';
import { setUpAuthTests } from '../auth/auth-test-kit.ts';

const server = setUpAuthTests();

/** The sign-in calls of the app's login page, each answered and kept. */
function answer(captcha: boolean, login: { code: number; msg?: string; data?: unknown }) {
  const seen: { path: string; body: string }[] = [];
  server.use(
    http.get('*/api/oauth/getConfig/:account', ({ params }) => {
      seen.push({ path: `getConfig/${String(params.account)}`, body: '' });
      return HttpResponse.json({ code: 200, msg: '', data: { enableVerificationCode: captcha ? 1 : 0, verificationCodeNumber: 5 } });
    }),
    http.post('*/api/oauth/Login', async ({ request }) => {
      seen.push({ path: 'Login', body: await request.text() });
      return HttpResponse.json(login);
    }),
  );
  return seen;
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

describe('the plain login page (no MUI, react-admin or router)', () => {
  it('shows the app login page’s fields and texts in zh, and switches to English and back, remembered where the app reads it', () => {
    render(<PlainLoginPage onSignedIn={async () => undefined} />);
    expect(screen.getByRole('heading', { name: '港口供应链综合服务平台' })).toBeInTheDocument();
    expect(screen.getByText('账户登录')).toBeInTheDocument();
    expect(screen.getByLabelText('账号')).toBe(field('account'));
    expect(screen.getByLabelText('密码')).toBe(field('password'));
    expect(field('password').type).toBe('password');
    expect(screen.getByText('子账号请以 手机号@账号 登录')).toBeInTheDocument();
    expect(document.activeElement).toBe(field('account'));
    expect(document.title).toBe('登录 - 港口供应链综合服务平台');

    fireEvent.change(screen.getByRole('combobox', { name: '语言' }), { target: { value: 'en' } });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Account')).toBe(field('account'));
    expect(storageGet('language')).toBe('en');
    expect(window.localStorage.getItem('RaStore.locale')).toBe('"en"');

    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-TW' } });
    expect(screen.getByText('賬戶登錄')).toBeInTheDocument();
    expect(storageGet('language')).toBe('zh-TW');
  });

  it('asks for the account and the password before calling the server', async () => {
    const seen = answer(false, { code: 200, data: { token: 'never' } });
    render(<PlainLoginPage onSignedIn={async () => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('请输入账号');
    fireEvent.change(field('account'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('请输入密码');
    expect(seen.filter((call) => call.path === 'Login')).toEqual([]);
  });

  it('signs in through /api/oauth/Login, stores the token as the app does, then hands over once', async () => {
    const seen = answer(false, { code: 200, msg: 'Success', data: { token: 'bearer t-1', theme: 'plain' } });
    const onIntent = vi.fn();
    const onSignedIn = vi.fn(async () => undefined);
    render(<PlainLoginPage onIntent={onIntent} onSignedIn={onSignedIn} />);
    fireEvent.input(field('account'), { target: { value: 'admin' } });
    fireEvent.change(field('account'), { target: { value: 'admin' } });
    fireEvent.input(field('password'), { target: { value: 'Portside2026' } });
    fireEvent.change(field('password'), { target: { value: 'Portside2026' } });
    expect(onIntent).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('bearer t-1');
    expect(sessionStore.getSnapshot().token).toBe('bearer t-1');
    expect(storageGet('layoutType')).toBe('plain');
    const body = new URLSearchParams(seen.find((call) => call.path === 'Login')?.body);
    expect(body.get('account')).toBe('admin');
    // Hashed, never the plain password.
    expect(body.get('password')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByRole('button', { name: '登录' })).toBeDisabled();
  });

  it('shows the captcha the account needs, sends it, and renews it after a refusal', async () => {
    const seen = answer(true, { code: 400, msg: '验证码错误' });
    const onSignedIn = vi.fn(async () => undefined);
    render(<PlainLoginPage onSignedIn={onSignedIn} />);
    fireEvent.change(field('account'), { target: { value: 'admin' } });
    fireEvent.blur(field('account'));
    const image = await screen.findByTestId('captcha-image');
    const first = image.getAttribute('src') ?? '';
    expect(first).toMatch(/^\/api\/oauth\/ImageCode\/5\//);
    fireEvent.change(field('password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('请输入验证码');
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'abcde' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByTestId('login-error')).toHaveTextContent('验证码错误'));
    const body = new URLSearchParams(seen.find((call) => call.path === 'Login')?.body);
    expect(body.get('code')).toBe('abcde');
    expect(body.get('timestamp')).toBe(decodeURIComponent(first.split('/').pop() ?? ''));
    expect(screen.getByTestId('captcha-image').getAttribute('src')).not.toBe(first);
    expect(field('code').value).toBe('');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getToken()).toBe('');
  });
});
