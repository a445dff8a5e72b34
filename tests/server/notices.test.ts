import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appSignedIn, as, body, databases, type TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';
import { plainText, sanitizeNoticeHtml } from '../../server/core/rich-text/sanitize-html.ts';

interface NoticeRow {
  id: string;
  title: string;
  type: string;
  enabledMark: number;
  creatorUser: string;
  releaseUser: string;
  releaseTime: number | null;
  excerpt: string;
}
interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

describe('notice HTML sanitising', () => {
  it('keeps formatting and drops scripts, handlers, javascript: links and embedded forms', () => {
    const dirty =
      '<p style="color:red" onclick="steal()">通知<strong>正文</strong><script>alert(1)</script></p>' +
      '<img src="/a.png" onerror="x()"><a href="javascript:alert(1)">链接</a><a href="https://example.com/x">ok</a>' +
      '<iframe src="https://evil"></iframe><form action="/x"><input name="p"></form><svg><script>1</script></svg>';
    const clean = sanitizeNoticeHtml(dirty);
    expect(clean).toContain('<p style="color:red">通知<strong>正文</strong></p>');
    expect(clean).toContain('<img src="/a.png">');
    expect(clean).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">ok</a>');
    // a frame of any other site than an allow-listed video service goes (tests/server/rich-text-rules.test.ts)
    expect(clean).not.toContain('<iframe');
    expect(clean).not.toMatch(/<script|onclick|onerror|javascript:|<form|<input/i);
    expect(plainText('<p>第一段</p><p>第二 &amp; 段</p>')).toBe('第一段 第二 & 段');
  });
});

