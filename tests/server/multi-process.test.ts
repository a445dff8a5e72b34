import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { bootServices } from '../../server/boot.ts';
import { buildApp } from '../../server/app.ts';
import { md5Hex } from '../../server/auth/password-hash.ts';
import { waitFor } from './helpers/wait-for.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL_FOR_TESTS;

/**
 * Two server instances, each with its own database pool and Redis connections, on one
 * PostgreSQL database and one Redis: what several processes behind a load balancer share.
 */
describe.runIf(databaseUrl && redisUrl)('two server processes on one PostgreSQL and one Redis', () => {
  it('share sessions, and a sign-out on one closes the socket held by the other', async () => {
    const name = `portside_multi_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-multi-'));
    const start = async () => {
      const { services } = await bootServices({ databaseUrl: url.toString(), dataDir, demoData: true, redisUrl });
      const app = await buildApp({ services, logLevel: 'silent' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, services, port: (app.server.address() as { port: number }).port };
    };
    const one = await start();
    const two = await start();
    try {
      const login = await fetch(`http://127.0.0.1:${one.port}/api/oauth/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `account=staff&password=${md5Hex('Portside2026')}`,
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const onTwo = await fetch(`http://127.0.0.1:${two.port}/api/oauth/CurrentUser`, { headers: { authorization: token } });
      expect(((await onTwo.json()) as { code: number }).code).toBe(200);

      const socket = new WebSocket(`ws://127.0.0.1:${two.port}/websocket/${encodeURIComponent(token)}`);
      const frames: { method: string; msg?: string }[] = [];
      socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
      const closed = new Promise((resolve) => socket.on('close', resolve));
      await new Promise((resolve) => socket.on('open', resolve));
      socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
      await waitFor(() => frames.length > 0, 'initMessage');
      expect(frames[0]?.method).toBe('initMessage');

      await fetch(`http://127.0.0.1:${one.port}/api/oauth/Logout`, { headers: { authorization: token } });
      await closed;
      expect(frames.at(-1)).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });
      const after = await fetch(`http://127.0.0.1:${two.port}/api/oauth/CurrentUser`, { headers: { authorization: token } });
      expect(((await after.json()) as { code: number }).code).toBe(600);
    } finally {
      for (const instance of [one, two]) {
        await instance.app.close();
        await instance.services.fanOut.close();
        await instance.services.db.destroy();
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
