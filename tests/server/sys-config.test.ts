import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

describe.each(databases())('GET/PUT /api/system/SysConfig on %s (contract §4.13)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('lets everyone read the policy but only administrators the secrets', async () => {
    const staff = body(await as(t.app, await tokenOf(t.app, 'staff')).get('/api/system/SysConfig')).data as Record<string, unknown>;
    expect(staff).toHaveProperty('passwordStrengthLimit');
    expect(staff).toHaveProperty('mandatoryModificationOfInitialPassword');
    expect(staff).not.toHaveProperty('emailPassword');
    const admin = body(await as(t.app, await tokenOf(t.app, 'admin')).get('/api/system/SysConfig')).data as Record<string, unknown>;
    expect(admin).toHaveProperty('emailPassword');
    expect(admin.tokenTimeout).toBe('480');
  });

  it('refuses a user without the permission and changes nothing', async () => {
    const staff = await tokenOf(t.app, 'staff');
    const response = body(await as(t.app, staff).put('/api/system/SysConfig', { sysName: 'hacked' }));
    expect(response.code).toBe(401);
    expect((await t.services.config.read()).sysName).toBe('港口供应链综合服务平台');
  });

  it('writes nothing when one value is invalid', async () => {
    const admin = await tokenOf(t.app, 'admin');
    const bad = body(await as(t.app, admin).put('/api/system/SysConfig', { sysName: 'changed', lockType: 5 }));
    expect(bad).toEqual({ code: 400, msg: '配置项 锁定方式 的值不正确' });
    expect(body(await as(t.app, admin).put('/api/system/SysConfig', { passwordErrorsNumber: 'x' })).code).toBe(400);
    expect((await t.services.config.read()).sysName).toBe('港口供应链综合服务平台');
  });

  it('takes only declared keys: prototype names and unknown keys are refused and nothing is stored', async () => {
    const admin = await tokenOf(t.app, 'admin');
    for (const key of ['toString', 'hasOwnProperty', 'valueOf', 'constructor', 'isPrototypeOf', 'noSuchSetting']) {
      expect(body(await as(t.app, admin).put('/api/system/SysConfig', { sysName: 'changed', [key]: 1 })), key).toEqual({
        code: 400,
        msg: `不存在的配置项：${key}`,
      });
    }
    expect(body(await as(t.app, admin).put('/api/system/SysConfig', { toString: 1 }, { 'accept-language': 'en' }))).toEqual({
      code: 400,
      msg: 'There is no such setting: toString',
    });
    // JSON's own prototype key never reaches the service
    const proto = await t.app.inject({
      method: 'PUT',
      url: '/api/system/SysConfig',
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: '{"__proto__":{"sysName":"x"}}',
    });
    expect(body(proto).code).toBe(400);
    const stored = await t.services.db
      .selectFrom('base_sys_config')
      .select('id')
      .where('id', 'in', ['toString', 'hasOwnProperty', 'valueOf', 'constructor', 'isPrototypeOf', 'noSuchSetting', '__proto__'])
      .execute();
    expect(stored).toEqual([]);
    expect((await t.services.config.read()).sysName).toBe('港口供应链综合服务平台');
  });

  it('persists a valid change', async () => {
    const admin = await tokenOf(t.app, 'admin');
    expect(body(await as(t.app, admin).put('/api/system/SysConfig', { sysName: '港务平台', passwordErrorsNumber: '4' }))).toEqual({
      code: 200,
      msg: '更新成功',
    });
    const config = await t.services.config.read();
    expect(config.sysName).toBe('港务平台');
    expect(config.passwordErrorsNumber).toBe(4);
  });
});
