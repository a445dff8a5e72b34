import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bootServices } from '../../server/boot.ts';
import { buildApp } from '../../server/app.ts';
import type { Services } from '../../server/services.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectSecurityHeaders(answer: LightMyRequestResponse, what: string): void {
  const csp = directives(answer.headers['content-security-policy'] as string | undefined);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  // scripts from our own files only: no inline script, no eval (WebAssembly compilation only)
  expect(csp.get('script-src'), what).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff');
  expect(answer.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('security headers on every answer', () => {
  let app: FastifyInstance;
  let services: Services;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-headers-'));
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-headers-dist-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
    ({ services } = await bootServices({ databaseUrl: '', dataDir, demoData: true }));
    app = await buildApp({ services, webDir, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app?.close();
    await services?.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('on API answers: success, refusals, validation failures, unknown paths and router errors', async () => {
    const token = (await app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'staff', password: md5Hex('Portside2026') } })).json<{
      data: { token: string };
    }>().data.token;
    const answers: [string, Promise<LightMyRequestResponse>][] = [
      ['public', app.inject({ method: 'GET', url: '/api/oauth/getLoginConfig' })],
      ['signed in', app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } })],
      ['anonymous', app.inject({ method: 'GET', url: '/api/oauth/CurrentUser' })],
      ['no permission', app.inject({ method: 'PUT', url: '/api/system/SysConfig', headers: { authorization: token }, payload: {} })],
      [
        'validation',
        app.inject({ method: 'PUT', url: '/api/permission/Users/Current/SystemLanguage', headers: { authorization: token }, payload: { language: 'xx' } }),
      ],
      ['malformed json', app.inject({ method: 'POST', url: '/api/oauth/Login', headers: { 'content-type': 'application/json' }, payload: '{bad' })],
      ['unknown path', app.inject({ method: 'GET', url: '/api/nothing/here' })],
      ['router error', app.inject({ method: 'GET', url: `/api/system/BillRule/${'x'.repeat(300)}` })],
      ['bad characters', app.inject({ method: 'GET', url: '/api/oauth/getLoginConfig?x=%00' })],
      ['api docs', app.inject({ method: 'GET', url: '/api/docs/openapi.json' })],
    ];
    for (const [what, answer] of answers) expectSecurityHeaders(await answer, what);
  });

  it('on the app page, its files and the side-service page', async () => {
    for (const url of ['/', '/system/notice?x=1', '/assets/app.js', '/DataV/view/x']) expectSecurityHeaders(await app.inject({ method: 'GET', url }), url);
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-type']).toContain('text/html');
    // what the app needs besides its own scripts: MUI's inline styles, data and blob images, the socket, framed business pages
    const csp = directives(page.headers['content-security-policy'] as string);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'ws:', 'wss:']));
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(["'self'", 'https:']));
  });
});

describe('pages this site serves run under script-src self', () => {
  it('have no inline script and no inline event handler', () => {
    for (const file of ['index.html', 'public/framed-demo/index.html']) {
      const html = fs.readFileSync(path.join(import.meta.dirname, '../..', file), 'utf8');
      expect(html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/gi), file).toBeNull();
      expect(html.match(/\son[a-z]+\s*=/gi), file).toBeNull();
      expect(html, file).not.toMatch(/javascript:/i);
    }
  });
});
