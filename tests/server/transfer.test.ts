import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, createTestApp, databases, tokenOf, type TestApp } from './helpers/test-app.ts';

/** One record out as a file and back in, for every schema with a `transfer` block (contract §4). */
describe.each(databases())('record export and import on %s', (target) => {
  let t: TestApp;
  let token = '';
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp(target);
    token = await tokenOf(t.app, 'admin');
    admin = as(t.app, token);
  });
  afterAll(async () => t?.close());

  const upload = (url: string, name: string, content: string) => {
    const boundary = 'portsideboundary';
    return t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    });
  };
  const download = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

  it('exports a numbering rule as a .bb file and imports it back only under a new name and code', async () => {
    const rule = { fullName: '出库单', enCode: 'outbound', category: 'biz-port', prefix: 'CK', dateFormat: 'no', digit: 3, startNumber: '1' };
    expect(body(await admin.post('/api/system/BillRule', rule)).code).toBe(200);
    const id = (body<{ list: { id: string }[] }>(await admin.get('/api/system/BillRule?keyword=outbound')).data?.list ?? [])[0]?.id;
    for (const action of ['Action', 'Actions']) {
      const file = body<{ name: string; url: string }>(await admin.get(`/api/system/BillRule/${id}/${action}/Export`)).data;
      expect(file?.name).toBe('出库单.bb');
      expect(JSON.parse(await download(file?.url ?? ''))).toMatchObject({ entity: 'billRule', record: { enCode: 'outbound', prefix: 'CK' } });
    }
    const exported = JSON.parse(await download(body<{ url: string }>(await admin.get(`/api/system/BillRule/${id}/Action/Export`)).data?.url ?? '')) as {
      record: Record<string, unknown>;
    };
    const text = (record: Record<string, unknown>) => JSON.stringify({ entity: 'billRule', version: 1, record });
    expect(body(await upload('/api/system/BillRule/Action/Import', '出库单.bb', text(exported.record))).msg).toBe('名称不能重复');
    expect(body(await upload('/api/system/BillRule/Action/Import', '出库单.txt', text(exported.record))).msg).toBe('导入文件格式不正确，请选择.bb文件');
    expect(body(await upload('/api/system/BillRule/Action/Import', 'x.bb', 'not json')).msg).toBe('导入文件格式不正确，请选择.bb文件');
    expect(
      body(await upload('/api/system/BillRule/Action/Import', 'x.bb', text({ ...exported.record, fullName: '入库单', enCode: 'inbound', startNumber: '00' })))
        .msg,
    ).toBe('流水起始不能为00');
    expect(body(await upload('/api/system/BillRule/Actions/Import', 'x.bb', text({ ...exported.record, fullName: '入库单', enCode: 'inbound' }))).msg).toBe(
      '导入成功',
    );
    const codes = (body<{ list: { enCode: string }[] }>(await admin.get('/api/system/BillRule?pageSize=100')).data?.list ?? []).map((row) => row.enCode);
    // the demo's own rules, the exported one and the one imported under a new code
    expect(codes.filter((code) => code === 'inbound' || code === 'outbound').sort()).toEqual(['inbound', 'outbound']);
  });

  it('refuses a file exported from another entity', async () => {
    const file = JSON.stringify({ entity: 'printDev', version: 1, record: { fullName: 'x', enCode: 'x' } });
    expect(body(await upload('/api/system/Menu/Action/Import', 'x.bm', file)).msg).toBe('导入文件格式不正确，请选择.bm文件');
  });

  it('needs the entity’s permission', async () => {
    const staff = as(t.app, await tokenOf(t.app, 'staff'));
    expect(body(await staff.get('/api/system/BillRule/anything/Action/Export')).code).not.toBe(200);
  });
});
