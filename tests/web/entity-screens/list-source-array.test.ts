import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setUpInProcessServer } from '../in-process-server.ts';
import { configureRequest } from '../../../src/lib/request/request.ts';
import { entityDataProvider } from '../../../src/lib/data/entity-data-provider.ts';
import { resources } from '../../../src/crud/page-registry.ts';

// A list endpoint that answers the whole list as a bare array (the online users, contract §4.16): every answer is a stub here.
const { server } = setUpInProcessServer();
const asked: URL[] = [];
const rows = Array.from({ length: 5 }, (_, index) => ({ id: `s${index + 1}` }));
beforeEach(() => {
  asked.length = 0;
  configureRequest({ notifyError: () => undefined, onSessionGone: () => undefined, language: () => 'zh-CN' });
  server.use(
    http.all('*/api/system/OnlineUser', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json({ code: 200, msg: 'Success', data: rows });
    }),
  );
});
const provider = entityDataProvider(resources);
const source = { url: '/api/system/OnlineUser', paged: 'here' as const, sortable: false };

describe('a list source answered as a bare array', () => {
  it('is asked without paging and shown a page at a time, the total counting every row', async () => {
    const second = await provider.getList('onlineUser', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: { keyword: 'x' },
      meta: { source },
    });
    expect(second).toEqual({ data: [{ id: 's3' }, { id: 's4' }], total: 5 });
    const query = Object.fromEntries(asked.at(-1)?.searchParams ?? []);
    expect(query).toMatchObject({ keyword: 'x' });
    expect(query).not.toHaveProperty('currentPage');
    expect(query).not.toHaveProperty('pageSize');
    const last = await provider.getList('onlineUser', {
      pagination: { page: 3, perPage: 2 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      meta: { source },
    });
    expect(last).toEqual({ data: [{ id: 's5' }], total: 5 });
  });
});
