import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';
import { SessionService } from '../../server/core/identity/session-service.ts';

type Frame = Record<string, unknown> & { method: string };

interface OnlineRow {
  id: string;
  userId: string;
  userAccount: string;
  userName: string;
  loginTime: number;
  loginIPAddress: string;
  loginPlatForm: string;
}

describe.each(databases())('online users and forced offline on %s (contract §4.16, §5.3 logout)', (target) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());
  // Every test starts with nobody signed in.
  beforeEach(async () => {
    await t.services.db.deleteFrom('base_user_session').execute();
  });

  // The whole list as a bare array in data, as the stock client reads it (contract §4.16).
  const list = async (token: string, query = '') => {
    const answer = body<OnlineRow[]>(await as(t.app, token).get(`/api/system/OnlineUser${query}`));
    expect(answer.code).toBe(200);
    expect(Array.isArray(answer.data)).toBe(true);
    return { list: answer.data as OnlineRow[] };
  };
  const kick = (token: string, id: string, language = 'zh-CN') => as(t.app, token).delete(`/api/system/OnlineUser/${id}`, { 'accept-language': language });

  async function connect(token: string) {
    const frames: Frame[] = [];
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/message/websocket/${encodeURIComponent(token)}`);
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.on('open', resolve));
    socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
    await waitFor(() => frames.some((f) => f.method === 'initMessage'), 'initMessage');
    return { socket, frames, closed };
  }

  it('lists one row per live session with the contract’s fields, never the token', async () => {
    const staff = await tokenOf(t.app, 'staff');
    const manager = await tokenOf(t.app, 'manager');
    const ended = await tokenOf(t.app, 'tourist');
    await as(t.app, ended).get('/api/oauth/Logout');
    const page = await list(manager);
    expect(page.list).toHaveLength(2);
    const row = page.list.find((r) => r.userAccount === 'staff');
    expect(row).toEqual({
      id: SessionService.hashToken(staff),
      userId: 'user-staff',
      userAccount: 'staff',
      userName: '李操作',
      loginTime: expect.any(Number),
      loginIPAddress: '127.0.0.1',
      loginPlatForm: expect.any(String),
    });
    expect(Date.now() - (row?.loginTime ?? 0)).toBeLessThan(60_000);
    expect(page.list.map((r) => r.userAccount)).not.toContain('tourist');
    for (const token of [staff, manager]) expect(JSON.stringify(page)).not.toContain(token.replace(/^bearer /, ''));
  });

  it('searches by keyword, newest sign-in first', async () => {
    const manager = await tokenOf(t.app, 'manager');
    await tokenOf(t.app, 'staff');
    await tokenOf(t.app, 'staff');
    const found = await list(manager, '?keyword=李操');
    expect(found.list).toHaveLength(2);
    expect(found.list.every((r) => r.userAccount === 'staff')).toBe(true);
    expect((await list(manager, '?keyword=nobody')).list).toEqual([]);
    const all = await list(manager);
    expect(all.list).toHaveLength(3);
    expect(all.list[0].loginTime).toBeGreaterThanOrEqual(all.list[1].loginTime);
    expect(new Set(all.list.map((r) => r.id)).size).toBe(3);
  });

  it('is for holders of the online-user page only', async () => {
    const staff = await tokenOf(t.app, 'staff');
    expect(body(await as(t.app, staff).get('/api/system/OnlineUser'))).toEqual({ code: 401, msg: '没有访问权限，请联系管理员授权' });
    const manager = await tokenOf(t.app, 'manager');
    expect(body(await kick(staff, SessionService.hashToken(manager))).code).toBe(401);
    expect(body(await as(t.app, manager).get('/api/oauth/CurrentUser')).code).toBe(200);
    expect(body(await t.app.inject({ method: 'GET', url: '/api/system/OnlineUser' })).code).toBe(600);
  });

  it('forces one session offline: its socket gets the logout text and closes, its token answers 600, other sessions live on', async () => {
    const manager = await tokenOf(t.app, 'manager');
    const staff = await tokenOf(t.app, 'staff');
    const staffElsewhere = await tokenOf(t.app, 'staff');
    const kicked = await connect(staff);
    const spared = await connect(staffElsewhere);
    expect(body(await kick(manager, SessionService.hashToken(staff)))).toEqual({ code: 200, msg: '强制下线成功' });
    await kicked.closed;
    expect(kicked.frames.at(-1)).toEqual({ method: 'logout', msg: '您的帐号已被管理员强制下线' });
    expect(body(await as(t.app, staff).get('/api/oauth/CurrentUser'))).toEqual({ code: 600, msg: '登录过期,请重新登录' });
    expect(body(await as(t.app, staffElsewhere).get('/api/oauth/CurrentUser')).code).toBe(200);
    expect(spared.socket.readyState).toBe(WebSocket.OPEN);
    expect((await list(manager)).list.map((r) => r.id)).not.toContain(SessionService.hashToken(staff));
    // forcing it again: the session is gone
    expect(body(await kick(manager, SessionService.hashToken(staff)))).toEqual({ code: 400, msg: '该用户已不在线' });
    spared.socket.close();
  });

  it('refuses to force the caller offline, in the caller’s language, and changes nothing', async () => {
    const manager = await tokenOf(t.app, 'manager');
    const managerElsewhere = await tokenOf(t.app, 'manager');
    expect(body(await kick(manager, SessionService.hashToken(manager)))).toEqual({ code: 400, msg: '不能强制下线自己' });
    expect(body(await kick(manager, SessionService.hashToken(managerElsewhere), 'en'))).toEqual({ code: 400, msg: 'You cannot sign yourself out here' });
    expect(body(await as(t.app, managerElsewhere).get('/api/oauth/CurrentUser')).code).toBe(200);
    const staff = await tokenOf(t.app, 'staff');
    const batch = await as(t.app, manager).delete('/api/system/OnlineUser/batchDelete', {});
    expect(body(batch).code).toBe(400);
    const mixed = await t.app.inject({
      method: 'DELETE',
      url: '/api/system/OnlineUser/batchDelete',
      headers: { authorization: manager },
      payload: { ids: [SessionService.hashToken(staff), SessionService.hashToken(manager)] },
    });
    expect(body(mixed)).toEqual({ code: 400, msg: '不能强制下线自己' });
    expect(body(await as(t.app, staff).get('/api/oauth/CurrentUser')).code).toBe(200);
  });

  it('forces every session of a user offline when given the user id, as the stock client sends it, one or a batch', async () => {
    const manager = await tokenOf(t.app, 'manager');
    const staff = await tokenOf(t.app, 'staff');
    const staffElsewhere = await tokenOf(t.app, 'staff');
    const tourist = await tokenOf(t.app, 'tourist');
    expect(body(await kick(manager, 'user-staff'))).toEqual({ code: 200, msg: '强制下线成功' });
    for (const token of [staff, staffElsewhere]) expect(body(await as(t.app, token).get('/api/oauth/CurrentUser')).code).toBe(600);
    expect(body(await kick(manager, 'user-staff'))).toEqual({ code: 400, msg: '该用户已不在线' });
    expect(body(await kick(manager, 'user-manager'))).toEqual({ code: 400, msg: '不能强制下线自己' });
    const admin = await tokenOf(t.app, 'admin');
    const batch = await t.app.inject({
      method: 'DELETE',
      url: '/api/system/OnlineUser',
      headers: { authorization: admin },
      payload: { ids: ['user-tourist'] },
    });
    expect(body(batch)).toEqual({ code: 200, msg: '强制下线成功' });
    expect(body(await as(t.app, tourist).get('/api/oauth/CurrentUser')).code).toBe(600);
  });

  it('forces several sessions offline at once (batchDelete) and refuses ids that are not session ids', async () => {
    const admin = await tokenOf(t.app, 'admin');
    const staff = await tokenOf(t.app, 'staff');
    const manager = await tokenOf(t.app, 'manager');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/system/OnlineUser/batchDelete',
      headers: { authorization: admin },
      payload: { ids: [SessionService.hashToken(staff), SessionService.hashToken(manager)] },
    });
    expect(body(response)).toEqual({ code: 200, msg: '强制下线成功' });
    for (const token of [staff, manager]) expect(body(await as(t.app, token).get('/api/oauth/CurrentUser')).code).toBe(600);
    expect((await list(admin)).list.map((r) => r.userAccount)).toEqual(['admin']);
    expect(body(await kick(admin, staff.replace(/^bearer /, ''))).code).toBe(400);
    expect(body(await kick(admin, 'x'.repeat(64))).code).toBe(400);
  });
});
