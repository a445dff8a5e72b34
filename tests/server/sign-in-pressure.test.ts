import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { as, body, createTestApp, databases, PASSWORD, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/core/config.ts';
import { parseTrustedProxies } from '../../server/core/http/client-address.ts';
import { newId } from '../../server/core/db/ids.ts';

/**
 * Sign-in under pressure (issue 9, docs/security/sign-in-policy.md): the lockout holds under
 * parallel attempts, the per-address throttle, equal work for unknown accounts, the captcha's
 * length, lock-screen failures, the IP allow-list and which X-Forwarded-For is believed.
 */
describe.each(databases())('sign-in under pressure on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await setConfig(t.services, {
      enableVerificationCode: 0,
      verificationCodeNumber: 4,
      passwordErrorsNumber: 5,
      lockType: 1,
      lockTime: 10,
      singleLogin: 2,
      whitelistSwitch: 0,
      whiteListIp: '',
    });
    await t.services.db.updateTable('base_user').set({ enabledMark: 1, errorCount: 0, unlockTime: null }).execute();
    await t.services.db.deleteFrom('base_sign_in_failure').execute();
  });

  const signIn = (
    from: string,
    account: string,
    password = PASSWORD,
    extra: { code?: string; timestamp?: string; headers?: Record<string, string>; app?: FastifyInstance } = {},
  ) =>
    (extra.app ?? t.app).inject({
      method: 'POST',
      url: '/api/oauth/Login',
      remoteAddress: from,
      headers: extra.headers ?? {},
      payload: { account, password: md5Hex(password), ...(extra.code ? { code: extra.code, timestamp: extra.timestamp } : {}) },
    });
  const checks = () => t.services.login.passwords.verifications;
  const account = (name: string) =>
    t.services.db.selectFrom('base_user').select(['id', 'enabledMark', 'errorCount']).where('account', '=', name).executeTakeFirstOrThrow();
  const wrongPasswordRows = async (userId: string) =>
    (await t.services.db.selectFrom('base_login_log').select('id').where('userId', '=', userId).where('abstracts', '=', 'wrongCredentials').execute()).length;
  /** Draws a captcha as the login page does and reads its answer from the store. */
  const captcha = async (key: string) => {
    await t.app.inject({ method: 'GET', url: `/api/oauth/ImageCode/4/${key}` });
    const row = await t.services.db.selectFrom('base_captcha').select('code').where('id', '=', key).executeTakeFirstOrThrow();
    return { code: row.code ?? '', timestamp: key };
  };

  it('locks after passwordErrorsNumber checks however many wrong passwords arrive at once, burst after burst', async () => {
    const staff = await account('staff');
    for (let burst = 1; burst <= 4; burst += 1) {
      await t.services.db.updateTable('base_user').set({ enabledMark: 1, errorCount: 0, unlockTime: null }).where('id', '=', staff.id).execute();
      const checksBefore = checks();
      const rowsBefore = await wrongPasswordRows(staff.id);
      // fifty addresses, so the per-address throttle does not hide the account's own lockout
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(`10.1.${burst}.${i + 1}`, 'staff', `wrong-${i}`)));
      const messages = answers.map((answer) => body(answer));
      expect(messages.every((m) => m.code === 400)).toBe(true);
      expect(await wrongPasswordRows(staff.id)).toBe(rowsBefore + 5);
      expect(checks() - checksBefore).toBeLessThanOrEqual(5);
      expect(messages.filter((m) => m.msg === '账号已被锁定，请联系管理员解除锁定').length).toBeGreaterThanOrEqual(45);
      expect(await account('staff')).toMatchObject({ enabledMark: 2, errorCount: 5 });
    }
    // Once locked, a further burst checks no password at all, the right one included.
    const checksBefore = checks();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(`10.1.9.${i + 1}`, 'staff', i === 7 ? PASSWORD : `wrong-${i}`)));
    expect(answers.map((a) => body(a).msg)).toEqual(Array(20).fill('账号已被锁定，请联系管理员解除锁定'));
    expect(checks()).toBe(checksBefore);
  });

  it('checks one password for an unknown account as for a real one', async () => {
    let before = checks();
    expect(body(await signIn('10.5.0.1', 'nobody-at-all', 'wrong'))).toEqual({ code: 400, msg: '账户或密码错误，请重新输入' });
    expect(checks() - before).toBe(1);
    before = checks();
    expect(body(await signIn('10.5.0.2', 'staff', 'wrong'))).toEqual({ code: 400, msg: '账户或密码错误，请重新输入' });
    expect(checks() - before).toBe(1);
    before = checks();
    expect(body(await signIn('10.5.0.3', 'staff')).code).toBe(200);
    expect(checks() - before).toBe(1);
  });

  it('asks an address for a captcha after a few failures, without touching the account, while other addresses sign in', async () => {
    const checksBefore = checks();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn('10.2.0.1', 'staff', `wrong-${i}`)));
    const messages = answers.map((answer) => body(answer).msg);
    // passwordErrorsNumber 5: four free failures per address, so one address cannot lock the account alone
    expect(checks() - checksBefore).toBe(4);
    expect(messages.filter((m) => m === '登录失败次数过多，请输入验证码')).toHaveLength(46);
    expect(await account('staff')).toMatchObject({ enabledMark: 1, errorCount: 4 });
    // the right password from the throttled address is refused too until it brings a captcha
    expect(body(await signIn('10.2.0.1', 'staff'))).toEqual({ code: 400, msg: '登录失败次数过多，请输入验证码' });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      remoteAddress: '10.2.0.1',
      headers: { 'accept-language': 'en' },
      payload: { account: 'admin', password: md5Hex(PASSWORD) },
    });
    expect(body(english)).toEqual({ code: 400, msg: 'Too many failed sign-ins from this address; enter the verification code' });
    expect(await account('admin')).toMatchObject({ errorCount: 0 });
    // the login page learns to show the captcha to that address only
    const configFor = async (from: string) =>
      body<{ enableVerificationCode: number }>(await t.app.inject({ method: 'GET', url: '/api/oauth/getConfig/staff', remoteAddress: from })).data;
    expect(await configFor('10.2.0.1')).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 4 });
    expect(await configFor('10.2.0.2')).toEqual({ enableVerificationCode: 0, verificationCodeNumber: 4 });
    // another address signs in as usual; the throttled one does with a captcha
    expect(body(await signIn('10.2.0.2', 'staff')).code).toBe(200);
    expect(body(await signIn('10.2.0.1', 'staff', PASSWORD, { code: 'nope', timestamp: '0.1' })).msg).toBe('验证码错误');
    expect(body(await signIn('10.2.0.1', 'staff', PASSWORD, await captcha('0.2'))).code).toBe(200);
  });

  it('refuses an address past the ceiling even with a captcha, and the account is not touched', async () => {
    const now = Date.now();
    await t.services.db
      .insertInto('base_sign_in_failure')
      .values(Array.from({ length: 30 }, () => ({ id: newId(), address: '10.6.0.1', createdAt: now })))
      .execute();
    const before = checks();
    expect(body(await signIn('10.6.0.1', 'staff', PASSWORD, await captcha('0.3')))).toEqual({ code: 400, msg: '登录失败次数过多，请15分钟后再试' });
    expect(checks()).toBe(before);
    expect(body(await signIn('::ffff:10.6.0.1', 'staff', PASSWORD, await captcha('0.4'))).msg).toBe('登录失败次数过多，请15分钟后再试');
    // failures older than the window no longer count
    await t.services.db
      .updateTable('base_sign_in_failure')
      .set({ createdAt: now - 16 * 60_000 })
      .execute();
    expect(body(await signIn('10.6.0.1', 'staff')).code).toBe(200);
  });

  it('draws captchas as long as the configuration says, whatever length the path asks for', async () => {
    await setConfig(t.services, { verificationCodeNumber: 6 });
    await t.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/3/0.61' });
    await t.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/8/0.62' });
    await t.app.inject({ method: 'GET', url: '/api/file/ImageCode/0.63' });
    const rows = await t.services.db.selectFrom('base_captcha').select(['id', 'code']).where('id', 'in', ['0.61', '0.62', '0.63']).execute();
    expect(rows.map((row) => row.code?.length)).toEqual([6, 6, 6]);
    expect((await t.app.inject({ method: 'GET', url: '/api/file/ImageCode/3/0.64' })).headers['content-type']).not.toContain('image');
  });

  it('counts lock-screen failures towards the lockout', async () => {
    await setConfig(t.services, { passwordErrorsNumber: 3, lockType: 2, lockTime: 10 });
    const token = await tokenOf(t.app, 'staff');
    const unlock = (password: string) => as(t.app, token).post('/api/oauth/LockScreen', { account: 'staff', password: md5Hex(password) });
    expect(body(await unlock('wrong-1')).msg).toBe('账户或密码错误，请重新输入');
    expect(body(await signIn('10.7.0.1', 'staff', 'wrong-2')).msg).toBe('账户或密码错误，请重新输入');
    expect(await account('staff')).toMatchObject({ errorCount: 2, enabledMark: 1 });
    expect(body(await unlock('wrong-3')).msg).toBe('账号已被锁定，请10分钟后再试');
    expect(await account('staff')).toMatchObject({ enabledMark: 2 });
    // the session that failed the lock screen is over, and signing in waits for the lock
    expect(body(await as(t.app, token).get('/api/oauth/CurrentUser')).code).toBe(600);
    expect(body(await signIn('10.7.0.2', 'staff')).msg).toBe('账号已被锁定，请10分钟后再试');

    // parallel lock-screen attempts get no more checks than the lockout allows
    await t.services.db.updateTable('base_user').set({ enabledMark: 1, errorCount: 0, unlockTime: null }).where('account', '=', 'staff').execute();
    const second = await tokenOf(t.app, 'staff');
    const before = checks();
    await Promise.all(Array.from({ length: 20 }, (_, i) => as(t.app, second).post('/api/oauth/LockScreen', { account: 'staff', password: md5Hex(`w${i}`) })));
    expect(checks() - before).toBeLessThanOrEqual(3);
    expect(await account('staff')).toMatchObject({ enabledMark: 2 });
  });

  it('keeps a right lock-screen password working and gives the tries back', async () => {
    const token = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, token).post('/api/oauth/LockScreen', { account: 'staff', password: md5Hex('wrong') })).code).toBe(400);
    expect(await account('staff')).toMatchObject({ errorCount: 1, enabledMark: 1 });
    expect(body(await as(t.app, token).post('/api/oauth/LockScreen', { account: 'staff', password: md5Hex(PASSWORD) }))).toEqual({
      code: 200,
      msg: '验证成功',
    });
    expect(await account('staff')).toMatchObject({ errorCount: 0, enabledMark: 1 });
  });

  it('enforces the IP allow-list as JNPF does: only listed addresses, the admin account exempt', async () => {
    await setConfig(t.services, { whitelistSwitch: 1, whiteListIp: '10.3.0.1,192.168.50.0/24' });
    expect(body(await signIn('10.3.0.1', 'staff')).code).toBe(200);
    expect(body(await signIn('192.168.50.7', 'staff')).code).toBe(200);
    expect(body(await signIn('::ffff:10.3.0.1', 'staff')).code).toBe(200);
    expect(body(await signIn('10.3.0.2', 'staff'))).toEqual({ code: 400, msg: '此IP未在白名单中，请联系管理员' });
    // a company administrator is not exempt; an unknown account gets the same answer (nothing is revealed)
    expect(body(await signIn('10.3.0.2', 'manager')).msg).toBe('此IP未在白名单中，请联系管理员');
    expect(body(await signIn('10.3.0.2', 'nobody-at-all')).msg).toBe('此IP未在白名单中，请联系管理员');
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/Login',
      remoteAddress: '10.3.0.2',
      headers: { 'accept-language': 'en' },
      payload: { account: 'staff', password: md5Hex(PASSWORD) },
    });
    expect(body(english).msg).toBe('This IP address is not on the allow-list; ask an administrator');
    expect(body(await signIn('10.3.0.2', 'admin')).code).toBe(200);
    await setConfig(t.services, { whitelistSwitch: 0 });
    expect(body(await signIn('10.3.0.2', 'staff')).code).toBe(200);
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    await setConfig(t.services, { whitelistSwitch: 1, whiteListIp: '10.8.0.1' });
    const forwarded = { 'x-forwarded-for': '10.8.0.1' };
    // by default nobody is a trusted proxy: the header changes nothing
    expect(body(await signIn('10.8.9.9', 'staff', PASSWORD, { headers: forwarded })).msg).toBe('此IP未在白名单中，请联系管理员');
    const behindProxy = await buildApp({ services: t.services, logLevel: 'silent', trustProxy: parseTrustedProxies('10.8.9.9, 172.16.0.0/12') });
    try {
      expect(body(await signIn('10.8.9.9', 'staff', PASSWORD, { headers: forwarded, app: behindProxy })).code).toBe(200);
      expect(body(await signIn('172.20.1.1', 'staff', PASSWORD, { headers: forwarded, app: behindProxy })).code).toBe(200);
      // a client that is not the proxy still cannot choose its address
      expect(body(await signIn('10.8.9.10', 'staff', PASSWORD, { headers: forwarded, app: behindProxy })).msg).toBe('此IP未在白名单中，请联系管理员');
      const last = await t.services.db
        .selectFrom('base_login_log')
        .select('ipAddress')
        .where('success', '=', 1)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(last.ipAddress).toBe('10.8.0.1');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('TRUST_PROXY setting', () => {
  it('reads a comma list of addresses and ranges, trusts nobody by default and refuses nonsense', () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: ' 10.0.0.1, 10.1.0.0/16 ,::1,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'loopback']);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
