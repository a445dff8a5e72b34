import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, login, PASSWORD, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';

describe.each(databases())('sign-in on %s (contract §2.2–2.3)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await setConfig(t.services, { enableVerificationCode: 0, passwordErrorsNumber: 5, lockType: 2, lockTime: 10, singleLogin: 2 });
    await t.services.db.updateTable('base_user').set({ enabledMark: 1, errorCount: 0, unlockTime: null }).execute();
    // each test starts with a clean address too: the throttle would ask for a captcha after a few failures
    await t.services.db.deleteFrom('base_sign_in_failure').execute();
  });

  it('signs in form-encoded with the legacy OAuth fields and answers a bearer token and theme', async () => {
    const result = await login(t.app, 'admin', PASSWORD, { client_id: 'admin', client_secret: '123456', scope: 'all', origin: 'password' });
    expect(result.code).toBe(200);
    expect(result.data?.token).toMatch(/^bearer [A-Za-z0-9_-]{43}$/);
    expect(result.data?.theme).toBe('blend');
  });

  it('accepts a JSON body too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'staff', password: md5Hex(PASSWORD) } });
    expect(body(response).code).toBe(200);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    expect(await login(t.app, 'admin', 'nope')).toEqual({ code: 400, msg: '账户或密码错误，请重新输入' });
    expect(await login(t.app, 'nobody')).toEqual({ code: 400, msg: '账户或密码错误，请重新输入' });
  });

  it('asks for the account and the password', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: ' ', password: '' } });
    expect(body(empty).msg).toBe('请输入账号');
    const noPassword = await t.app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'admin' } });
    expect(body(noPassword).msg).toBe('请输入密码');
  });

  it('enforces the sub-account form mobile@account', async () => {
    expect((await login(t.app, 'abc@manager')).msg).toBe('子账号格式为 手机号@账号');
    expect((await login(t.app, '13900000009@manager')).code).toBe(200);
  });

  it('enforces the captcha when the configuration turns it on, once per code', async () => {
    await setConfig(t.services, { enableVerificationCode: 1 });
    const config = body<{ enableVerificationCode: number }>(await t.app.inject({ method: 'GET', url: '/api/oauth/getConfig/admin' }));
    expect(config.data?.enableVerificationCode).toBe(1);
    expect((await login(t.app, 'admin')).msg).toBe('请输入验证码');
    const image = await t.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/0.123' });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const row = await t.services.db.selectFrom('base_captcha').select('code').where('id', '=', '0.123').executeTakeFirstOrThrow();
    expect((await login(t.app, 'admin', PASSWORD, { code: 'zzzz', timestamp: '0.123' })).msg).toBe('验证码错误');
    await t.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/0.456' });
    const fresh = await t.services.db.selectFrom('base_captcha').select('code').where('id', '=', '0.456').executeTakeFirstOrThrow();
    expect((await login(t.app, 'admin', PASSWORD, { code: fresh.code ?? '', timestamp: '0.456' })).code).toBe(200);
    expect((await login(t.app, 'admin', PASSWORD, { code: fresh.code ?? '', timestamp: '0.456' })).msg).toBe('验证码错误');
    expect(row.code).toHaveLength(4);
    const other = await t.app.inject({ method: 'GET', url: '/api/file/ImageCode/0.789' });
    expect(other.headers['content-type']).toContain('image/svg+xml');
  });

  it('serves the login-page calls without a token', async () => {
    expect(body(await t.app.inject({ method: 'GET', url: '/api/oauth/getLoginConfig' })).data).toMatchObject({ redirect: false });
  });

  /** A sign-in from its own address, so the per-address throttle (sign-in-pressure.test.ts) stays out of the way. */
  let nextAddress = 1;
  const loginFresh = async (account: string, password = PASSWORD) =>
    body<{ token: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/oauth/Login',
        remoteAddress: `10.9.0.${nextAddress++}`,
        payload: { account, password: md5Hex(password) },
      }),
    );

  it('locks until unlocked after the configured failures (lockType 1)', async () => {
    await setConfig(t.services, { passwordErrorsNumber: 3, lockType: 1 });
    await loginFresh('staff', 'bad1');
    await loginFresh('staff', 'bad2');
    const third = await loginFresh('staff', 'bad3');
    expect(third.msg).toBe('账号已被锁定，请联系管理员解除锁定');
    expect((await loginFresh('staff')).msg).toBe('账号已被锁定，请联系管理员解除锁定');
    const row = await t.services.db.selectFrom('base_user').select(['enabledMark']).where('account', '=', 'staff').executeTakeFirstOrThrow();
    expect(row.enabledMark).toBe(2);
  });

  it('locks for lockTime minutes (lockType 2) and lets the user in once that has passed', async () => {
    await setConfig(t.services, { passwordErrorsNumber: 2, lockType: 2, lockTime: 15 });
    await loginFresh('manager', 'bad1');
    expect((await loginFresh('manager', 'bad2')).msg).toBe('账号已被锁定，请15分钟后再试');
    expect((await loginFresh('manager')).msg).toMatch(/^账号已被锁定，请1[45]分钟后再试$/);
    await t.services.db
      .updateTable('base_user')
      .set({ unlockTime: Date.now() - 1000 })
      .where('account', '=', 'manager')
      .execute();
    expect((await loginFresh('manager')).code).toBe(200);
    const row = await t.services.db.selectFrom('base_user').select(['errorCount', 'enabledMark']).where('account', '=', 'manager').executeTakeFirstOrThrow();
    expect(row).toEqual({ errorCount: 0, enabledMark: 1 });
  });

  it('refuses a disabled account', async () => {
    await t.services.db.updateTable('base_user').set({ enabledMark: 0 }).where('account', '=', 'staff').execute();
    expect((await login(t.app, 'staff')).msg).toBe('该账号已被禁用');
  });

  it('answers in the language of the request', async () => {
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'accept-language': 'en-US' },
      payload: { account: 'admin', password: md5Hex('x') },
    });
    expect(body(en).msg).toBe('Wrong account or password, please try again');
    const tw = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { 'accept-language': 'zh-TW' },
      payload: { account: 'admin', password: md5Hex('x') },
    });
    expect(body(tw).msg).toBe('賬戶或密碼錯誤，請重新輸入');
  });

  it('records the previous login for the last-login notice', async () => {
    await tokenOf(t.app, 'admin');
    const token = await tokenOf(t.app, 'admin');
    const info = body<{ userInfo: Record<string, unknown> }>(await as(t.app, token).get('/api/oauth/CurrentUser')).data?.userInfo;
    expect(typeof info?.prevLoginTime).toBe('number');
    expect(info?.prevLoginIPAddress).toBe('127.0.0.1');
    expect(info?.prevLoginIPAddressName).toBe('本地局域网');
  });
});
