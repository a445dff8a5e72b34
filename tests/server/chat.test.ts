import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';
import { pushCloseSocket, pushLogout, pushRefresh } from '../../server/core/realtime/push.ts';

type Frame = Record<string, unknown>;

interface Client {
  socket: WebSocket;
  frames: Frame[];
  send(frame: Frame): void;
  /** waits for the next frame of that method after the ones already seen */
  next(method: string): Promise<Frame>;
  closed: Promise<unknown>;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(databases())('chat over the message socket on %s (contract §5, spec §4)', (target) => {
  let t: TestApp;
  let port: number;
  let staff: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    staff = await tokenOf(t.app, 'staff');
    manager = await tokenOf(t.app, 'manager');
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    for (const table of ['base_im_content', 'base_im_reply'] as const) await t.services.db.deleteFrom(table).execute();
  });

  async function connect(token: string, path = '/api/message/websocket'): Promise<Client> {
    const frames: Frame[] = [];
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}/${encodeURIComponent(token)}`);
    socket.on('message', (data) => frames.push(JSON.parse(data.toString())));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    const seen = new Map<string, number>();
    const client: Client = {
      socket,
      frames,
      closed,
      send: (frame) => socket.send(JSON.stringify({ token, ...frame })),
      async next(method) {
        const already = seen.get(method) ?? 0;
        await waitFor(() => frames.filter((f) => f.method === method).length > already, method);
        seen.set(method, already + 1);
        return frames.filter((f) => f.method === method)[already];
      },
    };
    client.send({ method: 'OnConnection', mobileDevice: false });
    await client.next('initMessage');
    return client;
  }

  const conversations = async (token: string) =>
    body<{ list: { id: string; realName: string; account: string; unreadMessage: number; latestMessage: string; messageType: string; latestDate: number }[] }>(
      await as(t.app, token).get('/api/message/imreply'),
    ).data?.list ?? [];

  it('delivers a text both ways with the contract’s field spellings, and counts it unread until read', async () => {
    const lee = await connect(staff);
    const wang = await connect(manager, '/websocket');
    const text = '<b>你好</b> & "港口"';
    lee.send({ method: 'SendMessage', toUserId: 'user-manager', messageType: 'text', messageContent: text });
    const received = await wang.next('receiveMessage');
    expect(received).toMatchObject({
      formUserId: 'user-staff',
      messageType: 'text',
      formMessage: text,
      realName: '李操作',
      account: 'staff',
      userId: 'user-manager',
    });
    expect(received.dateTime).toBe(received.latestDate);
    const echo = await lee.next('sendMessage');
    expect(echo).toMatchObject({
      UserId: 'user-staff',
      toUserId: 'user-manager',
      toAccount: 'manager',
      toRealName: '王经理',
      messageType: 'text',
      toMessage: text,
      account: 'staff',
    });
    // stored as sent
    const stored = await t.services.db.selectFrom('base_im_content').select(['content', 'state']).executeTakeFirstOrThrow();
    expect(stored).toEqual({ content: text, state: 0 });

    const list = await conversations(manager);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 'user-staff', realName: '李操作', account: 'staff', unreadMessage: 1, latestMessage: text, messageType: 'text' });
    expect((await conversations(staff))[0]).toMatchObject({ id: 'user-manager', unreadMessage: 0, latestMessage: text });

    wang.send({ method: 'OnConnection', mobileDevice: false });
    const init = await wang.next('initMessage');
    expect(init.unreadNums).toEqual([
      { sendUserId: 'user-staff', tenantId: '', unreadNum: 1, defaultMessage: text, defaultMessageType: 'text', defaultMessageTime: received.dateTime },
    ]);
    expect(init.onlineUsers).toEqual(expect.arrayContaining(['user-staff', 'user-manager']));

    wang.send({ method: 'UpdateReadMessage', formUserId: 'user-staff' });
    await expect.poll(async () => (await conversations(manager))[0]?.unreadMessage).toBe(0);
    wang.send({ method: 'OnConnection', mobileDevice: false });
    expect((await wang.next('initMessage')).unreadNums).toEqual([]);

    // empty text and messages to oneself are not messages
    lee.send({ method: 'SendMessage', toUserId: 'user-manager', messageType: 'text', messageContent: '   ' });
    lee.send({ method: 'SendMessage', toUserId: 'user-staff', messageType: 'text', messageContent: 'me' });
    lee.send({ method: 'SendMessage', toUserId: 'user-manager', messageType: 'video', messageContent: 'x' });
    lee.send({ method: 'SendMessage', toUserId: 'user-manager', messageType: 'text', messageContent: 'last' });
    await wang.next('receiveMessage');
    expect(wang.frames.filter((f) => f.method === 'receiveMessage').map((f) => f.formMessage)).toEqual([text, 'last']);
    lee.socket.close();
    wang.socket.close();
  });

  it('keeps the order of messages sent in a row', async () => {
    const lee = await connect(staff);
    const wang = await connect(manager);
    const texts = Array.from({ length: 20 }, (_, i) => `第${i + 1}条`);
    for (const text of texts) lee.send({ method: 'SendMessage', toUserId: 'user-manager', messageType: 'text', messageContent: text });
    await waitFor(() => wang.frames.filter((f) => f.method === 'receiveMessage').length === 20, '20 messages');
    expect(wang.frames.filter((f) => f.method === 'receiveMessage').map((f) => f.formMessage)).toEqual(texts);
    wang.send({ method: 'MessageList', toUserId: 'user-staff', currentPage: 1, pageSize: 50, sord: 'desc' });
    expect(((await wang.next('messageList')).list as { content: string }[]).map((m) => m.content)).toEqual(texts);
    lee.socket.close();
    wang.socket.close();
  });

  it('pages the history with the frame’s page size, sord and keyword', async () => {
    const lee = await connect(staff);
    const start = Date.UTC(2026, 0, 1);
    for (let i = 1; i <= 60; i++) {
      const [from, to] = i % 2 ? ['user-staff', 'user-manager'] : ['user-manager', 'user-staff'];
      await t.services.db
        .insertInto('base_im_content')
        .values({
          id: `m${String(i).padStart(3, '0')}`,
          sendUserId: from,
          receiveUserId: to,
          sendTime: start + i,
          content: i === 7 ? '集装箱到港' : `消息 ${i}`,
          contentType: 'text',
          state: 0,
          sendDeleteMark: 0,
          receiveDeleteMark: 0,
        })
        .execute();
    }
    lee.send({ method: 'MessageList', toUserId: 'user-manager', formUserId: 'user-staff', currentPage: 1, pageSize: 50, sord: 'desc', keyword: '' });
    const first = await lee.next('messageList');
    const firstList = first.list as {
      id: string;
      sendUserId: string;
      receiveUserId: string;
      content: string;
      contentType: string;
      sendTime: number;
      state: number;
    }[];
    expect(first.pagination).toEqual({ total: 60, currentPage: 1, pageSize: 50 });
    expect(firstList).toHaveLength(50);
    // the newest 50, oldest first within the page
    expect(firstList[0].id).toBe('m011');
    expect(firstList.at(-1)).toMatchObject({
      id: 'm060',
      sendUserId: 'user-manager',
      receiveUserId: 'user-staff',
      content: '消息 60',
      contentType: 'text',
      sendTime: start + 60,
      state: 0,
    });
    lee.send({ method: 'MessageList', toUserId: 'user-manager', formUserId: 'user-staff', currentPage: 2, pageSize: 50, sord: 'desc', keyword: '' });
    expect(((await lee.next('messageList')).list as { id: string }[]).map((m) => m.id)).toEqual([
      'm001',
      'm002',
      'm003',
      'm004',
      'm005',
      'm006',
      'm007',
      'm008',
      'm009',
      'm010',
    ]);
    lee.send({ method: 'MessageList', toUserId: 'user-manager', formUserId: 'user-staff', currentPage: 1, pageSize: 30, sord: 'asc', keyword: '' });
    const recent = await lee.next('messageList');
    expect((recent.list as { id: string }[])[0].id).toBe('m001');
    expect(recent.pagination).toEqual({ total: 60, currentPage: 1, pageSize: 30 });
    lee.send({ method: 'MessageList', toUserId: 'user-manager', formUserId: 'user-staff', currentPage: 1, pageSize: 50, sord: 'desc', keyword: '集装箱' });
    const found = await lee.next('messageList');
    expect((found.list as { id: string }[]).map((m) => m.id)).toEqual(['m007']);
    lee.socket.close();
  });

  it('uploads a chat image (images only, 5 MB at most), sends it and serves it back', async () => {
    const upload = async (bytes: Buffer, name: string, token = staff) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const response = await fetch(`http://127.0.0.1:${port}/api/file/Uploader/IM`, { method: 'POST', body: form, headers: { authorization: token } });
      return (await response.json()) as { code: number; msg: string; data?: { name: string; url: string; fileSize: number; fileExtension: string } };
    };
    const image = await upload(PNG, 'photo.png');
    expect(image.code).toBe(200);
    expect(image.data?.name).toMatch(/^\d{8}_[0-9a-f]{32}\.png$/);
    expect(image.data?.url).toBe(`/api/file/Image/IM/${image.data?.name}`);
    expect(await upload(Buffer.from('<script>alert(1)</script>'), 'fake.png')).toEqual({ code: 400, msg: '请上传图片' });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(big, 'big.png')).toEqual({ code: 400, msg: '图片大小不能超过5M' });
    const unsigned = await fetch(`http://127.0.0.1:${port}/api/file/Uploader/IM`, { method: 'POST', body: new FormData() });
    expect(((await unsigned.json()) as { code: number }).code).toBe(600);

    const served = await fetch(`http://127.0.0.1:${port}${image.data?.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/api/file/Image/IM/20260101_${'0'.repeat(32)}.png`).then((r) => r.json())) as object).toMatchObject({
      code: 400,
    });

    const lee = await connect(staff);
    const wang = await connect(manager);
    lee.send({ method: 'SendMessage', toUserId: 'user-manager', messageType: 'image', messageContent: { name: image.data?.name, width: 1, height: 1 } });
    const received = await wang.next('receiveMessage');
    expect(received).toMatchObject({ messageType: 'image', formMessage: { path: image.data?.url, width: 1, height: 1 } });
    // an image that was never uploaded is not sent
    lee.send({
      method: 'SendMessage',
      toUserId: 'user-manager',
      messageType: 'image',
      messageContent: { name: `20260101_${'a'.repeat(32)}.png`, width: 1, height: 1 },
    });
    lee.send({ method: 'MessageList', toUserId: 'user-manager', currentPage: 1, pageSize: 50, sord: 'desc' });
    const history = (await lee.next('messageList')).list as { content: string; contentType: string }[];
    expect(history).toHaveLength(1);
    expect(history[0].contentType).toBe('image');
    expect(JSON.parse(history[0].content)).toEqual({ path: image.data?.url, width: 1, height: 1 });
    lee.socket.close();
    wang.socket.close();
  });

  it('clears one side’s history with deleteChatRecord and removes a conversation with relocation', async () => {
    const lee = await connect(staff);
    const wang = await connect(manager);
    lee.send({ method: 'SendMessage', toUserId: 'user-manager', messageType: 'text', messageContent: '第一条' });
    await wang.next('receiveMessage');
    const remove = (token: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: { authorization: token } });
    expect(body(await remove(manager, '/api/message/imreply/deleteChatRecord/user-staff')).msg).toBe('删除成功');
    wang.send({ method: 'MessageList', toUserId: 'user-staff', currentPage: 1, pageSize: 50, sord: 'desc' });
    expect((await wang.next('messageList')).pagination).toEqual({ total: 0, currentPage: 1, pageSize: 50 });
    expect((await conversations(manager))[0]).toMatchObject({ id: 'user-staff', unreadMessage: 0, latestMessage: '' });
    // the sender still has the message
    lee.send({ method: 'MessageList', toUserId: 'user-manager', currentPage: 1, pageSize: 50, sord: 'desc' });
    expect((await lee.next('messageList')).pagination).toMatchObject({ total: 1 });

    expect(body(await remove(staff, '/api/message/imreply/relocation/user-manager')).msg).toBe('删除成功');
    expect(await conversations(staff)).toEqual([]);
    wang.send({ method: 'SendMessage', toUserId: 'user-staff', messageType: 'text', messageContent: '回来了' });
    await lee.next('receiveMessage');
    expect((await conversations(staff))[0]).toMatchObject({ id: 'user-manager', unreadMessage: 1, latestMessage: '回来了' });
    expect(body(await t.app.inject({ method: 'GET', url: '/api/message/imreply' })).code).toBe(600);
    lee.socket.close();
    wang.socket.close();
  });

  it('sends server-initiated refresh, logout and closeSocket frames to every socket of a user', async () => {
    const first = await connect(staff);
    const second = await connect(staff);
    const wang = await connect(manager);
    await pushRefresh(t.services.fanOut, ['user-staff'], '系统已更新');
    expect(await first.next('refresh')).toEqual({ method: 'refresh', msg: '系统已更新' });
    expect(await second.next('refresh')).toEqual({ method: 'refresh', msg: '系统已更新' });
    await pushLogout(t.services.fanOut, ['user-staff'], '权限已变更，请重新登录！');
    await Promise.all([first.closed, second.closed]);
    expect(first.frames.at(-1)).toEqual({ method: 'logout', msg: '权限已变更，请重新登录！' });
    expect(second.frames.at(-1)).toEqual({ method: 'logout', msg: '权限已变更，请重新登录！' });
    await pushCloseSocket(t.services.fanOut, ['user-manager']);
    await wang.closed;
    expect(wang.frames.at(-1)).toEqual({ method: 'closeSocket' });
    expect(wang.frames.some((f) => f.method === 'refresh')).toBe(false);
  });

  it('answers a bad token with closeSocket, on connect and on any frame', async () => {
    const bad = new WebSocket(`ws://127.0.0.1:${port}/api/message/websocket/${encodeURIComponent('bearer nope')}`);
    const badFrames: string[] = [];
    bad.on('message', (data) => badFrames.push(data.toString()));
    await new Promise((resolve) => bad.on('close', resolve));
    expect(badFrames).toEqual([JSON.stringify({ method: 'closeSocket' })]);

    const lee = await connect(staff);
    lee.socket.send(JSON.stringify({ method: 'SendMessage', token: 'bearer nope', toUserId: 'user-manager', messageType: 'text', messageContent: 'x' }));
    await lee.closed;
    expect(lee.frames.at(-1)).toEqual({ method: 'closeSocket' });
    // a live token of another user does not speak for this socket either
    const other = await connect(staff);
    other.socket.send(JSON.stringify({ method: 'MessageList', token: manager, toUserId: 'user-manager' }));
    await other.closed;
    expect(other.frames.at(-1)).toEqual({ method: 'closeSocket' });
    expect(await t.services.db.selectFrom('base_im_content').select('id').execute()).toEqual([]);
  });
});
