import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import type { Backend } from './backends.ts';
import { contractTargets, demoPassword } from './contract-suite.ts';

const password = demoPassword;

/** Sign-in, the login page's calls and the session rules, in the contract's words and codes. */
describe.each(contractTargets)('sign-in contract against %s', (_name, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(async () => backend?.close());

  const login = async (account: string, pass = password) =>
    backend.call('POST', '/api/oauth/Login', { form: true, body: { account, password: pass, grant_type: 'password' } });
  const token = async (account: string) => ((await login(account)).data as { token: string }).token;

  it('signs in and refuses a wrong password with the same words', async () => {
    const ok = await login('admin');
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ token: expect.stringMatching(/^bearer [A-Za-z0-9_-]{43}$/), theme: 'blend' });
    expect(await login('admin', md5Hex('x'))).toEqual({ code: 400, msg: '账户或密码错误，请重新输入' });
    expect(await backend.call('POST', '/api/oauth/Login', { body: { account: '', password } })).toEqual({ code: 400, msg: '请输入账号' });
    expect((await login('abc@x')).msg).toBe('子账号格式为 手机号@账号');
  });

  it('answers the login-page calls without a token', async () => {
    expect((await backend.call('GET', '/api/oauth/getConfig/admin')).data).toEqual({ enableVerificationCode: 0, verificationCodeNumber: 4 });
    expect((await backend.call('GET', '/api/oauth/getLoginConfig')).data).toMatchObject({ redirect: false });
  });

  it('answers 600 and 602 like the contract', async () => {
    expect(await backend.call('GET', '/api/oauth/CurrentUser')).toEqual({ code: 600, msg: '登录过期,请重新登录' });
    expect(await backend.call('GET', '/api/oauth/CurrentUser', { token: 'Bearer x' })).toEqual({ code: 602, msg: 'Token验证失败' });
  });

  it('builds the same current user', async () => {
    const admin = (await backend.call('GET', '/api/oauth/CurrentUser', { token: await token('admin') })).data as {
      userInfo: { userAccount: string; systemIds: unknown[]; organizeName: string; isTourist: boolean };
      routerList: { type: number }[];
      menuList: unknown[];
      permissionList: unknown[];
      sysConfigInfo: { sysVersion: string };
    };
    expect(admin.userInfo).toMatchObject({ userAccount: 'admin', organizeName: '港口集团/信息中心', isTourist: false });
    expect(admin.userInfo.systemIds).toHaveLength(2);
    expect(admin.routerList.map((r) => r.type)).toEqual([0, 0]);
    expect(admin.sysConfigInfo.sysVersion).toBe('3.4.7');
    const staff = (await backend.call('GET', '/api/oauth/CurrentUser', { token: await token('staff') })).data as {
      menuList: unknown[];
      permissionList: unknown[];
    };
    expect(JSON.stringify(staff.menuList).length).toBeLessThan(JSON.stringify(admin.menuList).length);
    const tourist = (await backend.call('GET', '/api/oauth/CurrentUser', { token: await token('tourist') })).data as { userInfo: { isTourist: boolean } };
    expect(tourist.userInfo.isTourist).toBe(true);
  });

  it('revokes on logout and checks the lock-screen password', async () => {
    const staff = await token('staff');
    expect(await backend.call('POST', '/api/oauth/LockScreen', { token: staff, body: { account: 'staff', password } })).toEqual({ code: 200, msg: '验证成功' });
    expect((await backend.call('POST', '/api/oauth/LockScreen', { token: staff, body: { account: 'staff', password: md5Hex('x') } })).msg).toBe(
      '账户或密码错误，请重新输入',
    );
    expect(await backend.call('GET', '/api/oauth/Logout', { token: staff })).toEqual({ code: 200, msg: '注销成功' });
    expect((await backend.call('GET', '/api/oauth/CurrentUser', { token: staff })).code).toBe(600);
  });

  it('guards the system configuration the same way', async () => {
    const staff = await token('staff');
    const admin = await token('admin');
    const config = (await backend.call('GET', '/api/system/SysConfig', { token: staff })).data as Record<string, unknown>;
    expect(config).toHaveProperty('passwordStrengthLimit', 0);
    expect(config).not.toHaveProperty('emailPassword');
    expect((await backend.call('PUT', '/api/system/SysConfig', { token: staff, body: { sysName: 'x' } })).code).toBe(401);
    expect(await backend.call('PUT', '/api/system/SysConfig', { token: admin, body: { lockType: 9 } })).toEqual({
      code: 400,
      msg: '配置项 锁定方式 的值不正确',
    });
    expect(await backend.call('PUT', '/api/system/SysConfig', { token: admin, body: { singleLogin: 1 }, language: 'en' })).toEqual({
      code: 200,
      msg: 'Updated',
    });
    const first = await token('manager');
    await token('manager');
    expect(await backend.call('GET', '/api/oauth/CurrentUser', { token: first })).toEqual({ code: 601, msg: '您的帐号在其他地方已登录,被强制踢出' });
    await backend.call('PUT', '/api/system/SysConfig', { token: admin, body: { singleLogin: 2 } });
  });
});
