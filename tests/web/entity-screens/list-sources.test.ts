import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from '../in-process-server.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';

// The list controller's requests as the data provider sends them: every answer is a stub here.
const { server } = setUpInProcessServer();
const asked: { method: string; url: URL; body: unknown }[] = [];
const page = (list: unknown[]) => HttpResponse.json({ code: 200, msg: '', data: { list, pagination: { currentPage: 1, pageSize: 20, total: 42 } } });
beforeEach(() => {
  asked.length = 0;
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  server.use(
    http.all('*/api/*', async ({ request }) => {
      asked.push({ method: request.method, url: new URL(request.url), body: request.method === 'GET' ? undefined : await request.json() });
      return page([{ id: 'a' }]);
    }),
  );
});
const provider = entityDataProvider(resources);
const query = () => Object.fromEntries((asked.at(-1) as { url: URL }).url.searchParams);

describe('the data provider under the list controller', () => {
  it('asks a hand-written endpoint (meta.source) with the filters, paging only when paged, no order when unsortable', async () => {
    const result = await provider.getList('notice', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { keyword: 'x', enabledMark: [1] },
      meta: { source: { url: '/api/message/Notice', method: 'POST', sortable: false } },
    });
    expect(result).toMatchObject({ data: [{ id: 'a' }], total: 42 });
    expect(asked.at(-1)).toMatchObject({ method: 'POST', body: { keyword: 'x', enabledMark: [1], currentPage: 2, pageSize: 50 } });
    expect(asked.at(-1)?.body).not.toHaveProperty('sort');

    await provider.getList('dictionaryData', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
      filter: { isTree: 1 },
      meta: { source: { url: '/api/system/DictionaryData/t1', paged: false, sortable: false } },
    });
    expect(asked.at(-1)?.url.pathname).toBe('/api/system/DictionaryData/t1');
    expect(query()).toMatchObject({ isTree: '1' });
    expect(query()).not.toHaveProperty('currentPage');
  });

  it('names no sidx for the default order (id, or the schema’s sort column ascending), and names it otherwise', async () => {
    const user = resources.user;
    if (!user?.sort) throw new Error('the user schema has a sort column');
    await provider.getList('user', { pagination: { page: 1, perPage: 20 }, sort: { field: user.sort, order: 'ASC' }, filter: {} });
    expect(query()).toMatchObject({ currentPage: '1', pageSize: '20', sort: 'asc' });
    expect(query()).not.toHaveProperty('sidx');
    await provider.getList('user', { pagination: { page: 1, perPage: 20 }, sort: { field: user.sort, order: 'DESC' }, filter: {} });
    expect(query()).toMatchObject({ sidx: user.sort, sort: 'desc' });
    await provider.getList('user', { pagination: { page: 1, perPage: 20 }, sort: { field: 'account', order: 'ASC' }, filter: {} });
    expect(query()).toMatchObject({ sidx: 'account', sort: 'asc' });
  });

  it('shows a list refused silently (code 409, spec §8) as empty, and still fails on other refusals', async () => {
    const source = { url: '/api/system/OnlineUser' };
    server.use(http.all('*/api/system/OnlineUser', () => HttpResponse.json({ code: 409, msg: '离线演示模式：此功能需要服务器' })));
    expect(await provider.getList('user', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { source } })).toEqual(
      {
        data: [],
        total: 0,
      },
    );
    server.use(http.all('*/api/system/OnlineUser', () => HttpResponse.json({ code: 400, msg: '请求参数不正确' })));
    await expect(
      provider.getList('user', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { source } }),
    ).rejects.toMatchObject({
      code: 400,
    });
  });
});