describe.each(databases())('notice administration on %s (contract §4.14)', (target) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let staff: string;
  beforeAll(async () => ({ t, admin, manager, staff } = await appSignedIn(target, 'admin', 'manager', 'staff')));
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.services.db.deleteFrom('base_message_receive').execute();
    await t.services.db.deleteFrom('base_message').execute();
  });

  const create = (token: string, payload: object, headers: Record<string, string> = {}) => as(t.app, token).post('/api/message', payload, headers);
  const noticeList = async (token: string, payload: object = {}) => body<Page<NoticeRow>>(await as(t.app, token).post('/api/message/Notice', payload));
  const idOf = async (title: string) => (await t.services.db.selectFrom('base_message').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
  const receivers = async (id: string) =>
    (await t.services.db.selectFrom('base_message_receive').select('userId').where('messageId', '=', id).execute()).map((r) => r.userId).sort();

  it('needs the notice menu permission (system.notice)', async () => {
    expect(body(await create(staff, { title: '无权' })).code).toBe(401);
    expect((await noticeList(staff)).code).toBe(401);
    expect(body(await create(manager, { title: '经理公告' })).code).toBe(200);
    expect((await noticeList(manager)).data?.pagination.total).toBe(1);
  });

  it('creates a draft with a cleaned body and an excerpt, and lists it in the contract’s shape', async () => {
    const created = body(
      await create(admin, {
        title: '码头停电通知',
        bodyText: '<p onclick="x()">明日<b>停电</b></p><script>alert(1)</script>',
        toUserIds: '',
        files: '[]',
        category: '1',
        remindCategory: 1,
        expirationTime: null,
      }),
    );
    expect(created).toEqual({ code: 200, msg: '新建成功' });
    const id = await idOf('码头停电通知');
    const stored = await t.services.db.selectFrom('base_message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ type: 1, enabledMark: 0, bodyText: '<p>明日<b>停电</b></p>', excerpt: '明日停电', category: '1' });
    const page = await noticeList(admin, { keyword: '', currentPage: 1, pageSize: 20, enabledMark: [], type: [] });
    expect(page.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    expect(page.data?.list[0]).toMatchObject({ id, title: '码头停电通知', type: '1', enabledMark: 0, creatorUser: '系统管理员/admin', releaseUser: '' });
    const info = body<{ title: string; bodyText: string; type: string }>(await as(t.app, admin).get(`/api/message/${id}`));
    expect(info.data).toMatchObject({ title: '码头停电通知', bodyText: '<p>明日<b>停电</b></p>', type: '1' });
  });

  it('refuses bad bodies with code 400 and writes nothing', async () => {
    // the refusals are the notice schema's words (schemas/notice.schema.json)
    expect(body(await create(admin, { bodyText: '<p>x</p>' }))).toEqual({ code: 400, msg: '请输入公告标题' });
    expect(body(await create(admin, { title: '' }))).toEqual({ code: 400, msg: '请输入公告标题' });
    expect(body(await create(admin, { title: 'x'.repeat(201) }))).toEqual({ code: 400, msg: '公告标题最多为200个字符！' });
    expect(body(await create(admin, { title: '坏附件', files: 'not json' }))).toEqual({ code: 400, msg: '附件格式不正确' });
    expect(body(await create(admin, { title: '坏接收人', toUserIds: 'user-staff,nobody' }))).toEqual({ code: 400, msg: '接收人不存在' });
    const english = body(await create(admin, { title: 5, expirationTime: 'soon' }, { 'accept-language': 'en-US' }));
    expect(english.code).toBe(400);
    // named by the field's label, in words ajv-i18n translates (server/core/http/validation-message.ts)
    expect(english.msg).toBe('Expires: must be an integer or null');
    expect((await noticeList(admin)).data?.pagination.total).toBe(0);
  });

  it('updates, filters by state and type, and deletes', async () => {
    await create(admin, { title: '甲', category: '1' });
    await create(admin, { title: '乙', category: '2' });
    const a = await idOf('甲');
    const b = await idOf('乙');
    expect(body(await as(t.app, admin).put(`/api/message/${a}`, { title: '甲改', category: '1', bodyText: '<p>新</p>' })).msg).toBe('更新成功');
    expect(body(await as(t.app, admin).put('/api/message/nope', { title: '无' })).code).toBe(400);
    await as(t.app, admin).put(`/api/message/${b}/Actions/Release`);
    // released and past its expiration time shows as expired (2)
    await t.services.db
      .updateTable('base_message')
      .set({ expirationTime: Date.now() - 1000 })
      .where('id', '=', b)
      .execute();
    expect((await noticeList(admin, { enabledMark: [0] })).data?.list.map((n) => n.title)).toEqual(['甲改']);
    expect((await noticeList(admin, { enabledMark: [2] })).data?.list.map((n) => n.id)).toEqual([b]);
    expect((await noticeList(admin, { enabledMark: [1] })).data?.list).toEqual([]);
    expect((await noticeList(admin, { type: ['2'] })).data?.list.map((n) => n.id)).toEqual([b]);
    expect((await noticeList(admin, { keyword: '甲' })).data?.list.map((n) => n.id)).toEqual([a]);
    expect((await noticeList(admin, { enabledMark: [5] })).code).toBe(400);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/message/${b}`, headers: { authorization: admin } });
    expect(body(removed).msg).toBe('删除成功');
    expect(await receivers(b)).toEqual([]);
    expect((await noticeList(admin)).data?.pagination.total).toBe(1);
  });

  it('releases to the listed users, or to everyone when none are listed, without duplicating on a second release', async () => {
    await create(admin, { title: '给员工', toUserIds: 'user-staff,user-manager' });
    await create(admin, { title: '给所有人' });
    const listed = await idOf('给员工');
    const everyone = await idOf('给所有人');
    expect(body(await as(t.app, admin).put(`/api/message/${listed}/Actions/Release`))).toEqual({ code: 200, msg: '发布成功' });
    expect(await receivers(listed)).toEqual(['user-manager', 'user-staff']);
    await as(t.app, admin).put(`/api/message/${listed}/Actions/Release`);
    expect(await receivers(listed)).toEqual(['user-manager', 'user-staff']);
    await as(t.app, admin).put(`/api/message/${everyone}/Actions/Release`);
    const users = (await t.services.db.selectFrom('base_user').select('id').execute()).map((u) => u.id).sort();
    expect(await receivers(everyone)).toEqual(users);
    const row = (await noticeList(admin, { keyword: '给员工' })).data?.list[0];
    expect(row).toMatchObject({ enabledMark: 1, releaseUser: '系统管理员/admin' });
    expect(row?.releaseTime).toBeGreaterThan(0);
    // the staff inbox now holds both, unread
    const inbox = body<Page<{ id: string; isRead: string }>>(await as(t.app, staff).get('/api/message?type=1'));
    expect(inbox.data?.list.map((m) => [m.id, m.isRead]).sort()).toEqual(
      [
        [everyone, '0'],
        [listed, '0'],
      ].sort(),
    );
    expect(body(await as(t.app, admin).put('/api/message/nope/Actions/Release')).code).toBe(400);
  });

  it('pushes messagePush to the recipients’ open sockets only, and initMessage counts the notice', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const open = async (token: string) => {
      const frames: Record<string, unknown>[] = [];
      const socket = new WebSocket(`ws://127.0.0.1:${port}/api/message/websocket/${encodeURIComponent(token)}`);
      socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
      await new Promise((resolve) => socket.on('open', resolve));
      socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
      await waitFor(() => frames.some((f) => f.method === 'initMessage'), 'initMessage');
      return { socket, frames };
    };
    const staffSocket = await open(staff);
    const adminSocket = await open(admin);
    await create(admin, { title: '推送测试', toUserIds: 'user-staff' });
    const id = await idOf('推送测试');
    await as(t.app, admin).put(`/api/message/${id}/Actions/Release`);
    await waitFor(() => staffSocket.frames.some((f) => f.method === 'messagePush'), 'messagePush');
    expect(staffSocket.frames.find((f) => f.method === 'messagePush')).toMatchObject({
      method: 'messagePush',
      unreadNoticeCount: 1,
      messageType: 1,
      title: '推送测试',
      id,
    });
    staffSocket.socket.send(JSON.stringify({ method: 'OnConnection', token: staff, mobileDevice: false }));
    await waitFor(() => staffSocket.frames.filter((f) => f.method === 'initMessage').length === 2, 'second initMessage');
    expect(staffSocket.frames.filter((f) => f.method === 'initMessage')[1]).toMatchObject({
      unreadNoticeCount: 1,
      unreadTotalCount: 1,
      messageDefaultText: '推送测试',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(adminSocket.frames.some((f) => f.method === 'messagePush')).toBe(false);
    staffSocket.socket.close();
    adminSocket.socket.close();
  });
});
