import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { installAccessControl } from '../../server/core/http/access.ts';
import { installErrorHandling } from '../../server/core/http/error-handler.ts';
import { bootServices } from '../../server/boot.ts';
import { buildApp } from '../../server/app.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('route declarations (deny by default)', () => {
  it('refuses to register a route that declares no access', async () => {
    const app = Fastify();
    installErrorHandling(app);
    installAccessControl(app, { authenticate: async () => Promise.reject(new Error('no')), hasPermission: async () => false });
    expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });
});

describe.each(databases())('server hygiene on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('answers malformed JSON with a 400 envelope and no stack', async () => {
    // The session is checked before the body is read (an anonymous caller gets 600), so sign in first.
    const token = await tokenOf(t.app, 'staff');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/LockScreen',
      headers: { 'content-type': 'application/json', authorization: token },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 400, msg: '请求参数不正确' });
    expect(response.body).not.toMatch(/stack|at .*\(.*:\d+:\d+\)/);
  });

  it('answers a bad body field with 400 naming it, in the caller language', async () => {
    const token = await tokenOf(t.app, 'staff');
    const response = await as(t.app, token).put('/api/permission/Users/Current/SystemLanguage', { language: 'xx' }, { 'accept-language': 'en' });
    expect(body(response)).toEqual({ code: 400, msg: 'The request is not valid: language' });
  });

  it('answers a path parameter longer than the router takes with the 400 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/system/BillRule/${'x'.repeat(300)}`, headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 400, msg: 'The request is not valid' });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '请求的接口不存在' });
  });

  it('checks the permission a route declares', async () => {
    const staff = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, staff).put('/api/system/SysConfig', {})).code).toBe(401);
    const admin = await tokenOf(t.app, 'admin');
    expect(body(await as(t.app, admin).put('/api/system/SysConfig', {})).code).toBe(200);
  });

  it('tags every response with a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/oauth/getLoginConfig' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logs', () => {
  it('never contain the password or the token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-log-'));
    const { services } = await bootServices({ databaseUrl: '', dataDir, demoData: true });
    const app = await buildApp({ services, logLevel: 'trace', logStream: stream });
    const password = md5Hex('Portside2026');
    const response = await app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'admin', password } });
    const token = (response.json() as { data: { token: string } }).data.token;
    await app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });
    await app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'admin', password: md5Hex('wrong') } });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(password);
    expect(log).not.toContain(token.replace('bearer ', ''));
    await app.close();
    await services.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
