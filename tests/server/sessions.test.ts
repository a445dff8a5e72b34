import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';
import { SessionService } from '../../server/core/identity/session-service.ts';

describe.each(databases())('sessions on %s (contract §1.2 codes 600/601/602)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await setConfig(t.services, { singleLogin: 2 });
    await t.services.db.updateTable('base_user').set({ enabledMark: 1 }).execute();
  });

  const currentUser = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: token === undefined ? {} : { authorization: token } });

  it('answers 600 without a token, 602 for a malformed one, 600 for an unknown one', async () => {
    expect(body(await currentUser())).toEqual({ code: 600, msg: '登录过期,请重新登录' });
    expect(body(await currentUser('Bearer nonsense'))).toEqual({ code: 602, msg: 'Token验证失败' });
    expect(body(await currentUser(`bearer ${'a'.repeat(43)}`)).code).toBe(600);
  });

  it('revokes the token on logout', async () => {
    const token = await tokenOf(t.app, 'staff');
    expect(body(await currentUser(token)).code).toBe(200);
    expect(body(await as(t.app, token).get('/api/oauth/Logout'))).toEqual({ code: 200, msg: '注销成功' });
    expect(body(await currentUser(token)).code).toBe(600);
  });

  it('stores tokens only hashed', async () => {
    const token = await tokenOf(t.app, 'staff');
    const rows = await t.services.db.selectFrom('base_user_session').selectAll().execute();
    const raw = token.replace(/^bearer /, '');
    expect(JSON.stringify(rows)).not.toContain(raw);
    expect(rows.some((r) => r.id === SessionService.hashToken(token))).toBe(true);
  });

  it('expires a token after tokenTimeout', async () => {
    const token = await tokenOf(t.app, 'staff');
    await t.services.db
      .updateTable('base_user_session')
      .set({ expiresAt: Date.now() - 1 })
      .where('id', '=', SessionService.hashToken(token))
      .execute();
    expect(body(await currentUser(token)).code).toBe(600);
  });

  it('kicks the older session out with 601 in single-login mode', async () => {
    await setConfig(t.services, { singleLogin: 1 });
    const first = await tokenOf(t.app, 'manager');
    const second = await tokenOf(t.app, 'manager');
    expect(body(await currentUser(first))).toEqual({ code: 601, msg: '您的帐号在其他地方已登录,被强制踢出' });
    expect(body(await currentUser(second)).code).toBe(200);
  });

  it('keeps both sessions when several logins are allowed', async () => {
    const first = await tokenOf(t.app, 'manager');
    const second = await tokenOf(t.app, 'manager');
    expect(body(await currentUser(first)).code).toBe(200);
    expect(body(await currentUser(second)).code).toBe(200);
  });

  it('ends the session of a disabled user', async () => {
    const token = await tokenOf(t.app, 'staff');
    await t.services.db.updateTable('base_user').set({ enabledMark: 0 }).where('account', '=', 'staff').execute();
    expect(body(await currentUser(token)).code).toBe(600);
  });

  it('checks the password on the lock screen', async () => {
    const token = await tokenOf(t.app, 'staff');
    const { md5Hex } = await import('../../server/core/identity/password-hash.ts');
    expect(body(await as(t.app, token).post('/api/oauth/LockScreen', { account: 'staff', password: md5Hex('Portside2026') }))).toEqual({
      code: 200,
      msg: '验证成功',
    });
    expect(body(await as(t.app, token).post('/api/oauth/LockScreen', { account: 'staff', password: md5Hex('wrong') })).msg).toBe('账户或密码错误，请重新输入');
    expect(body(await as(t.app, token).post('/api/oauth/LockScreen', { account: 'admin', password: md5Hex('Portside2026') })).code).toBe(400);
    expect(body(await t.app.inject({ method: 'POST', url: '/api/oauth/LockScreen', payload: { password: md5Hex('x') } })).code).toBe(600);
  });
});
