import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

interface InboxItem {
  id: string;
  title: string;
  type: number;
  isRead: string;
  releaseTime: number;
  releaseUser: string;
}
interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

describe.each(databases())('the message inbox on %s (contract §4.14, spec §4)', (target) => {
  let t: TestApp;
  let staff: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    staff = await tokenOf(t.app, 'staff');
    manager = await tokenOf(t.app, 'manager');
  });
  afterAll(async () => t?.close());

  /** Writes a message straight into the tables, received by the given users. */
  async function message(id: string, type: number, title: string, releaseTime: number, userIds: string[], isRead = 0) {
    await t.services.db
      .insertInto('base_message')
      .values({
        id,
        type,
        title,
        bodyText: `<p>${title}</p>`,
        excerpt: title,
        files: '[]',
        enabledMark: 1,
        releaseTime,
        releaseUserId: 'user-admin',
        creatorTime: releaseTime,
        creatorUserId: 'user-admin',
      })
      .execute();
    for (const userId of userIds) {
      await t.services.db
        .insertInto('base_message_receive')
        .values({ id: `${id}-${userId}`, messageId: id, userId, isRead, readTime: null })
        .execute();
    }
  }

  beforeEach(async () => {
    await t.services.db.deleteFrom('base_message_receive').execute();
    await t.services.db.deleteFrom('base_message').execute();
    const start = Date.UTC(2026, 0, 1);
    // 12 notices for staff, then one of each other type, one already read, one for manager only.
    for (let i = 1; i <= 12; i++) await message(`n${i}`, 1, `公告 ${i}`, start + i * 1000, ['user-staff']);
    await message('flow', 2, '流程待办', start + 20_000, ['user-staff']);
    await message('sys', 3, '系统通知 港口', start + 21_000, ['user-staff'], 1);
    await message('sched', 4, '日程提醒', start + 22_000, ['user-staff']);
    await message('mine', 1, '经理专属', start + 23_000, ['user-manager']);
  });

  const list = async (token: string, query = '') => body<Page<InboxItem>>(await as(t.app, token).get(`/api/message${query}`));

  it('pages the user’s own messages, 10 by default, newest first, in the contract’s paging shape', async () => {
    const page = await list(staff, '?n=1700000000');
    expect(page.code).toBe(200);
    expect(page.data?.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 15 });
    expect(page.data?.list).toHaveLength(10);
    expect(page.data?.list[0]).toMatchObject({ id: 'sched', type: 4, isRead: '0', releaseUser: '系统管理员/admin' });
    expect(page.data?.list.map((m) => m.id)).not.toContain('mine');
    const second = await list(staff, '?currentPage=2&pageSize=10');
    expect(second.data?.list.map((m) => m.id)).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    const ascending = await list(staff, '?sort=asc&pageSize=2');
    expect(ascending.data?.list.map((m) => m.id)).toEqual(['n1', 'n2']);
  });

  it('filters by type, read state and keyword', async () => {
    expect((await list(staff, '?type=2')).data?.list.map((m) => m.id)).toEqual(['flow']);
    expect((await list(staff, '?type=&isRead=')).data?.pagination.total).toBe(15);
    expect((await list(staff, '?isRead=1')).data?.list.map((m) => m.id)).toEqual(['sys']);
    expect((await list(staff, '?isRead=0')).data?.pagination.total).toBe(14);
    expect((await list(staff, '?keyword=港口')).data?.list.map((m) => m.id)).toEqual(['sys']);
  });

  it('refuses bad queries with code 400 in the caller’s language', async () => {
    expect((await list(staff, '?pageSize=0')).code).toBe(400);
    expect((await list(staff, '?type=9')).code).toBe(400);
    const english = body(await as(t.app, staff).get('/api/message?isRead=7', { 'accept-language': 'en-US' }));
    expect(english.code).toBe(400);
    expect(english.msg).toMatch(/^The request is not valid/);
    expect(body(await t.app.inject({ method: 'GET', url: '/api/message' })).code).toBe(600);
  });

  it('reads one message and marks it read; another user’s message is not found', async () => {
    const read = body<{ id: string; title: string; bodyText: string; files: string; releaseUser: string }>(
      await as(t.app, staff).get('/api/message/ReadInfo/n3'),
    );
    expect(read.code).toBe(200);
    expect(read.data).toMatchObject({ id: 'n3', title: '公告 3', bodyText: '<p>公告 3</p>', files: '[]', releaseUser: '系统管理员/admin' });
    const row = await t.services.db.selectFrom('base_message_receive').select('isRead').where('id', '=', 'n3-user-staff').executeTakeFirstOrThrow();
    expect(row.isRead).toBe(1);
    expect(body(await as(t.app, staff).get('/api/message/ReadInfo/mine')).code).toBe(400);
    // searchInfoById shows without marking read
    const info = body<{ isRead: string }>(await as(t.app, staff).get('/api/message/searchInfoById/n4'));
    expect(info.data?.isRead).toBe('0');
    expect(body(await as(t.app, staff).get('/api/message/searchInfoById/mine')).code).toBe(400);
  });

  it('marks all read with the same filters, then says 暂无未读消息', async () => {
    const flows = body(await as(t.app, staff).post('/api/message/Actions/ReadAll', { keyword: '', type: '2', isRead: '' }));
    expect(flows.code).toBe(200);
    expect((await list(staff, '?isRead=0')).data?.pagination.total).toBe(13);
    expect(body(await as(t.app, staff).post('/api/message/Actions/ReadAll', { type: 2 })).msg).toBe('暂无未读消息');
    expect(body(await as(t.app, staff).post('/api/message/Actions/ReadAll', {})).code).toBe(200);
    expect((await list(staff, '?isRead=0')).data?.pagination.total).toBe(0);
    const nothing = body(await as(t.app, staff).post('/api/message/Actions/ReadAll', { keyword: '', type: '', isRead: '0' }));
    expect(nothing).toEqual({ code: 400, msg: '暂无未读消息' });
    expect(body(await as(t.app, staff).post('/api/message/Actions/ReadAll', {}, { 'accept-language': 'en' })).msg).toBe('There are no unread messages');
    // the manager's own unread message was not touched
    expect((await list(manager, '?isRead=0')).data?.pagination.total).toBe(1);
  });

  it('deletes the user’s receive records only', async () => {
    const remove = (token: string, payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/message/Record', payload, headers: { authorization: token } });
    expect(body(await remove(staff, { ids: 'n1,n2,mine' })).msg).toBe('删除成功');
    expect((await list(staff)).data?.pagination.total).toBe(13);
    expect((await list(manager)).data?.pagination.total).toBe(1);
    expect(body(await remove(staff, {})).code).toBe(400);
    expect((await list(staff)).data?.pagination.total).toBe(13);
  });
});
