import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bootServices } from '../../server/boot.ts';
import { buildApp } from '../../server/app.ts';
import type { Services } from '../../server/services.ts';

describe('serving the built app', () => {
  let app: FastifyInstance;
  let services: Services;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-web-'));
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-dist-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log(1)');
    ({ services } = await bootServices({ databaseUrl: '', dataDir, demoData: false }));
    app = await buildApp({ services, webDir, logLevel: 'silent' });
  });
  afterAll(async () => {
    await app?.close();
    await services?.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('answers client routes with index.html and files as they are', async () => {
    const page = await app.inject({ method: 'GET', url: '/system/billRule?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="root"');
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('lets only this site frame the app page and run scripts in it, its files and API answers alike', async () => {
    for (const url of ['/', '/system/notice', '/assets/app.js', '/api/oauth/CurrentUser']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await app.inject({ method: 'GET', url: '/' })).headers['content-type']).toContain('text/html');
  });

  it("says plainly which JNPF side service is not deployed, instead of the app's 404", async () => {
    const dataV = await app.inject({ method: 'GET', url: '/DataV/view/scr-ship?token=abc', headers: { 'accept-language': 'zh-CN' } });
    expect(dataV.statusCode).toBe(404);
    expect(dataV.headers['content-type']).toContain('text/html');
    expect(dataV.body).toContain('DataV 服务未部署在本平台');
    expect(dataV.body).not.toContain('id="root"');
    const report = await app.inject({ method: 'GET', url: '/Report/preview.html', headers: { 'accept-language': 'en' } });
    expect(report.body).toContain('The Report service is not deployed on this platform');
    // a client route that merely starts with the same letters is still the app
    expect((await app.inject({ method: 'GET', url: '/DataVision' })).body).toContain('id="root"');
  });
});
