import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';
import { FRAME_ADDRESS_KEYS, FRAME_ORIGINS_KEY, GCTOS_TOKEN_MINUTES_KEY } from '../../server/core/sys-config/frame-config-keys.ts';

const lookup = (key: string) => `/api/system/SysConfig/getValueByKey?keyStr=${encodeURIComponent(key)}`;
const verify = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/permission/Users/GctosToken/Actions/Verify', payload: { token } }).then((r) => body(r));

describe('the business pages section of the system configuration schema', () => {
  it('holds exactly the lookup keys, the origins and the token lifetime', () => {
    const schema = JSON.parse(fs.readFileSync('schemas/sys-config.schema.json', 'utf8')) as {
      'x-portside': { sections: { title: { en: string }; fields: string[] }[] };
    };
    const section = schema['x-portside'].sections.find((s) => s.title.en === 'Business pages');
    expect(section?.fields).toEqual([...FRAME_ADDRESS_KEYS, FRAME_ORIGINS_KEY, GCTOS_TOKEN_MINUTES_KEY]);
    // the spec's own eleven keys are all there
    for (const key of [
      'importDocumentOilUrl',
      'classesplanUrl',
      'mixreleaseOilUrl',
      'sbcShipperDocOneUrl',
      'singlereleaseUrl',
      'sbcShipperDocTwoUrl',
      'mixreleaseUrl',
      'importReleaseUrl',
      'sbcShipperDocUrl',
      'importDocumentShipUrl',
      'exportdocumentUrl',
    ]) {
      expect(FRAME_ADDRESS_KEYS).toContain(key);
    }
  });
});

describe.each(databases())('framed business pages on %s (spec §2.4, §7)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('lets any signed-in user look up a frame address, in the envelope', async () => {
    const staff = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, staff).get(lookup('importDocumentShipUrl')))).toEqual({
      code: 200,
      msg: 'Success',
      data: '/framed-demo/index.html?screen=importDocumentShipUrl',
    });
    expect(body(await as(t.app, staff).get(lookup('classesplanUrl'))).data).toBe('/framed-demo/index.html?screen=classesplanUrl#token={token}');
    expect(body(await as(t.app, staff).get(lookup(FRAME_ORIGINS_KEY)))).toEqual({ code: 200, msg: 'Success', data: '' });
  });

  it('refuses every other key, so secrets never leave this way', async () => {
    const staff = await tokenOf(t.app, 'staff');
    await setConfig(t.services, { emailPassword: 'secret-mail-password' });
    for (const key of ['emailPassword', 'sysName', 'gctosTokenMinutes', 'nothing']) {
      const answer = body(await as(t.app, staff).get(lookup(key)));
      expect(answer).toEqual({ code: 400, msg: `配置项 ${key} 不可按键查询` });
    }
    expect(body(await as(t.app, staff).get('/api/system/SysConfig/getValueByKey')).code).toBe(400);
    expect(body(await t.app.inject({ method: 'GET', url: lookup('importDocumentShipUrl') })).code).toBe(600);
  });

  it('stores only http(s) addresses or site paths, and origin lists', async () => {
    const admin = await tokenOf(t.app, 'admin');
    for (const bad of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'ftp://x.example', 'data:text/html,x', 'https://a b']) {
      expect(body(await as(t.app, admin).put('/api/system/SysConfig', { importReleaseUrl: bad })), bad).toEqual({
        code: 400,
        msg: '配置项 进口放行地址 的值不正确',
      });
    }
    expect(body(await as(t.app, admin).put('/api/system/SysConfig', { frameMessageOrigins: 'https://a.example/path' })).code).toBe(400);
    const good = { importReleaseUrl: 'https://gctos.example/release?x=1', frameMessageOrigins: 'https://gctos.example, http://10.0.0.5:8080' };
    expect(body(await as(t.app, admin).put('/api/system/SysConfig', good)).code).toBe(200);
    const staff = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, staff).get(lookup('importReleaseUrl'))).data).toBe(good.importReleaseUrl);
    expect(body(await as(t.app, staff).get(lookup(FRAME_ORIGINS_KEY))).data).toBe(good.frameMessageOrigins);
    await setConfig(t.services, { importReleaseUrl: '', frameMessageOrigins: '' });
  });

  it('issues a business token that names its user to the business system', async () => {
    const session = await tokenOf(t.app, 'staff');
    const answer = body<{ token: string; expiresAt: number }>(await as(t.app, session).get('/api/permission/Users/getGctosUserToken'));
    expect(answer.code).toBe(200);
    const token = answer.data?.token ?? '';
    expect(token).toMatch(/^gctos_[A-Za-z0-9_-]{43}$/);
    expect(session).not.toContain(token.slice(6));
    expect(answer.data?.expiresAt).toBeGreaterThan(Date.now() + 119 * 60_000);
    const holder = await verify(t, token);
    expect(holder).toMatchObject({ code: 200, data: { userId: 'user-staff', account: 'staff', realName: '李操作' } });
    // a second call gives a second token; the table holds hashes only
    const again = body<{ token: string }>(await as(t.app, session).get('/api/permission/Users/getGctosUserToken')).data?.token;
    expect(again).not.toBe(token);
    const rows = await t.services.db.selectFrom('base_gctos_token').select('id').where('userId', '=', 'user-staff').execute();
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('ends a token with its session, its lifetime, a revoke or a disabled account', async () => {
    const issue = async (session: string) => body<{ token: string }>(await as(t.app, session).get('/api/permission/Users/getGctosUserToken')).data?.token ?? '';
    const invalid = { code: 400, msg: '业务令牌无效或已过期' };

    const signedOut = await tokenOf(t.app, 'manager');
    const first = await issue(signedOut);
    expect((await verify(t, first)).code).toBe(200);
    await as(t.app, signedOut).get('/api/oauth/Logout');
    expect(await verify(t, first)).toEqual(invalid);

    const session = await tokenOf(t.app, 'manager');
    const revoked = await issue(session);
    const revoke = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/permission/Users/GctosToken/Actions/Revoke', payload: { token } }).then((r) => body(r));
    expect(await revoke(revoked)).toEqual({ code: 200, msg: '业务令牌已注销' });
    expect(await verify(t, revoked)).toEqual(invalid);
    expect(await revoke(revoked)).toEqual(invalid);

    const expired = await issue(session);
    await t.services.db
      .updateTable('base_gctos_token')
      .set({ expiresAt: Date.now() - 1 })
      .where('userId', '=', 'user-manager')
      .execute();
    expect(await verify(t, expired)).toEqual(invalid);

    const disabled = await issue(session);
    await t.services.db.updateTable('base_user').set({ enabledMark: 0 }).where('id', '=', 'user-manager').execute();
    expect(await verify(t, disabled)).toEqual(invalid);
    await t.services.db.updateTable('base_user').set({ enabledMark: 1 }).where('id', '=', 'user-manager').execute();

    expect(await verify(t, 'bearer nonsense')).toEqual(invalid);
    expect((await verify(t, session.replace(/^bearer /, ''))).code).toBe(400);
  });

  it('answers data.msg when issuing is switched off', async () => {
    await setConfig(t.services, { gctosTokenMinutes: 0 });
    const session = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, session).get('/api/permission/Users/getGctosUserToken', { 'accept-language': 'en' }))).toEqual({
      code: 200,
      msg: 'Success',
      data: { msg: 'Business system tokens are switched off; ask an administrator' },
    });
    expect(body(await t.app.inject({ method: 'GET', url: '/api/permission/Users/getGctosUserToken' })).code).toBe(600);
    await setConfig(t.services, { gctosTokenMinutes: 120 });
  });
});
