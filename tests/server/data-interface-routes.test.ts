import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, setConfig, type TestApp } from './helpers/test-app.ts';
import { closeSqlRunners } from '../../server/features/data-interface/sql-runner.ts';
import { LOG_RETENTION_DAYS, pruneLog } from '../../server/features/data-interface/interface-log.ts';

/**
 * Data interfaces that run (issue 13 point 1, contract §4.11, spec §7): preview of static and SQL
 * interfaces with bound parameters, the pickers' list (keyword, paging, total) and echo-back,
 * parameters, fields, copy, selector and getList, the log of every run, writes behind the system
 * setting, SQL injection through parameters and keyword, the API host allow-list, and the rank
 * rule: only system administrators create or change SQL and API interfaces.
 */

const BASE = '/api/system/DataInterface';
const DENIED = { code: 401, msg: '没有访问权限，请联系管理员授权' };
const NOT_FOUND = { code: 400, msg: '数据不存在' };

/** 25 containers, for paging and keyword over a static interface. */
const containers = Array.from({ length: 25 }, (_, index) => ({
  id: `c${index + 1}`,
  fullName: index % 5 === 0 ? `冷藏箱${index + 1}` : `干货箱${index + 1}`,
  code: `CNTR${String(index + 1).padStart(4, '0')}`,
  size: index % 2 === 0 ? '20GP' : '40HQ',
}));

/** Dictionary items of one dictionary, by a required typed parameter. */
const DICTIONARY_SQL = 'select "id", "fullName", "enCode" from base_dictionary_data where "dictionaryTypeId" = @typeId order by "sortCode", "id"';
const KEYWORD_CONDITION = `"fullName" like '%' || cast(@keyword as text) || '%'`;

const definition = (fields: Record<string, unknown>) => ({
  categoryId: 'iface-base',
  dataType: 2,
  requestMethod: '3',
  checkType: 0,
  query: '[]',
  requestParameters: '[]',
  propertyJson: '{}',
  enabledMark: 1,
  ...fields,
});

/** A small JSON API on 127.0.0.1: `/list` pages by page/size/kw, `/echo` answers the row of `key`. */
function startApi(): Promise<{ server: http.Server; origin: string }> {
  const rows = containers.map(({ id, fullName }) => ({ id, fullName }));
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (data: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(data));
    if (url.pathname === '/list') {
      const [page, size, keyword] = [Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('size') ?? 10), url.searchParams.get('kw') ?? ''];
      const found = rows.filter((row) => row.fullName.includes(keyword));
      return send({ code: 200, data: { list: found.slice((page - 1) * size, page * size), pagination: { total: found.length } } });
    }
    if (url.pathname === '/echo') return send({ data: rows.filter((row) => row.id === url.searchParams.get('key') && url.searchParams.get('name') === 'id') });
    response.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
}

