import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { bootServices } from '../../server/boot.ts';
import { buildApp } from '../../server/app.ts';
import { md5Hex } from '../../server/auth/password-hash.ts';
import type { Services } from '../../server/services.ts';
import { waitFor } from './helpers/wait-for.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL_FOR_TESTS;

interface Instance {
  app: FastifyInstance;
  services: Services;
  port: number;
}

type Frame = Record<string, unknown> & { method: string };

/**
 * Two server instances, each with its own database pool and Redis connections, on one
 * PostgreSQL database and one Redis: what several processes behind a load balancer share.
 */
describe.runIf(databaseUrl && redisUrl)('two server processes on one PostgreSQL and one Redis', () => {
  const name = `portside_multi_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-multi-'));
  let one: Instance;
  let two: Instance;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    const start = async (): Promise<Instance> => {
      const { services } = await bootServices({ databaseUrl: url.toString(), dataDir, demoData: true, redisUrl });
      const app = await buildApp({ services, logLevel: 'silent' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, services, port: (app.server.address() as { port: number }).port };
    };
    one = await start();
    two = await start();
  });

  afterAll(async () => {
    for (const instance of [one, two]) {
      if (!instance) continue;
      await instance.app.close();
      await instance.services.fanOut.close();
      await instance.services.db.destroy();
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const signIn = async (instance: Instance, account: string) => {
    const login = await fetch(`http://127.0.0.1:${instance.port}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `account=${account}&password=${md5Hex('Portside2026')}`,
    });
    return ((await login.json()) as { data: { token: string } }).data.token;
  };

  const connect = async (instance: Instance, token: string) => {
    const socket = new WebSocket(`ws://127.0.0.1:${instance.port}/websocket/${encodeURIComponent(token)}`);
    const frames: Frame[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
    await waitFor(() => frames.some((f) => f.method === 'initMessage'), 'initMessage');
    return { socket, frames, closed };
  };

  it('share sessions, and a sign-out on one closes the socket held by the other', async () => {
    const token = await signIn(one, 'staff');
    const onTwo = await fetch(`http://127.0.0.1:${two.port}/api/oauth/CurrentUser`, { headers: { authorization: token } });
    expect(((await onTwo.json()) as { code: number }).code).toBe(200);

    const { frames, closed } = await connect(two, token);
    expect(frames[0]?.method).toBe('initMessage');

    await fetch(`http://127.0.0.1:${one.port}/api/oauth/Logout`, { headers: { authorization: token } });
    await closed;
    expect(frames.at(-1)).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });
    const after = await fetch(`http://127.0.0.1:${two.port}/api/oauth/CurrentUser`, { headers: { authorization: token } });
    expect(((await after.json()) as { code: number }).code).toBe(600);
  });

  it('deliver a chat message from a socket on one process to the receiver’s socket on the other', async () => {
    const staff = await signIn(one, 'staff');
    const manager = await signIn(two, 'manager');
    const lee = await connect(one, staff);
    const wang = await connect(two, manager);
    lee.socket.send(JSON.stringify({ method: 'SendMessage', token: staff, toUserId: 'user-manager', messageType: 'text', messageContent: '跨进程你好' }));
    await waitFor(() => wang.frames.some((f) => f.method === 'receiveMessage'), 'receiveMessage on the other process');
    expect(wang.frames.find((f) => f.method === 'receiveMessage')).toMatchObject({ formUserId: 'user-staff', formMessage: '跨进程你好', userId: 'user-manager' });
    await waitFor(() => lee.frames.some((f) => f.method === 'sendMessage'), 'sendMessage echo');
    expect(lee.frames.find((f) => f.method === 'sendMessage')).toMatchObject({ UserId: 'user-staff', toUserId: 'user-manager', toMessage: '跨进程你好' });
    // each user's receives exactly one copy, however many processes relayed it
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(wang.frames.filter((f) => f.method === 'receiveMessage')).toHaveLength(1);
    lee.socket.close();
    wang.socket.close();
  });

  it('push a notice released on one process to a recipient connected to the other', async () => {
    const adminToken = await signIn(one, 'admin');
    const staff = await signIn(two, 'staff');
    const lee = await connect(two, staff);
    const headers = { authorization: adminToken, 'content-type': 'application/json' };
    const created = await fetch(`http://127.0.0.1:${one.port}/api/message`, { method: 'POST', headers, body: JSON.stringify({ title: '跨进程公告', toUserIds: 'user-staff' }) });
    expect(((await created.json()) as { code: number }).code).toBe(200);
    const row = await one.services.db.selectFrom('base_message').select('id').where('title', '=', '跨进程公告').executeTakeFirstOrThrow();
    const released = await fetch(`http://127.0.0.1:${one.port}/api/message/${row.id}/Actions/Release`, { method: 'PUT', headers: { authorization: adminToken } });
    expect(((await released.json()) as { msg: string }).msg).toBe('发布成功');
    await waitFor(() => lee.frames.some((f) => f.method === 'messagePush'), 'messagePush on the other process');
    expect(lee.frames.find((f) => f.method === 'messagePush')).toMatchObject({ unreadNoticeCount: 1, messageType: 1, title: '跨进程公告', id: row.id });
    lee.socket.close();
  });
});
