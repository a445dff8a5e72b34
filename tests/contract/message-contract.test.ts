import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn } from './contract-suite.ts';

interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
type InboxRow = { id: string; title: string; type: number; isRead: string; releaseUser: string; excerpt: string };
type NoticeRow = { id: string; title: string; type: string; enabledMark: number; creatorUser: string; releaseUser: string; excerpt: string };
const notFound = { code: 400, msg: '数据不存在' };

/** The inbox, notice administration and conversation list in the contract's shapes. */
describe.each(contractTargets)('message centre contract against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  let staff = '';
  beforeAll(async () => ({ admin, staff, backend } = await openSignedIn(open, 'admin', 'staff')));
  afterAll(async () => backend?.close());

  const inbox = async (token: string, query = '') =>
    (await backend.call('GET', `/api/message?currentPage=1&pageSize=10&sort=desc&keyword=${query}`, { token })).data as Page<InboxRow>;
  const notices = async (body: Record<string, unknown> = {}) =>
    (await backend.call('POST', '/api/message/Notice', { token: admin, body: { currentPage: 1, pageSize: 20, ...body } })).data as Page<NoticeRow>;

  it('pages, filters, reads, marks all read and deletes in the inbox', async () => {
    const all = await inbox(admin);
    expect(all.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 2 });
    expect(all.list.map((m) => [m.id, m.type, m.isRead])).toEqual([
      ['demo-notice-typhoon', 1, '0'],
      ['demo-system-welcome', 3, '1'],
    ]);
    expect(all.list[0]).toMatchObject({ title: '台风天气作业安排', releaseUser: '系统管理员/admin' });
    expect((await inbox(admin, '&type=3')).list.map((m) => m.id)).toEqual(['demo-system-welcome']);
    expect((await inbox(admin, '&isRead=0')).list.map((m) => m.id)).toEqual(['demo-notice-typhoon']);
    expect((await inbox(admin, '台风')).pagination.total).toBe(1);
    expect((await inbox(staff)).pagination.total).toBe(0);
    expect(await backend.call('GET', '/api/message?type=9', { token: admin })).toMatchObject({ code: 400 });
    expect((await backend.call('GET', '/api/message?isRead=7', { token: admin, language: 'en' })).msg).toMatch(/^The request is not valid/);
    expect(await backend.call('GET', '/api/message')).toMatchObject({ code: 600 });

    expect(await backend.call('GET', '/api/message/ReadInfo/demo-notice-typhoon', { token: staff })).toEqual(notFound);
    const read = (await backend.call('GET', '/api/message/ReadInfo/demo-notice-typhoon', { token: admin })).data as {
      isRead: string;
      bodyText: string;
      files: string;
    };
    expect(read).toMatchObject({ isRead: '1', files: '[]' });
    expect(read.bodyText).toContain('<strong>');
    expect((await inbox(admin, '&isRead=0')).pagination.total).toBe(0);
    expect(await backend.call('POST', '/api/message/Actions/ReadAll', { token: admin, body: { keyword: '', type: '', isRead: '' } })).toEqual({
      code: 400,
      msg: '暂无未读消息',
    });
    expect(await backend.call('GET', '/api/message/searchInfoById/demo-system-welcome', { token: staff })).toEqual(notFound);
    expect((await backend.call('GET', '/api/message/searchInfoById/demo-system-welcome', { token: admin })).data).toMatchObject({
      id: 'demo-system-welcome',
      isRead: '1',
    });

    expect(await backend.call('DELETE', '/api/message/Record', { token: admin, body: { ids: 'demo-system-welcome' } })).toEqual({ code: 200, msg: '删除成功' });
    expect((await inbox(admin)).list.map((m) => m.id)).toEqual(['demo-notice-typhoon']);
  });

  it('administers notices: permission, refusals, cleaning, release to the inbox, deletion', async () => {
    expect(await backend.call('POST', '/api/message', { token: staff, body: { title: '无权' } })).toMatchObject({ code: 401 });
    expect(await backend.call('POST', '/api/message/Notice', { token: staff, body: {} })).toMatchObject({ code: 401 });
    expect(await backend.call('POST', '/api/message', { token: admin, body: { bodyText: '<p>x</p>' } })).toEqual({ code: 400, msg: '请输入公告标题' });
    expect(await backend.call('POST', '/api/message', { token: admin, body: { title: 'x'.repeat(201) } })).toEqual({
      code: 400,
      msg: '公告标题最多为200个字符！',
    });
    expect(await backend.call('POST', '/api/message', { token: admin, body: { title: '坏附件', files: 'not json' } })).toEqual({
      code: 400,
      msg: '附件格式不正确',
    });
    expect(await backend.call('POST', '/api/message', { token: admin, body: { title: '坏接收人', toUserIds: 'user-staff,nobody' } })).toEqual({
      code: 400,
      msg: '接收人不存在',
    });

    const body = {
      title: '泊位检修通知',
      bodyText: '<p>三号泊位<b>检修</b></p><script>alert(1)</script><img src=x onerror="alert(2)">',
      toUserIds: 'user-staff',
      category: '1',
    };
    expect(await backend.call('POST', '/api/message', { token: admin, body })).toEqual({ code: 200, msg: '新建成功' });
    const [row] = (await notices({ keyword: '泊位检修' })).list;
    expect(row).toMatchObject({ title: '泊位检修通知', type: '1', enabledMark: 0, creatorUser: '系统管理员/admin', releaseUser: '', excerpt: '三号泊位检修' });
    const info = (await backend.call('GET', `/api/message/${row.id}`, { token: admin })).data as { bodyText: string; toUserIds: string; type: string };
    expect(info).toMatchObject({ toUserIds: 'user-staff', type: '1' });
    expect(info.bodyText).toContain('<b>检修</b>');
    expect(info.bodyText).not.toMatch(/script|onerror/);

    expect(await backend.call('PUT', `/api/message/${row.id}`, { token: admin, body: { ...body, title: '泊位检修通知（改）' } })).toEqual({
      code: 200,
      msg: '更新成功',
    });
    expect((await notices({ enabledMark: [0], keyword: '泊位' })).list.map((n) => n.title)).toEqual(['泊位检修通知（改）']);
    expect(await backend.call('PUT', `/api/message/${row.id}/Actions/Release`, { token: admin })).toEqual({ code: 200, msg: '发布成功' });
    expect(await backend.call('PUT', `/api/message/${row.id}/Actions/Release`, { token: admin })).toEqual({ code: 200, msg: '发布成功' });
    expect((await notices({ enabledMark: [1], keyword: '泊位' })).list[0]).toMatchObject({ id: row.id, enabledMark: 1, releaseUser: '系统管理员/admin' });
    expect((await notices({ enabledMark: [0], keyword: '泊位' })).pagination.total).toBe(0);
    // released once to staff, however often it is released
    expect((await inbox(staff)).list.map((m) => [m.id, m.isRead])).toEqual([[row.id, '0']]);

    expect(await backend.call('DELETE', `/api/message/${row.id}`, { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect(await backend.call('GET', `/api/message/${row.id}`, { token: admin })).toEqual(notFound);
    expect(await backend.call('DELETE', `/api/message/${row.id}`, { token: admin })).toEqual(notFound);
    expect((await inbox(staff)).pagination.total).toBe(0);
  });

  it('lists conversations with unread counts and the latest message; relocation and record clearing', async () => {
    const conversations = async () => ((await backend.call('GET', '/api/message/imreply', { token: admin })).data as { list: Record<string, unknown>[] }).list;
    expect(await conversations()).toEqual([
      expect.objectContaining({
        id: 'user-manager',
        realName: '王经理',
        account: 'manager',
        unreadMessage: 1,
        latestMessage: '码头三号泊位的调度计划已更新，请查看。',
        messageType: 'text',
      }),
    ]);
    expect(await backend.call('DELETE', '/api/message/imreply/relocation/user-manager', { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect(await conversations()).toEqual([]);
    expect(await backend.call('DELETE', '/api/message/imreply/deleteChatRecord/user-manager', { token: admin })).toEqual({ code: 200, msg: '删除成功' });
    expect(await backend.call('GET', '/api/message/imreply')).toMatchObject({ code: 600 });
  });
});
