import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { countFlowMessages, flowCategoryOf } from '../../server/features/dashboard/flow-counts.ts';

interface Item {
  id: string;
  title: string;
  fullName: string;
  type: number;
  flowType: number | null;
  category: string;
  isRead: string;
  releaseTime: number;
  creatorTime: number;
  releaseUser: string;
}
interface Paged {
  list: Item[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

describe.each(databases())('the dashboard on %s (contract §8 /api/visualdev/Dashboard)', (target) => {
  let t: TestApp;
  let staff: string;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    staff = await tokenOf(t.app, 'staff');
    manager = await tokenOf(t.app, 'manager');
  });
  afterAll(async () => t?.close());

  const start = Date.UTC(2026, 0, 1);
  /** Writes a message straight into the tables, received by the given users. */
  async function message(
    id: string,
    type: number,
    releaseTime: number,
    userIds: string[],
    extra: { isRead?: number; flowType?: number; category?: string; bodyText?: string } = {},
  ) {
    await t.services.db
      .insertInto('base_message')
      .values({
        id,
        type,
        title: `标题 ${id}`,
        bodyText: extra.bodyText ?? '{}',
        excerpt: '',
        files: '[]',
        enabledMark: 1,
        flowType: extra.flowType ?? null,
        category: extra.category ?? '',
        releaseTime,
        releaseUserId: 'user-admin',
        creatorTime: releaseTime,
        creatorUserId: 'user-admin',
      })
      .execute();
    for (const userId of userIds) {
      await t.services.db
        .insertInto('base_message_receive')
        .values({ id: `${id}-${userId}`, messageId: id, userId, isRead: extra.isRead ?? 0, readTime: null })
        .execute();
    }
  }

  beforeEach(async () => {
    await t.services.db.deleteFrom('base_message_receive').execute();
    await t.services.db.deleteFrom('base_message').execute();
    // 12 notices for staff (category 1 for the odd ones), flow messages in every state, one for manager only.
    for (let i = 1; i <= 12; i++) await message(`n${i}`, 1, start + i * 1000, ['user-staff'], { category: i % 2 ? '1' : '2' });
    await message('f-wait', 2, start + 20_000, ['user-staff'], { bodyText: JSON.stringify({ flowCategory: 'trade' }) });
    await message('f-wait2', 2, start + 21_000, ['user-staff'], { bodyText: JSON.stringify({ flowCategory: 'hr' }) });
    await message('f-done', 2, start + 22_000, ['user-staff'], { isRead: 1, bodyText: JSON.stringify({ flowCategory: 'trade' }) });
    await message('f-entrust', 2, start + 23_000, ['user-staff'], { flowType: 2 });
    await message('f-manager', 2, start + 24_000, ['user-manager']);
    await message('sys', 3, start + 25_000, ['user-staff']);
  });

  it('Notice: the caller’s latest received notices, newest first, 10 unless asked, narrowed by typeList', async () => {
    const all = body<{ list: Item[] }>(await as(t.app, staff).post('/api/visualdev/Dashboard/Notice', {}));
    expect(all.code).toBe(200);
    expect(all.data?.list.map((item) => item.id)).toEqual(['n12', 'n11', 'n10', 'n9', 'n8', 'n7', 'n6', 'n5', 'n4', 'n3']);
    expect(all.data?.list[0]).toMatchObject({
      title: '标题 n12',
      fullName: '标题 n12',
      type: 1,
      isRead: '0',
      category: '2',
      releaseTime: start + 12_000,
      creatorTime: start + 12_000,
      releaseUser: '系统管理员/admin',
    });
    const odd = body<{ list: Item[] }>(await as(t.app, staff).post('/api/visualdev/Dashboard/Notice', { typeList: ['1'], pageSize: 3 }));
    expect(odd.data?.list.map((item) => item.id)).toEqual(['n11', 'n9', 'n7']);
    // manager received no notice
    expect(body<{ list: Item[] }>(await as(t.app, manager).post('/api/visualdev/Dashboard/Notice', { typeList: [] })).data?.list).toEqual([]);
  });

  it('FlowTodoCount: counts of the caller’s flow messages (unopened, opened, entrust), with category filters', async () => {
    const counts = body(
      await as(t.app, staff).post('/api/visualdev/Dashboard/FlowTodoCount', { toBeReviewedType: [], flowDoneType: [], flowCirculateType: [] }),
    );
    expect(counts).toEqual({ code: 200, msg: 'Success', data: { toBeReviewed: 2, flowDone: 1, entrust: 1 } });
    const trade = body(await as(t.app, staff).post('/api/visualdev/Dashboard/FlowTodoCount', { toBeReviewedType: ['trade'], flowDoneType: ['hr'] }));
    expect(trade.data).toEqual({ toBeReviewed: 1, flowDone: 0, entrust: 1 });
    expect(body(await as(t.app, manager).post('/api/visualdev/Dashboard/FlowTodoCount', {})).data).toEqual({ toBeReviewed: 1, flowDone: 0, entrust: 0 });
  });

  it('FlowTodo pages the flow messages not opened yet; MyFlowTodo every flow message of the caller', async () => {
    const todo = body<Paged>(await as(t.app, staff).get('/api/visualdev/Dashboard/FlowTodo'));
    expect(todo.data?.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
    expect(todo.data?.list.map((item) => item.id)).toEqual(['f-entrust', 'f-wait2', 'f-wait']);
    expect(todo.data?.list[0]).toMatchObject({ type: 2, flowType: 2, isRead: '0' });
    const mine = body<Paged>(await as(t.app, staff).get('/api/visualdev/Dashboard/MyFlowTodo?currentPage=2&pageSize=3'));
    expect(mine.data?.pagination).toEqual({ currentPage: 2, pageSize: 3, total: 4 });
    expect(mine.data?.list.map((item) => item.id)).toEqual(['f-wait']);
    const managers = body<Paged>(await as(t.app, manager).get('/api/visualdev/Dashboard/MyFlowTodo'));
    expect(managers.data?.list.map((item) => item.id)).toEqual(['f-manager']);
  });

  it('refuses callers without a session and bad requests in the caller’s language', async () => {
    for (const [method, url] of [
      ['POST', '/api/visualdev/Dashboard/Notice'],
      ['POST', '/api/visualdev/Dashboard/FlowTodoCount'],
      ['GET', '/api/visualdev/Dashboard/FlowTodo'],
      ['GET', '/api/visualdev/Dashboard/MyFlowTodo'],
    ] as const) {
      expect(body(await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).code).toBe(600);
    }
    expect(body(await as(t.app, staff).post('/api/visualdev/Dashboard/Notice', { pageSize: 51 })).code).toBe(400);
    expect(body(await as(t.app, staff).post('/api/visualdev/Dashboard/Notice', { typeList: 'x' })).code).toBe(400);
    const english = body(
      await as(t.app, staff).post('/api/visualdev/Dashboard/FlowTodoCount', { toBeReviewedType: ['x'.repeat(65)] }, { 'accept-language': 'en' }),
    );
    expect(english.code).toBe(400);
    expect(english.msg).toMatch(/^The request is not valid/);
    expect(body(await as(t.app, staff).get('/api/visualdev/Dashboard/FlowTodo?pageSize=0')).code).toBe(400);
    expect(body(await as(t.app, staff).get('/api/visualdev/Dashboard/MyFlowTodo?currentPage=x')).code).toBe(400);
    // Unread mail comes from the mailbox (tests/server/email.test.ts): signed in only.
    expect(body(await t.app.inject({ method: 'GET', url: '/api/visualdev/Dashboard/Email' })).code).toBe(600);
    expect(body(await as(t.app, staff).get('/api/visualdev/Dashboard/Email')).code).toBe(200);
  });
});

describe('flow counts from flow messages (server/features/dashboard/flow-counts.ts)', () => {
  it('reads flowCategory from a JSON body and tolerates anything else', () => {
    expect(flowCategoryOf('{"flowCategory":7}')).toBe('7');
    expect(flowCategoryOf('not json')).toBe('');
    expect(flowCategoryOf(null)).toBe('');
    expect(
      countFlowMessages([
        { flowType: null, isRead: 0 },
        { flowType: 2, isRead: 1 },
        { flowType: 1, isRead: 1 },
      ]),
    ).toEqual({ toBeReviewed: 1, flowDone: 1, entrust: 1 });
  });
});
