import { describe, expect, it } from 'vitest';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  captchaUrl,
  fetchCurrentUser,
  getAccountConfig,
  getLoginConfig,
  getSysConfig,
  login,
  logoutCall,
  modifyPassword,
  unlockScreen,
  updatePasswordMessage,
} from '../../../src/lib/auth/auth-api.ts';
import { md5Password } from '../../../src/lib/auth/md5-password.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { currentUser, setUpAuthTests } from './auth-test-kit.ts';

const server = setUpAuthTests();

// Known values from contract §2.1.
const MD5_0000 = '4a7d1ed414474e4033ac29ccb8653d9b';
const MD5_123456 = 'e10adc3949ba59abbe56e057f20f883e';

interface Captured {
  method: string;
  url: URL;
  contentType: string | null;
  text: string;
}

/** Answers one path with `body` and keeps what the client sent. */
function capture(method: 'get' | 'post', path: string, body: JsonBodyType = { code: 200, msg: 'Success' }) {
  const seen: Captured[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      seen.push({ method: request.method, url: new URL(request.url), contentType: request.headers.get('content-type'), text: await request.text() });
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('md5Password (contract §2.1)', () => {
  it('is 32 lowercase hex characters of MD5', async () => {
    expect(await md5Password('0000')).toBe(MD5_0000);
    expect(await md5Password('123456')).toBe(MD5_123456);
    expect(await md5Password('Abc!中文')).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('login (spec §7, contract §2.2)', () => {
  it('posts a form with the trimmed account, the md5 password, the captcha and every legacy field', async () => {
    const seen = capture('post', '/api/oauth/Login', { code: 200, data: { token: 'bearer jwt', theme: 'functional' } });
    const result = await login({ account: '  admin ', password: '0000', code: 'ab12', timestamp: '0.123' });
    expect(result).toEqual({ token: 'bearer jwt', theme: 'functional' });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].contentType).toContain('application/x-www-form-urlencoded');
    const form = Object.fromEntries(new URLSearchParams(seen[0].text));
    expect(form).toEqual({
      account: 'admin',
      password: MD5_0000,
      code: 'ab12',
      timestamp: '0.123',
      origin: 'password',
      grant_type: 'password',
      client_id: 'admin',
      client_secret: '123456',
      scope: 'all',
    });
  });

  it('never sends the plain password', async () => {
    const seen = capture('post', '/api/oauth/Login', { code: 200, data: { token: 'bearer jwt' } });
    await login({ account: 'admin', password: 'secret-pass' });
    expect(seen[0].text).not.toContain('secret-pass');
  });

  it('leaves out the captcha fields when there is no captcha, and sends a ticket as jnpf_ticket', async () => {
    const seen = capture('post', '/api/oauth/Login', { code: 200, data: { token: 'bearer jwt' } });
    await login({ account: 'admin', password: '0000' });
    await login({ account: 'admin', password: '0000', ticket: 'T-1' });
    const first = new URLSearchParams(seen[0].text);
    expect(first.has('code')).toBe(false);
    expect(first.has('timestamp')).toBe(false);
    expect(first.has('jnpf_ticket')).toBe(false);
    expect(new URLSearchParams(seen[1].text).get('jnpf_ticket')).toBe('T-1');
  });

  it('rejects with the whole answer when the server refuses', async () => {
    capture('post', '/api/oauth/Login', { code: 400, msg: '账户或密码错误，请重新输入' });
    await expect(login({ account: 'admin', password: 'x' })).rejects.toMatchObject({
      code: 400,
      msg: '账户或密码错误，请重新输入',
      body: { code: 400, msg: '账户或密码错误，请重新输入' },
    });
  });

  it('rejects a success that carries no token', async () => {
    capture('post', '/api/oauth/Login', { code: 200, msg: 'Success' });
    await expect(login({ account: 'admin', password: 'x' })).rejects.toMatchObject({ code: 200 });
  });
});

describe('the other sign-in calls (spec §7, contract §2.3–2.6)', () => {
  it('getLoginConfig GETs /api/oauth/getLoginConfig', async () => {
    const seen = capture('get', '/api/oauth/getLoginConfig', { code: 200, data: { redirect: true, url: 'https://sso', ticketParams: 'ticket' } });
    expect(await getLoginConfig()).toEqual({ redirect: true, url: 'https://sso', ticketParams: 'ticket' });
    expect(seen[0].method).toBe('GET');
    capture('get', '/api/oauth/getLoginConfig', { code: 200 });
    expect(await getLoginConfig()).toEqual({ redirect: false });
  });

  it('getAccountConfig GETs /api/oauth/getConfig/{account} and returns the captcha settings', async () => {
    const seen = capture('get', '/api/oauth/getConfig/:account', { code: 200, data: { enableVerificationCode: 1, verificationCodeNumber: 5 } });
    expect(await getAccountConfig('13800000000@admin')).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 5 });
    expect(decodeURIComponent(seen[0].url.pathname)).toBe('/api/oauth/getConfig/13800000000@admin');
    capture('get', '/api/oauth/getConfig/:account', { code: 200 });
    expect(await getAccountConfig('x')).toEqual({ enableVerificationCode: 0, verificationCodeNumber: 4 });
  });

  it('captchaUrl is /api/oauth/ImageCode/{length}/{timestamp}', () => {
    expect(captchaUrl(4, '0.5123')).toBe('/api/oauth/ImageCode/4/0.5123');
    expect(captchaUrl(6, 0.25)).toBe('/api/oauth/ImageCode/6/0.25');
  });

  it('logoutCall GETs /api/oauth/Logout', async () => {
    const seen = capture('get', '/api/oauth/Logout', { code: 200, msg: '注销成功' });
    expect((await logoutCall()).msg).toBe('注销成功');
    expect(seen[0].method).toBe('GET');
  });

  it('unlockScreen POSTs JSON {account, password md5} to /api/oauth/LockScreen', async () => {
    const seen = capture('post', '/api/oauth/LockScreen', { code: 200, msg: '验证成功' });
    await unlockScreen('admin', '123456');
    expect(seen[0].contentType).toContain('application/json');
    expect(JSON.parse(seen[0].text)).toEqual({ account: 'admin', password: MD5_123456 });
  });

  it('unlockScreen rejects a wrong password without a toast: the lock screen shows it under the field, once', async () => {
    const toasts: string[] = [];
    configureRequest({ notifyError: (message) => toasts.push(message), onSessionGone: () => undefined, language: () => 'zh-CN' });
    capture('post', '/api/oauth/LockScreen', { code: 400, msg: '账户或密码错误，请重新输入' });
    await expect(unlockScreen('admin', 'bad')).rejects.toMatchObject({ code: 400, msg: '账户或密码错误，请重新输入' });
    expect(toasts).toEqual([]);
    // Any other refusal still toasts.
    capture('post', '/api/oauth/updatePasswordMessage', { code: 400, msg: '出错了' });
    await expect(updatePasswordMessage()).rejects.toMatchObject({ code: 400 });
    expect(toasts).toEqual(['出错了']);
  });

  it('fetchCurrentUser GETs /api/oauth/CurrentUser', async () => {
    capture('get', '/api/oauth/CurrentUser', { code: 200, data: currentUser() });
    expect((await fetchCurrentUser()).data?.userInfo.userAccount).toBe('admin');
  });

  it('getSysConfig GETs /api/system/SysConfig (the password policy lives there)', async () => {
    capture('get', '/api/system/SysConfig', { code: 200, data: { passwordStrengthLimit: 1, mandatoryModificationOfInitialPassword: 1 } });
    expect((await getSysConfig()).data).toEqual({ passwordStrengthLimit: 1, mandatoryModificationOfInitialPassword: 1 });
  });

  it('modifyPassword POSTs both passwords as md5, the captcha, and the plain new one for our server', async () => {
    const seen = capture('post', '/api/permission/Users/Current/Actions/ModifyPassword', { code: 200, msg: '修改成功' });
    const response = await modifyPassword({ oldPassword: '0000', password: '123456', code: 'k9', timestamp: '0.7' });
    expect(response.msg).toBe('修改成功');
    expect(JSON.parse(seen[0].text)).toEqual({ oldPassword: MD5_0000, password: MD5_123456, code: 'k9', timestamp: '0.7', newPasswordPlain: '123456' });
  });

  it('updatePasswordMessage POSTs /api/oauth/updatePasswordMessage without a body', async () => {
    const seen = capture('post', '/api/oauth/updatePasswordMessage');
    await updatePasswordMessage();
    expect(seen[0].method).toBe('POST');
    expect(seen[0].text).toBe('');
  });
});
