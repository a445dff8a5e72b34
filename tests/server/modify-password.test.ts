import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, login, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';
import { hashPassword, md5Hex } from '../../server/core/identity/password-hash.ts';

describe.each(databases())('POST …/Current/Actions/ModifyPassword on %s (spec §5)', (target) => {
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await setConfig(t.services, { passwordStrengthLimit: 0, disableOldPassword: 0, passwordIsUpdatedRegularly: 0 });
    await t.services.db
      .updateTable('base_user')
      .set({ passwordHash: await hashPassword(md5Hex('Portside2026')) })
      .where('account', '=', 'staff')
      .execute();
  });

  async function captcha(): Promise<{ code: string; timestamp: string }> {
    serial += 1;
    const timestamp = `0.${serial}${Date.now()}`;
    await t.app.inject({ method: 'GET', url: `/api/oauth/ImageCode/4/${timestamp}` });
    const row = await t.services.db.selectFrom('base_captcha').select('code').where('id', '=', timestamp).executeTakeFirstOrThrow();
    return { code: row.code ?? '', timestamp };
  }

  async function change(token: string, next: string, extra: Record<string, unknown> = {}) {
    return body(
      await as(t.app, token).post('/api/permission/Users/Current/Actions/ModifyPassword', {
        oldPassword: md5Hex('Portside2026'),
        password: md5Hex(next),
        newPasswordPlain: next,
        ...(await captcha()),
        ...extra,
      }),
    );
  }

  it('requires the old password, the new password and the code', async () => {
    const token = await tokenOf(t.app, 'staff');
    const post = (payload: object) => as(t.app, token).post('/api/permission/Users/Current/Actions/ModifyPassword', payload);
    expect(body(await post({ password: md5Hex('a'), code: 'x' })).msg).toBe('旧密码不能为空');
    expect(body(await post({ oldPassword: md5Hex('a'), code: 'x' })).msg).toBe('新密码不能为空');
    expect(body(await post({ oldPassword: md5Hex('a'), password: md5Hex('b') })).msg).toBe('验证码不能为空');
    expect((await change(token, 'Next2026', { code: 'wrong' })).msg).toBe('验证码错误');
    expect((await change(token, 'Next2026', { oldPassword: md5Hex('nope') })).msg).toBe('旧密码错误');
  });

  it('enforces every rule of the password policy with the spec messages', async () => {
    await setConfig(t.services, {
      passwordStrengthLimit: 1,
      passwordLengthMin: 1,
      passwordLengthMinNumber: 8,
      containsNumbers: 1,
      includeLowercaseLetters: 1,
      includeUppercaseLetters: 1,
      containsCharacters: 1,
    });
    const token = await tokenOf(t.app, 'staff');
    expect((await change(token, 'Ab1!')).msg).toBe('新密码长度不能小于8位');
    expect((await change(token, 'Abcdefg!')).msg).toBe('新密码必须包含数字');
    expect((await change(token, 'ABCDEF1!')).msg).toBe('新密码必须包含小写字母');
    expect((await change(token, 'abcdef1!')).msg).toBe('新密码必须包含大写字母');
    expect((await change(token, 'Abcdefg1')).msg).toBe('新密码必须包含字符');
    expect((await change(token, 'Abcdef1!', { newPasswordPlain: undefined })).code).toBe(400);
    expect((await change(token, 'Abcdef1!', { newPasswordPlain: 'Other12!' })).code).toBe(400);
    expect((await change(token, 'Abcdef1!')).code).toBe(200);
  });

  it('changes the password, ends the sessions and signs in with the new one only', async () => {
    const token = await tokenOf(t.app, 'staff');
    expect(await change(token, 'Next2026')).toEqual({ code: 200, msg: '修改成功，请牢记新密码' });
    expect(body(await as(t.app, token).get('/api/oauth/CurrentUser')).code).toBe(600);
    expect((await login(t.app, 'staff', 'Next2026')).code).toBe(200);
    expect((await login(t.app, 'staff')).code).toBe(400);
    const row = await t.services.db.selectFrom('base_user').select('changePasswordDate').where('account', '=', 'staff').executeTakeFirstOrThrow();
    expect(row.changePasswordDate).toBeGreaterThan(Date.now() - 60_000);
  });

  it("tells the user's other sessions to sign out, but not the one that made the change", async () => {
    const own = await tokenOf(t.app, 'staff');
    const other = await tokenOf(t.app, 'staff');
    const told: string[] = [];
    t.services.sessions.onRevoked((event) => told.push(...event.sessionIds));
    expect((await change(own, 'Next2026')).code).toBe(200);
    const { SessionService } = await import('../../server/core/identity/session-service.ts');
    expect(told).toContain(SessionService.hashToken(other));
    expect(told).not.toContain(SessionService.hashToken(own));
    // both tokens stop working all the same
    expect(body(await as(t.app, own).get('/api/oauth/CurrentUser')).code).toBe(600);
    expect(body(await as(t.app, other).get('/api/oauth/CurrentUser')).code).toBe(600);
  });

  it('refuses a recently used password when the policy says so', async () => {
    await setConfig(t.services, { disableOldPassword: 1, disableTheNumberOfOldPasswords: 3 });
    const token = await tokenOf(t.app, 'staff');
    expect((await change(token, 'Portside2026')).msg).toBe('新密码不能与最近3次使用的密码相同');
  });

  it('leaves one system message when the password is about to expire', async () => {
    await setConfig(t.services, { passwordIsUpdatedRegularly: 1, updateCycle: 30, updateInAdvance: 7 });
    await t.services.db
      .updateTable('base_user')
      .set({ changePasswordDate: Date.now() - 40 * 86_400_000 })
      .where('account', '=', 'manager')
      .execute();
    const token = await tokenOf(t.app, 'manager');
    await as(t.app, token).post('/api/oauth/updatePasswordMessage');
    await as(t.app, token).post('/api/oauth/updatePasswordMessage');
    const messages = await t.services.db
      .selectFrom('base_message_receive as r')
      .innerJoin('base_message as m', 'm.id', 'r.messageId')
      .select(['m.type', 'm.title'])
      .where('r.userId', '=', 'user-manager')
      .execute();
    expect(messages).toEqual([{ type: 3, title: '您的密码即将过期，请及时修改' }]);
  });
});
