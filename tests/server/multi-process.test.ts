import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { waitFor } from './helpers/wait-for.ts';
import { startServer, stopServer, type ServerProcess } from './helpers/server-process.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL_FOR_TESTS;

type Frame = Record<string, unknown> & { method: string };

/**
 * Two real server processes (separate Node processes, each with its own pool, Redis connections
 * and socket hub) on one fresh PostgreSQL database and one Redis, as behind a load balancer.
 * The Redis URL carries a random database index, which namespaces the pub/sub channels, so a
 * concurrent run on the same Redis does not hear this one.
 */
describe.runIf(databaseUrl && redisUrl)('two server processes on one PostgreSQL and one Redis', () => {
  const name = `portside_multi_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-multi-'));
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    const redis = new URL(redisUrl as string);
    redis.pathname = `/${randomInt(1, 16)}`;
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      REDIS_URL: redis.toString(),
      DATA_DIR: dataDir,
      WEB_DIR: '',
      DEMO_DATA: '1',
      LOG_LEVEL: 'info',
    };
    // One after the other: the first creates and seeds the database, the second finds it ready.
    one = await startServer(env);
    two = await startServer(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopServer(one), stopServer(two)]);
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const call = async (server: ServerProcess, method: string, url: string, token: string, body?: unknown) => {
    const response = await fetch(`${server.base}${url}`, {
      method,
      headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as { code: number; msg: string; data?: unknown };
  };

  const signIn = async (server: ServerProcess, account: string) => {
    const login = await fetch(`${server.base}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `account=${account}&password=${md5Hex('Portside2026')}`,
    });
    return ((await login.json()) as { data: { token: string } }).data.token;
  };

  const connect = async (server: ServerProcess, token: string) => {
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}/websocket/${encodeURIComponent(token)}`);
    const frames: Frame[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
    await waitFor(() => frames.some((f) => f.method === 'initMessage'), 'initMessage');
    return { socket, frames, closed };
  };

  it('are separate operating-system processes', () => {
    expect(one.child.pid).toBeTypeOf('number');
    expect(two.child.pid).not.toBe(one.child.pid);
    expect(one.base).not.toBe(two.base);
  });

  it('share sessions, and a sign-out on one closes the socket held by the other', async () => {
    const token = await signIn(one, 'staff');
    expect((await call(two, 'GET', '/api/oauth/CurrentUser', token)).code).toBe(200);
    const { frames, closed } = await connect(two, token);
    expect(frames[0]?.method).toBe('initMessage');

    await call(one, 'GET', '/api/oauth/Logout', token);
    await closed;
    expect(frames.at(-1)).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });
    expect((await call(two, 'GET', '/api/oauth/CurrentUser', token)).code).toBe(600);
  });

  it('deliver a chat message from a socket on one process to the receiver’s socket on the other, once', async () => {
    const staff = await signIn(one, 'staff');
    const manager = await signIn(two, 'manager');
    const lee = await connect(one, staff);
    const wang = await connect(two, manager);
    lee.socket.send(JSON.stringify({ method: 'SendMessage', token: staff, toUserId: 'user-manager', messageType: 'text', messageContent: '跨进程你好[100]' }));
    await waitFor(() => wang.frames.some((f) => f.method === 'receiveMessage'), 'receiveMessage on the other process');
    expect(wang.frames.find((f) => f.method === 'receiveMessage')).toMatchObject({
      formUserId: 'user-staff',
      formMessage: '跨进程你好[100]',
      userId: 'user-manager',
    });
    await waitFor(() => lee.frames.some((f) => f.method === 'sendMessage'), 'sendMessage echo');
    expect(lee.frames.find((f) => f.method === 'sendMessage')).toMatchObject({ UserId: 'user-staff', toUserId: 'user-manager', toMessage: '跨进程你好[100]' });
    // the count the other process reports comes from the shared database
    const conversations = (await call(two, 'GET', '/api/message/imreply', manager)).data as {
      list: { id: string; unreadMessage: number; latestMessage: string }[];
    };
    expect(conversations.list.find((c) => c.id === 'user-staff')).toMatchObject({ unreadMessage: 1, latestMessage: '跨进程你好[100]' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(wang.frames.filter((f) => f.method === 'receiveMessage')).toHaveLength(1);
    lee.socket.close();
    wang.socket.close();
  });

  it('push a notice released on one process to its recipients on both processes', async () => {
    const adminToken = await signIn(one, 'admin');
    const staff = await signIn(two, 'staff');
    const manager = await signIn(one, 'manager');
    const lee = await connect(two, staff);
    const wang = await connect(one, manager);
    const created = await call(one, 'POST', '/api/message', adminToken, { title: '跨进程公告', toUserIds: 'user-staff,user-manager' });
    expect(created.code).toBe(200);
    const list = (await call(two, 'POST', '/api/message/Notice', adminToken, { keyword: '跨进程公告', currentPage: 1, pageSize: 10 })).data as {
      list: { id: string }[];
    };
    const id = list.list[0]?.id as string;
    expect((await call(one, 'PUT', `/api/message/${id}/Actions/Release`, adminToken)).msg).toBe('发布成功');
    for (const [who, socket] of [
      ['staff on the other process', lee],
      ['manager on the releasing process', wang],
    ] as const) {
      await waitFor(() => socket.frames.some((f) => f.method === 'messagePush'), `messagePush to ${who}`);
      expect(socket.frames.find((f) => f.method === 'messagePush')).toMatchObject({ unreadNoticeCount: 1, messageType: 1, title: '跨进程公告', id });
    }
    lee.socket.close();
    wang.socket.close();
  });

  it('close the socket on the other process when an administrator there forces the user offline', async () => {
    const adminToken = await signIn(one, 'admin');
    const staff = await signIn(two, 'staff');
    const { frames, closed } = await connect(two, staff);
    const online = (await call(one, 'GET', '/api/system/OnlineUser?keyword=staff', adminToken)).data as { id: string; userAccount: string }[];
    const session = online.find((row) => row.userAccount === 'staff');
    expect(session).toBeDefined();
    expect(await call(one, 'DELETE', `/api/system/OnlineUser/${session?.id}`, adminToken)).toEqual({ code: 200, msg: '强制下线成功' });
    await closed;
    expect(frames.at(-1)).toEqual({ method: 'logout', msg: '您的帐号已被管理员强制下线' });
    for (const server of [one, two]) expect((await call(server, 'GET', '/api/oauth/CurrentUser', staff)).code).toBe(600);
    expect((await call(two, 'GET', '/api/system/OnlineUser', adminToken)).data).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ id: session?.id })]),
    );
  });

  it('close the sockets on the other process when a single-login sign-in takes the account over', async () => {
    const adminToken = await signIn(one, 'admin');
    expect((await call(one, 'PUT', '/api/system/SysConfig', adminToken, { singleLogin: 1 })).code).toBe(200);
    try {
      const first = await signIn(two, 'manager');
      const { frames, closed } = await connect(two, first);
      await signIn(one, 'manager');
      await closed;
      expect(frames.at(-1)).toEqual({ method: 'logout', msg: '此账号已在其他地方登陆' });
    } finally {
      await call(one, 'PUT', '/api/system/SysConfig', await signIn(one, 'admin'), { singleLogin: 2 });
    }
  });
});