describe.each(databases())('data interfaces that run, on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  let api: { server: http.Server; origin: string };
  const ids: Record<string, string> = {};

  /** Creates an interface as the system administrator and remembers its id. */
  const create = async (name: string, fields: Record<string, unknown>) => {
    const answer = body(await admin.post(BASE, definition({ fullName: `测试${name}`, enCode: `test.${name}`, ...fields })));
    expect(answer, name).toMatchObject({ code: 200 });
    const row = await t.services.db.selectFrom('base_data_interface').select('id').where('enCode', '=', `test.${name}`).executeTakeFirstOrThrow();
    ids[name] = row.id;
    return row.id;
  };
  const logRows = (id: string) => t.services.db.selectFrom('base_data_interface_log').selectAll().where('invokId', '=', id).execute();
  const list = (id: string, fields: Record<string, unknown>, caller = staff) =>
    caller.post(`${BASE}/${id}/Action/List`, { interfaceId: id, currentPage: 1, pageSize: 20, propsValue: 'id', relationField: 'fullName', ...fields });

  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager', 'staff');
    t = signed.t;
    [admin, manager, staff] = [as(t.app, signed.admin), as(t.app, signed.manager), as(t.app, signed.staff)];
    api = await startApi();
    await setConfig(t.services, { dataInterfaceHostAllowList: new URL(api.origin).host });
    await create('static', { query: JSON.stringify(containers) });
    await create('dictionary', {
      dataType: 1,
      query: DICTIONARY_SQL,
      requestParameters: JSON.stringify([{ field: 'typeId', dataType: 'varchar', defaultValue: '', required: 1 }]),
    });
    await create('paged', {
      dataType: 1,
      checkType: 1,
      query: `select "id", "fullName" from base_dictionary_data where ${KEYWORD_CONDITION} order by "id" limit @pageSize offset @offsetSize`,
      propertyJson: JSON.stringify({
        countSql: `select count(*) as total from base_dictionary_data where ${KEYWORD_CONDITION}`,
        echoSql: 'select "id", "fullName" from base_dictionary_data where "id" = @id',
      }),
    });
    await create('typed', {
      dataType: 1,
      query: 'select cast(@amount as text) as "amount", cast(@day as text) as "day", cast(@who as text) as "who"',
      requestParameters: JSON.stringify([
        { field: 'amount', dataType: 'int', defaultValue: '7', required: 0 },
        { field: 'day', dataType: 'datetime', defaultValue: '', required: 0 },
        { field: 'who', dataType: 'varchar', defaultValue: '', required: 0 },
      ]),
    });
    await create('update', { dataType: 1, requestMethod: '2', query: `update base_dictionary_data set "description" = @note where "id" = 'iface-base'` });
    await create('remote', { dataType: 3, requestMethod: '6', path: 'http://blocked.example/list' });
    await create('apiPaged', {
      dataType: 3,
      requestMethod: '6',
      checkType: 1,
      path: `${api.origin}/list`,
      propertyJson: JSON.stringify({
        pageParameters: [
          { fieldName: 'currentPage', field: 'page' },
          { fieldName: 'pageSize', field: 'size' },
          { fieldName: 'keyword', field: 'kw' },
        ],
        echoPath: `${api.origin}/echo`,
        echoReqMethod: '6',
        echoParameters: [
          { fieldName: 'showKey', field: 'key' },
          { fieldName: 'showValue', field: 'name' },
        ],
      }),
    });
    await create('disabled', { query: JSON.stringify(containers.slice(0, 2)), enabledMark: 0 });
  });
  afterAll(async () => {
    api?.server.close();
    await closeSqlRunners();
    await t?.close();
  });

  it('keeps the call log for its retention only: older runs are pruned, newer ones stay', async () => {
    const day = 86_400_000;
    const now = Date.now();
    const row = (id: string, age: number) => ({
      id,
      invokId: ids.static,
      invokTime: now - age,
      userId: 'user-admin',
      invokIp: '127.0.0.1',
      invokDevice: 'test',
      invokWasteTime: 1,
      invokType: 'preview',
      success: 1,
      errorMessage: '',
    });
    await t.services.db
      .insertInto('base_data_interface_log')
      .values([row('log-old', (LOG_RETENTION_DAYS + 1) * day), row('log-recent', (LOG_RETENTION_DAYS - 1) * day)])
      .execute();
    expect(await pruneLog(t.services.db, now)).toBeGreaterThanOrEqual(1);
    const kept = (await logRows(ids.static)).map((entry) => entry.id);
    expect(kept).toContain('log-recent');
    expect(kept).not.toContain('log-old');
  });

  it('previews a static interface: its stored JSON', async () => {
    expect(body(await admin.post(`${BASE}/${ids.static}/Actions/Preview`, { paramList: [], origin: 'preview' }))).toEqual({
      code: 200,
      msg: 'Success',
      data: containers,
    });
  });

  it('previews a SQL interface with its @parameters bound, and refuses a missing required one in the caller’s language', async () => {
    const answer = body<Record<string, unknown>[]>(
      await admin.post(`${BASE}/${ids.dictionary}/Actions/Preview`, { paramList: [{ field: 'typeId', defaultValue: 'dict-interface-type' }] }),
    );
    expect(answer.code).toBe(200);
    expect(answer.data?.map((row) => row.id).sort()).toEqual(['iface-base', 'iface-business']);
    expect(body(await admin.post(`${BASE}/${ids.dictionary}/Actions/Preview`, { paramList: [] }))).toEqual({ code: 400, msg: '参数typeId不能为空' });
    expect(body(await admin.post(`${BASE}/${ids.dictionary}/Actions/Preview`, { paramList: [] }, { 'accept-language': 'en-US' }))).toEqual({
      code: 400,
      msg: 'The parameter typeId is required',
    });
  });

  it('types parameters: defaults, ints, datetimes; a value that is not its type is refused', async () => {
    const run = (paramList: unknown[]) => admin.post(`${BASE}/${ids.typed}/Actions/Preview`, { paramList });
    const [row] = body<Record<string, unknown>[]>(await run([{ field: 'day', defaultValue: '2024-05-01T00:00:00Z' }])).data ?? [];
    expect(Number(row.amount)).toBe(7);
    expect(Number(row.day)).toBe(Date.parse('2024-05-01T00:00:00Z'));
    expect(body(await run([{ field: 'amount', defaultValue: '12abc' }]))).toEqual({ code: 400, msg: '参数amount的值格式不正确' });
  });

  it('fills the system fields of a select popup with the caller’s own values, whatever the browser sent', async () => {
    const answer = body<Record<string, unknown>[]>(await list(ids.typed, { paramList: [{ field: 'who', jnpfKey: 'createUser', defaultValue: 'user-admin' }] }));
    expect(answer.data).toMatchObject({ list: [{ who: 'user-staff' }] });
  });

  it('logs every run, success and failure, and lists the log newest first with the caller’s name', async () => {
    const before = (await logRows(ids.dictionary)).length;
    await admin.post(`${BASE}/${ids.dictionary}/Actions/Preview`, { paramList: [{ field: 'typeId', defaultValue: 'dict-port-type' }] });
    await admin.post(`${BASE}/${ids.dictionary}/Actions/Preview`, { paramList: [], origin: 'preview' });
    const rows = await logRows(ids.dictionary);
    expect(rows.length).toBe(before + 2);
    const page = body<{ list: Record<string, unknown>[]; pagination: { total: number } }>(
      await admin.get(`/api/system/DataInterfaceLog/${ids.dictionary}?currentPage=1&pageSize=2`),
    );
    expect(page.code).toBe(200);
    expect(page.data?.pagination.total).toBe(before + 2);
    expect(page.data?.list[0]).toMatchObject({ success: 0, errorMessage: '参数typeId不能为空', userName: '系统管理员/admin', invokType: 'preview' });
    // Without origin 'preview' the call is a form's option load.
    expect(page.data?.list[1]).toMatchObject({ success: 1, errorMessage: '', userName: '系统管理员/admin', invokType: 'options' });
    const found = body<{ list: unknown[]; pagination: { total: number } }>(await admin.get(`/api/system/DataInterfaceLog/${ids.dictionary}?keyword=typeId`));
    expect(found.data?.pagination.total).toBeGreaterThanOrEqual(1);
    expect(body(await admin.get(`/api/system/DataInterfaceLog/${ids.dictionary}?keyword=nobody-matches-this`)).data).toMatchObject({
      list: [],
      pagination: { total: 0 },
    });
  });

  it('lists for pickers: keyword over the display field and columns, in-memory paging, the total, id from propsValue', async () => {
    const page = body<{ list: Record<string, unknown>[]; pagination: Record<string, number> }>(
      await list(ids.static, { keyword: '干货', currentPage: 2, pageSize: 5, columnOptions: 'code,size', propsValue: 'code' }),
    );
    expect(page.code).toBe(200);
    expect(page.data?.pagination).toEqual({ currentPage: 2, pageSize: 5, total: 20 });
    expect(page.data?.list.map((row) => row.id)).toEqual(['CNTR0008', 'CNTR0009', 'CNTR0010', 'CNTR0012', 'CNTR0013']);
    expect(page.data?.list[0]).toMatchObject({ fullName: '干货箱8', code: 'CNTR0008', size: '40HQ' });
    const byColumn = body<{ list: Record<string, unknown>[]; pagination: Record<string, number> }>(
      await list(ids.static, { keyword: 'cntr0021', columnOptions: 'code' }),
    );
    expect(byColumn.data?.list.map((row) => row.id)).toEqual(['c21']);
    expect(body(await list(ids.static, { keyword: 'cntr0021' })).data).toMatchObject({ list: [], pagination: { total: 0 } });
  });

  it('lists a SQL interface that pages itself: @currentPage/@pageSize/@offsetSize/@keyword bound, countSql for the total', async () => {
    const all = await t.services.db.selectFrom('base_dictionary_data').select(['id', 'fullName']).orderBy('id').execute();
    const withKeyword = all.filter((row) => (row.fullName ?? '').includes('类'));
    const page = body<{ list: Record<string, unknown>[]; pagination: Record<string, number> }>(
      await list(ids.paged, { keyword: '类', currentPage: 2, pageSize: 2 }),
    );
    expect(page.data?.pagination).toEqual({ currentPage: 2, pageSize: 2, total: withKeyword.length });
    expect(page.data?.list.map((row) => row.id)).toEqual(withKeyword.slice(2, 4).map((row) => row.id));
  });

  it('lists an API interface that pages itself through its pageParameters', async () => {
    const page = body<{ list: Record<string, unknown>[]; pagination: Record<string, number> }>(
      await list(ids.apiPaged, { keyword: '冷藏', currentPage: 1, pageSize: 3 }),
    );
    expect(page.code).toBe(200);
    expect(page.data?.pagination.total).toBe(5);
    expect(page.data?.list.map((row) => row.id)).toEqual(['c1', 'c6', 'c11']);
  });

  it('echoes stored ids back: echoSql per id, the API echo, or the rows filtered by propsValue', async () => {
    const echo = async (id: string, fields: Record<string, unknown>) =>
      body<Record<string, unknown>[]>(
        await staff.post(`${BASE}/${id}/Action/InfoByIds`, { interfaceId: id, propsValue: 'id', relationField: 'fullName', ...fields }),
      );
    expect((await echo(ids.paged, { ids: ['iface-business', 'no-such', 'iface-base'] })).data).toEqual([
      { id: 'iface-business', fullName: '业务数据' },
      { id: 'iface-base', fullName: '基础数据' },
    ]);
    expect((await echo(ids.static, { ids: 'CNTR0003,CNTR0002', propsValue: 'code' })).data?.map((row) => [row.id, row.fullName])).toEqual([
      ['CNTR0003', '干货箱3'],
      ['CNTR0002', '干货箱2'],
    ]);
    expect((await echo(ids.apiPaged, { ids: ['c7'] })).data).toEqual([{ id: 'c7', fullName: '干货箱7' }]);
    expect(await echo(ids.static, { ids: [] })).toEqual({ code: 200, msg: 'Success', data: [] });
  });

  it('gives the parameters and the fields of an interface', async () => {
    expect(body(await admin.get(`${BASE}/GetParam/${ids.dictionary}`)).data).toEqual([
      { field: 'typeId', dataType: 'varchar', defaultValue: '', required: true },
    ]);
    expect(body(await admin.post(`${BASE}/${ids.static}/Actions/GetFields`, {})).data).toEqual(['id', 'fullName', 'code', 'size']);
    expect(
      body(await admin.post(`${BASE}/${ids.dictionary}/Actions/GetFields`, { paramList: [{ field: 'typeId', defaultValue: 'dict-port-type' }] })).data,
    ).toEqual(['id', 'fullName', 'enCode']);
  });

  it('copies: the name with 副本 and a suffix, a valid code, disabled; only a system administrator copies SQL', async () => {
    const answer = body<{ id: string }>(await admin.post(`${BASE}/${ids.dictionary}/Actions/Copy`));
    expect(answer).toMatchObject({ code: 200, msg: '复制成功！' });
    const copy = await t.services.db
      .selectFrom('base_data_interface')
      .selectAll()
      .where('id', '=', answer.data?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(copy.fullName).toMatch(/^测试dictionary副本[a-z0-9]{5}$/u);
    expect(copy.enCode).toMatch(/^test\.dictionary\.[a-z0-9]{5}$/u);
    expect(copy).toMatchObject({ enabledMark: 0, dataType: 1, query: DICTIONARY_SQL, creatorUserId: 'user-admin' });
    // The copy passes the entity's own validation when saved back unchanged.
    expect(body(await admin.put(`${BASE}/${copy.id}`, definition({ ...copy, id: undefined, creatorTime: undefined, creatorUserId: undefined })))).toMatchObject(
      {
        code: 200,
      },
    );
    const count = async () => (await t.services.db.selectFrom('base_data_interface').select('id').execute()).length;
    const before = await count();
    expect(body(await manager.post(`${BASE}/${ids.dictionary}/Actions/Copy`))).toEqual(DENIED);
    expect(await count()).toBe(before);
    expect(body(await manager.post(`${BASE}/${ids.static}/Actions/Copy`))).toMatchObject({ code: 200, msg: '复制成功！' });
    expect(await count()).toBe(before + 1);
  });

  it('lists only enabled interfaces in Selector (under their category) and getList, without their statements', async () => {
    const selector = body<{ list: { id: string; children: Record<string, unknown>[] }[] }>(await staff.get(`${BASE}/Selector`));
    expect(selector.code).toBe(200);
    const base = selector.data?.list.find((node) => node.id === 'iface-base');
    expect(base).toMatchObject({ fullName: '基础数据', hasChildren: true });
    const leaves = base?.children.map((leaf) => leaf.id) ?? [];
    expect(leaves).toContain(ids.static);
    expect(leaves).not.toContain(ids.disabled);
    expect(base?.children.find((leaf) => leaf.id === ids.dictionary)).toMatchObject({ categoryId: 'iface-base', dataType: 1, fullName: '测试dictionary' });
    expect(JSON.stringify(selector.data)).not.toContain('base_dictionary_data');
    const flat = body<{ list: Record<string, unknown>[] }>(await staff.get(`${BASE}/getList`));
    expect(flat.data?.list.map((row) => row.id)).toContain(ids.static);
    expect(flat.data?.list.map((row) => row.id)).not.toContain(ids.disabled);
    expect(flat.data?.list.every((row) => row.enabledMark === 1 && row.query === undefined)).toBe(true);
  });

  it('runs only enabled interfaces for pickers; a missing one is not found; the page previews a disabled one', async () => {
    expect(body(await list(ids.disabled, {}))).toEqual(NOT_FOUND);
    expect(body(await staff.post(`${BASE}/${ids.disabled}/Action/InfoByIds`, { ids: ['c1'] }))).toEqual(NOT_FOUND);
    expect(body(await list('no-such-interface', {}))).toEqual(NOT_FOUND);
    expect(body(await admin.post(`${BASE}/${ids.disabled}/Actions/Preview`, {})).data).toHaveLength(2);
    // Form option widgets read options through Preview: a form user runs enabled interfaces only.
    expect(body(await staff.post(`${BASE}/${ids.disabled}/Actions/Preview`, {}))).toEqual(NOT_FOUND);
  });

  it('keeps the page’s calls to holders of the page permission; pickers and option widgets serve every signed-in user', async () => {
    expect(body(await staff.post(`${BASE}/${ids.static}/Actions/Preview`, {})).code).toBe(200);
    expect(body(await staff.get(`${BASE}/GetParam/${ids.static}`))).toEqual(DENIED);
    expect(body(await staff.post(`${BASE}/${ids.static}/Actions/GetFields`, {}))).toEqual(DENIED);
    expect(body(await staff.post(`${BASE}/${ids.static}/Actions/Copy`))).toEqual(DENIED);
    expect(body(await staff.get(`/api/system/DataInterfaceLog/${ids.static}`))).toEqual(DENIED);
    expect(body(await manager.post(`${BASE}/${ids.static}/Actions/Preview`, {})).code).toBe(200);
    expect(body(await list(ids.static, {})).code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/Selector` })).json()).toMatchObject({ code: 600 });
  });

  it('lets only a system administrator create or change SQL and API interfaces; static ones stay with the page permission', async () => {
    const sqlBody = definition({ fullName: '经理SQL', enCode: 'manager.sql', dataType: 1, query: 'select 1 as "x"' });
    expect(body(await manager.post(BASE, sqlBody))).toEqual(DENIED);
    expect(
      body(await manager.post(BASE, definition({ fullName: '经理API', enCode: 'manager.api', dataType: 3, requestMethod: '6', path: 'http://x.example' }))),
    ).toEqual(DENIED);
    expect(body(await manager.post(BASE, definition({ fullName: '经理静态', enCode: 'manager.static', query: '[{"id":"1"}]' })))).toMatchObject({ code: 200 });
    const own = await t.services.db.selectFrom('base_data_interface').select('id').where('enCode', '=', 'manager.static').executeTakeFirstOrThrow();
    expect(body(await manager.put(`${BASE}/${own.id}`, definition({ fullName: '经理静态', enCode: 'manager.static', query: '[{"id":"2"}]' })))).toMatchObject({
      code: 200,
    });
    // A static interface cannot be turned into SQL, and a SQL one cannot be changed (not even into static data) or toggled.
    expect(body(await manager.put(`${BASE}/${own.id}`, { ...sqlBody, fullName: '经理静态', enCode: 'manager.static' }))).toEqual(DENIED);
    expect(body(await manager.put(`${BASE}/${ids.dictionary}`, definition({ fullName: '测试dictionary', enCode: 'test.dictionary' })))).toEqual(DENIED);
    expect(body(await manager.put(`${BASE}/${ids.dictionary}/Actions/State`))).toEqual(DENIED);
    const stored = await t.services.db.selectFrom('base_data_interface').selectAll().where('id', 'in', [own.id, ids.dictionary]).orderBy('enCode').execute();
    expect(stored.map((row) => [row.enCode, row.dataType, row.enabledMark])).toEqual([
      ['manager.static', 2, 1],
      ['test.dictionary', 1, 1],
    ]);
    expect(body(await admin.put(`${BASE}/${own.id}`, { ...sqlBody, fullName: '经理静态', enCode: 'manager.static' }))).toMatchObject({ code: 200 });
  });

  it('refuses insert/update/delete interfaces while the setting is 0 and runs them at 1', async () => {
    const run = () => admin.post(`${BASE}/${ids.update}/Actions/Preview`, { paramList: [{ field: 'note', defaultValue: '已修改' }] });
    const description = async () =>
      (await t.services.db.selectFrom('base_dictionary_data').select('description').where('id', '=', 'iface-base').executeTakeFirstOrThrow()).description;
    const original = await description();
    expect(body(await run())).toEqual({ code: 400, msg: '系统配置未允许执行新增、修改、删除类接口' });
    expect(await description()).toBe(original);
    await setConfig(t.services, { dataInterfaceWritesEnabled: 1 });
    try {
      expect(body(await run())).toMatchObject({ code: 200, data: { affected: 1 } });
      expect(await description()).toBe('已修改');
    } finally {
      await setConfig(t.services, { dataInterfaceWritesEnabled: 0 });
    }
  });

  it('binds injection attempts through paramList and keyword as plain values: nothing found, nothing changed', async () => {
    const users = async () => (await t.services.db.selectFrom('base_user').select('id').execute()).length;
    const before = await users();
    for (const attempt of [`dict-interface-type' or '1'='1`, `x'; delete from base_user; --`, `dict-interface-type" or 1=1 --`]) {
      const answer = body<unknown[]>(
        await admin.post(`${BASE}/${ids.dictionary}/Actions/Preview`, { paramList: [{ field: 'typeId', defaultValue: attempt }] }),
      );
      expect(answer, attempt).toEqual({ code: 200, msg: 'Success', data: [] });
    }
    for (const keyword of [`' or 1=1 --`, `%'; delete from base_user; --`, `') union select "id", "password" from base_user --`]) {
      expect(body(await list(ids.paged, { keyword })).data, keyword).toMatchObject({ list: [], pagination: { total: 0 } });
    }
    // A paramList entry naming a reserved parameter cannot replace the bound page either.
    expect(body(await list(ids.paged, { pageSize: 1, paramList: [{ field: 'pageSize', defaultValue: '1 union select 1' }] })).data).toMatchObject({
      list: [expect.anything()],
    });
    expect(await users()).toBe(before);
  });

  it('refuses an API interface whose host is not on the allow-list, with the translated reason', async () => {
    const answer = body(await admin.post(`${BASE}/${ids.remote}/Actions/Preview`, {}));
    expect(answer).toEqual({ code: 400, msg: '接口地址不在主机白名单内：http://blocked.example' });
    expect(body(await admin.post(`${BASE}/${ids.remote}/Actions/Preview`, {}, { 'accept-language': 'zh-TW' })).msg).toBe(
      '接口地址不在主機白名單內：http://blocked.example',
    );
    const [last] = (await logRows(ids.remote)).sort((a, b) => Number(b.invokTime) - Number(a.invokTime));
    expect(last).toMatchObject({ success: 0 });
  });

  it('never runs a write through pickers, echo-back, fields or a form user’s preview, even with writes enabled', async () => {
    await setConfig(t.services, { dataInterfaceWritesEnabled: 1 });
    const description = async () =>
      (await t.services.db.selectFrom('base_dictionary_data').select('description').where('id', '=', 'iface-base').executeTakeFirstOrThrow()).description;
    const before = await description();
    const refused = { code: 400, msg: '只允许执行单条与请求方式相符的语句，不允许多条语句或修改表结构' };
    try {
      const note = { paramList: [{ field: 'note', defaultValue: '被改了' }] };
      expect(body(await list(ids.update, note))).toEqual(refused);
      expect(body(await staff.post(`${BASE}/${ids.update}/Action/InfoByIds`, { ids: ['x'], ...note }))).toEqual(refused);
      expect(body(await staff.post(`${BASE}/${ids.update}/Actions/Preview`, note))).toEqual(refused);
      expect(body(await admin.post(`${BASE}/${ids.update}/Actions/GetFields`, note))).toEqual(refused);
      expect(await description()).toBe(before);
    } finally {
      await setConfig(t.services, { dataInterfaceWritesEnabled: 0 });
    }
  });

  it('binds the caller’s own values to parameters named like them, whatever the browser sends', async () => {
    const id = await create('who', { dataType: 1, query: 'select cast(@createUser as text) as "who", cast(@currOrganize as text) as "org"' });
    const sent = {
      paramList: [
        { field: 'createUser', defaultValue: 'user-admin' },
        { field: 'currOrganize', defaultValue: 'org-group' },
      ],
    };
    const [row] = body<Record<string, unknown>[]>(await staff.post(`${BASE}/${id}/Actions/Preview`, sent)).data ?? [];
    expect(row?.who).toBe('user-staff');
    expect(row?.org).not.toBe('org-group');
  });

  it('sends an API only its declared parameters', async () => {
    const id = await create('declared', {
      dataType: 3,
      requestMethod: '6',
      path: `${api.origin}/list`,
      requestParameters: JSON.stringify([{ field: 'kw', dataType: 'varchar', defaultValue: '', required: 0 }]),
    });
    const answer = body<{ data: { list: unknown[]; pagination: { total: number } } }>(
      await admin.post(`${BASE}/${id}/Actions/Preview`, {
        paramList: [
          { field: 'kw', defaultValue: '冷藏' },
          { field: 'size', defaultValue: '999' },
        ],
      }),
    );
    // `size` was not declared: the API pages 10 at a time as it does when asked nothing.
    expect(answer.data?.data.list).toHaveLength(5);
    expect(answer.data?.data.pagination.total).toBe(5);
  });

  it('tells a form user why a run failed without the engine’s words; the page’s holders and the log keep them', async () => {
    const id = await create('broken', { dataType: 1, query: 'select "nope" from base_dictionary_data' });
    const forUser = body(await staff.post(`${BASE}/${id}/Action/List`, { currentPage: 1, pageSize: 20 }));
    expect(forUser).toEqual({ code: 400, msg: 'SQL语句执行出错' });
    expect(body(await admin.post(`${BASE}/${id}/Actions/Preview`, {})).msg).toMatch(/^SQL语句执行出错：.*nope/u);
    expect((await logRows(id)).every((row) => /nope/u.test(String(row.errorMessage)))).toBe(true);
  });

  it('shows API header values to system administrators only, and lets only them delete a SQL or API interface', async () => {
    const id = await create('secret', {
      dataType: 3,
      requestMethod: '6',
      path: `${api.origin}/list`,
      requestHeaders: JSON.stringify([{ field: 'Authorization', defaultValue: 'Bearer s3cret' }]),
    });
    expect(body<Record<string, unknown>>(await admin.get(`${BASE}/${id}`)).data?.requestHeaders).toContain('s3cret');
    const shown = body<Record<string, unknown>>(await manager.get(`${BASE}/${id}`)).data;
    expect(shown?.requestHeaders).not.toContain('s3cret');
    expect(shown?.requestHeaders).toContain('Authorization');
    expect(body(await manager.delete(`${BASE}/${id}`))).toEqual(DENIED);
    expect(body(await admin.delete(`${BASE}/${id}`)).code).toBe(200);
  });
});
