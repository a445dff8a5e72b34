import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { bootServices } from '../../server/boot.ts';
import { buildApp } from '../../server/app.ts';
import { md5Hex } from '../../server/core/identity/password-hash.ts';
import { waitFor } from './helpers/wait-for.ts';

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-life-'));
  const { services } = await bootServices({ databaseUrl: '', dataDir, demoData: true });
  const app = await buildApp({ services, logLevel: 'silent' });
  return { app, services, dataDir };
}

describe('process lifecycle', () => {
  it('finishes a request in flight when shutting down', async () => {
    const { app, services, dataDir } = await startServer();
    let started: () => void = () => undefined;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { code: 200, msg: 'done' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const pending = fetch(`http://127.0.0.1:${address.port}/api/test/slow`);
    // Close only once the request is being handled: that is the request "in flight".
    await handlerStarted;
    await app.close();
    const response = await pending;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200, msg: 'done' });
    await services.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the socket path, checks the token and closes revoked sessions', async () => {
    const { app, services, dataDir } = await startServer();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const login = await app.inject({ method: 'POST', url: '/api/oauth/Login', payload: { account: 'staff', password: md5Hex('Portside2026') } });
    const token = (login.json() as { data: { token: string } }).data.token;
    const frames: Record<string, unknown>[] = [];
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/message/websocket/${encodeURIComponent(token)}`);
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
    await waitFor(() => frames.length > 0, 'initMessage');
    expect(frames[0]).toMatchObject({ method: 'initMessage', unreadTotalCount: 0 });
    await app.inject({ method: 'GET', url: '/api/oauth/Logout', headers: { authorization: token } });
    await closed;
    expect(frames.at(-1)).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });

    const bad = new WebSocket(`ws://127.0.0.1:${port}/websocket/${encodeURIComponent('bearer nope')}`);
    const badFrames: string[] = [];
    bad.on('message', (data) => badFrames.push(data.toString()));
    await new Promise((resolve) => bad.on('close', resolve));
    expect(badFrames).toEqual([JSON.stringify({ method: 'closeSocket' })]);
    await app.close();
    await services.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
