import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSignedIn, as, body, databases, setConfig, type TestApp } from './helpers/test-app.ts';
import { closeSqlRunners } from '../../server/features/data-interface/sql-runner.ts';
import { resultArray } from '../../server/features/data-interface/data-interface-operations.ts';

/**
 * The interface call by address (spec §7 "An interface call by address takes an interface address
 * and paramList and returns an array"; the address JNPF's preview shows,
 * `/api/system/DataInterface/{id}/Actions/Response`): GET with the parameters in the query string,
 * POST with `{ paramList }`, the Preview runner under Preview's rule, an array answer, a log row.
 */

const BASE = '/api/system/DataInterface';
const NOT_FOUND = { code: 400, msg: '数据不存在' };
const address = (id: string) => `${BASE}/${id}/Actions/Response`;

type Row = Record<string, unknown>;

describe.each(databases())('the interface call by address on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let staff: ReturnType<typeof as>;
  const ids: Record<string, string> = {};

  const create = async (name: string, fields: Row) => {
    const answer = body(
      await admin.post(BASE, {
        fullName: `地址${name}`,
        enCode: `address.${name}`,
        categoryId: 'iface-base',
        dataType: 2,
        requestMethod: '3',
        checkType: 0,
        query: '[]',
        requestParameters: '[]',
        propertyJson: '{}',
        enabledMark: 1,
        ...fields,
      }),
    );
    expect(answer, name).toMatchObject({ code: 200 });
    ids[name] = (await t.services.db.selectFrom('base_data_interface').select('id').where('enCode', '=', `address.${name}`).executeTakeFirstOrThrow()).id;
  };
  const logOf = (id: string) => t.services.db.selectFrom('base_data_interface_log').selectAll().where('invokId', '=', id).orderBy('invokTime').execute();

  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'staff');
    t = signed.t;
    [admin, staff] = [as(t.app, signed.admin), as(t.app, signed.staff)];
    await setConfig(t.services, { dataInterfaceWritesEnabled: 1 });
    await create('dictionary', {
      dataType: 1,
      query:
        'select "id", "fullName" from base_dictionary_data where "dictionaryTypeId" = @typeId and "fullName" like \'%\' || cast(@keyword as text) || \'%\' order by "id"',
      requestParameters: JSON.stringify([
        { field: 'typeId', dataType: 'varchar', defaultValue: '', required: 1 },
        { field: 'keyword', dataType: 'varchar', defaultValue: '', required: 0 },
      ]),
    });
    await create('object', { query: JSON.stringify({ id: 'one', fullName: '单个对象' }) });
    await create('paged', { query: JSON.stringify({ data: { list: [{ id: 'a' }, { id: 'b' }], pagination: { total: 2 } } }) });
    await create('disabled', { query: '[{"id":"x"}]', enabledMark: 0 });
    await create('write', { dataType: 1, requestMethod: '2', query: 'update base_dictionary_data set "description" = @note where "id" = \'no-such-row\'' });
  });
  afterAll(async () => {
    await t?.close();
    await closeSqlRunners();
  });

  it('answers GET with the parameters from the query string, and POST with a paramList, as the same array Preview gives', async () => {
    const typeId = String(
      (await t.services.db.selectFrom('base_dictionary_data').select('dictionaryTypeId').where('dictionaryTypeId', 'is not', null).executeTakeFirstOrThrow())
        .dictionaryTypeId,
    );
    const preview = body<Row[]>(await staff.post(`${BASE}/${ids.dictionary}/Actions/Preview`, { paramList: [{ field: 'typeId', defaultValue: typeId }] }));
    expect(preview.code).toBe(200);
    expect(preview.data?.length).toBeGreaterThan(0);

    const got = body<Row[]>(await staff.get(`${address(ids.dictionary)}?typeId=${encodeURIComponent(typeId)}`));
    expect(got).toEqual({ code: 200, msg: 'Success', data: preview.data });
    const posted = body<Row[]>(await staff.post(address(ids.dictionary), { paramList: [{ field: 'typeId', defaultValue: typeId }] }));
    expect(posted).toEqual(got);

    const name = String(preview.data?.[0]?.fullName);
    const filtered = body<Row[]>(await staff.get(`${address(ids.dictionary)}?typeId=${encodeURIComponent(typeId)}&keyword=${encodeURIComponent(name)}`));
    expect(filtered.data?.every((row) => String(row.fullName).includes(name))).toBe(true);
    // Bound, never spliced: an injection attempt is a keyword that matches nothing.
    const injected = body<Row[]>(await staff.get(`${address(ids.dictionary)}?typeId=${encodeURIComponent("x' or '1'='1")}`));
    expect(injected).toMatchObject({ code: 200, data: [] });
  });

  it('always answers an array: one object as one item, a paging answer as its rows', async () => {
    expect(body(await staff.get(address(ids.object)))).toMatchObject({ code: 200, data: [{ id: 'one', fullName: '单个对象' }] });
    expect(body(await staff.post(address(ids.paged), {}))).toMatchObject({ code: 200, data: [{ id: 'a' }, { id: 'b' }] });
    expect(resultArray(null)).toEqual([]);
    expect(resultArray(7)).toEqual([7]);
    expect(resultArray({ data: { list: [] } })).toEqual([]);
    expect(resultArray({ affected: 1 })).toEqual([{ affected: 1 }]);
  });

  it('checks parameters and access as Preview does', async () => {
    const missing = body(await staff.get(address(ids.dictionary)));
    expect(missing).toMatchObject({ code: 400, msg: '参数typeId不能为空' });
    expect((await t.app.inject({ method: 'GET', url: address(ids.object) })).json()).toMatchObject({ code: 600 });
    expect((await t.app.inject({ method: 'POST', url: address(ids.object), payload: {} })).json()).toMatchObject({ code: 600 });
    // A form user: enabled interfaces only, never a write.
    expect(body(await staff.get(address(ids.disabled)))).toMatchObject(NOT_FOUND);
    expect(body(await staff.post(address(ids.write), { paramList: [{ field: 'note', defaultValue: 'x' }] }))).toMatchObject({ code: 400 });
    expect(body(await staff.get(address('no-such-interface')))).toMatchObject(NOT_FOUND);
    // The page's holder may call a switched-off interface, as in Preview.
    expect(body(await admin.get(address(ids.disabled)))).toMatchObject({ code: 200, data: [{ id: 'x' }] });
    expect(body(await admin.post(address(ids.write), { paramList: [{ field: 'note', defaultValue: 'x' }] }))).toMatchObject({
      code: 200,
      data: [{ affected: 0 }],
    });
  });

  it('logs every call, successful or not, as a call', async () => {
    const before = (await logOf(ids.object)).length;
    await staff.get(address(ids.object));
    await staff.get(address(ids.dictionary));
    const rows = await logOf(ids.object);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ invokType: 'call', success: 1 });
    const failed = (await logOf(ids.dictionary)).filter((row) => row.invokType === 'call' && row.success === 0);
    expect(failed.at(-1)?.errorMessage).toContain('typeId');
    const log = body<{ list: Row[] }>(await admin.get(`/api/system/DataInterfaceLog/${ids.object}`));
    expect(log.data?.list.some((row) => row.invokType === 'call')).toBe(true);
  });
});
