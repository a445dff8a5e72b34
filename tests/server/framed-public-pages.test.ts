import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, setConfig, tokenOf, type TestApp } from './helpers/test-app.ts';
import { FRAME_ADDRESS_KEYS, PUBLIC_PAGE_ADDRESS_KEYS, SIGNED_IN_PAGE_ADDRESS_KEYS } from '../../server/core/sys-config/frame-config-keys.ts';

const publicLookup = (key: string) => `/api/portal/PageAddress?keyStr=${encodeURIComponent(key)}`;
const lookup = (key: string) => `/api/system/SysConfig/getValueByKey?keyStr=${encodeURIComponent(key)}`;

/** The framed pages of spec §2.1/§2.2 without a screen of their own, and their keys. */
const PUBLIC_PAGES: Record<string, string> = {
  '/createBill': 'createBillUrl',
  '/dingzhiIndex': 'dingzhiIndexUrl',
  '/dingzhiInfo': 'dingzhiInfoUrl',
  '/yuanyou': 'yuanyouUrl',
  '/logistics': 'logisticsUrl',
  '/temp': 'tempUrl',
  '/showharberp': 'showharberpUrl',
  '/wldbPay': 'wldbPayUrl',
};

describe('the fixed framed pages in the system configuration schema', () => {
  it('are edited in the business pages section, labelled in three languages', () => {
    const schema = JSON.parse(fs.readFileSync('schemas/sys-config.schema.json', 'utf8')) as {
      properties: Record<string, { pattern?: string; default?: string }>;
      'x-portside': { sections: { title: { en: string }; fields: string[] }[]; fields: Record<string, { label: Record<string, string> }> };
    };
    expect([...PUBLIC_PAGE_ADDRESS_KEYS]).toEqual(Object.values(PUBLIC_PAGES));
    expect([...SIGNED_IN_PAGE_ADDRESS_KEYS]).toEqual(['createBillLoginUserUrl', 'applyCargoListUrl']);
    const section = schema['x-portside'].sections.find((s) => s.title.en === 'Business pages');
    for (const key of [...PUBLIC_PAGE_ADDRESS_KEYS, ...SIGNED_IN_PAGE_ADDRESS_KEYS]) {
      expect(FRAME_ADDRESS_KEYS).toContain(key);
      expect(section?.fields).toContain(key);
      expect(schema.properties[key]).toMatchObject({ default: '', pattern: schema.properties.importDocumentShipUrl?.pattern });
      const label = schema['x-portside'].fields[key]?.label;
      expect(label?.zh && label['zh-TW'] && label.en, key).toBeTruthy();
    }
    expect(schema['x-portside'].fields.wldbPayUrl?.label.zh).toBe('零担支付地址');
  });
});

describe.each(databases())('public framed page addresses on %s (spec §2.2, §2.4)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('answers each public page’s demo address without a session, in the envelope', async () => {
    for (const key of PUBLIC_PAGE_ADDRESS_KEYS) {
      const response = await t.app.inject({ method: 'GET', url: publicLookup(key) });
      expect(response.statusCode).toBe(200);
      expect(body(response)).toEqual({ code: 200, msg: 'Success', data: `/framed-demo/index.html?screen=${key}` });
    }
    // a (stale or forged) token changes nothing on a public route
    const forged = await t.app.inject({ method: 'GET', url: publicLookup('wldbPayUrl'), headers: { authorization: 'bearer nonsense' } });
    expect(body(forged).data).toBe('/framed-demo/index.html?screen=wldbPayUrl');
  });

  it('answers the configured address, or an empty one when none is configured', async () => {
    await setConfig(t.services, { logisticsUrl: 'https://logistics.example/track?from=portal', tempUrl: '' });
    expect(body(await t.app.inject({ method: 'GET', url: publicLookup('logisticsUrl') })).data).toBe('https://logistics.example/track?from=portal');
    expect(body(await t.app.inject({ method: 'GET', url: publicLookup('tempUrl') }))).toEqual({ code: 200, msg: 'Success', data: '' });
    await t.services.db.deleteFrom('base_sys_config').where('id', '=', 'tempUrl').execute();
    expect(body(await t.app.inject({ method: 'GET', url: publicLookup('tempUrl') }))).toEqual({ code: 200, msg: 'Success', data: '' });
  });

  it('refuses every other key without a session and never leaks another setting', async () => {
    await setConfig(t.services, { emailPassword: 'secret-mail-password', aliSecret: 'ali-secret-value' });
    const refused = [
      ...SIGNED_IN_PAGE_ADDRESS_KEYS,
      'importDocumentShipUrl',
      'classesplanUrl',
      'frameMessageOrigins',
      'gctosTokenMinutes',
      'emailPassword',
      'aliSecret',
      'sysName',
      'tokenTimeout',
      'nothing',
      'constructor',
      '__proto__',
      'WLDBPAYURL',
      'wldbPayUrl ',
    ];
    for (const key of refused) {
      const response = await t.app.inject({ method: 'GET', url: publicLookup(key) });
      expect(body(response), key).toEqual({ code: 400, msg: `配置项 ${key} 不可按键查询` });
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('framed-demo');
    }
    // the same refusal for a signed-in caller: the public route reads public keys only
    const admin = await tokenOf(t.app, 'admin');
    expect(body(await as(t.app, admin).get(publicLookup('emailPassword'))).code).toBe(400);
    // no key, an empty key, an over-long key, two keys
    for (const url of ['/api/portal/PageAddress', publicLookup(''), publicLookup('x'.repeat(65))]) {
      const answer = body(await t.app.inject({ method: 'GET', url }));
      expect(answer.code, url).toBe(400);
      expect(JSON.stringify(answer)).not.toContain('framed-demo');
    }
    const twice = body(await t.app.inject({ method: 'GET', url: `${publicLookup('wldbPayUrl')}&keyStr=emailPassword` }));
    expect(JSON.stringify(twice)).not.toContain('secret');
    // writing is not offered
    expect((await t.app.inject({ method: 'POST', url: publicLookup('wldbPayUrl'), payload: {} })).statusCode).toBe(404);
  });

  it('lets signed-in users read the signed-in pages’ addresses, which visitors cannot', async () => {
    const staff = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, staff).get(lookup('createBillLoginUserUrl'))).data).toBe('/framed-demo/index.html?screen=createBillLoginUserUrl#token={token}');
    expect(body(await as(t.app, staff).get(lookup('applyCargoListUrl'))).data).toBe('/framed-demo/index.html?screen=applyCargoListUrl');
    expect(body(await as(t.app, staff).get(lookup('wldbPayUrl'))).data).toBe('/framed-demo/index.html?screen=wldbPayUrl');
    expect(body(await t.app.inject({ method: 'GET', url: lookup('createBillLoginUserUrl') })).code).toBe(600);
  });

  it('stores only http(s) addresses or site paths for the new keys', async () => {
    const admin = await tokenOf(t.app, 'admin');
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      expect(body(await as(t.app, admin).put('/api/system/SysConfig', { wldbPayUrl: bad })), bad).toEqual({
        code: 400,
        msg: '配置项 零担支付地址 的值不正确',
      });
    }
    expect(body(await as(t.app, admin).put('/api/system/SysConfig', { wldbPayUrl: 'https://pay.example/ltl' })).code).toBe(200);
    expect(body(await t.app.inject({ method: 'GET', url: publicLookup('wldbPayUrl') })).data).toBe('https://pay.example/ltl');
    await setConfig(t.services, { wldbPayUrl: '/framed-demo/index.html?screen=wldbPayUrl' });
  });
});
