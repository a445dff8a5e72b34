import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { appSignedIn, body, databases, type TestApp } from './helpers/test-app.ts';

/**
 * The Excel import wizard of a released online design (issue 14 point 3, contract §7.4:
 * TemplateDownload, ImportPreview?fileName=, ImportData, ImportExceptionData under
 * /api/visualdev/OnlineDev/{modelId}, with the Uploader and ExportExceptionData the generic wizard
 * uses), served by the generic import operations: over the demo 舱单 design (its list has the
 * upload button), a template with the design's columns, a sheet uploaded, previewed and imported
 * (the rows then in its List), a bad row refused with the field's own words and exported back
 * with its reason, and the menu and the upload button deciding who may import.
 */

type Json = Record<string, unknown>;
type Download = { name: string; url: string };
type Preview = { headerRow: { field: string; title: string }[]; dataRow: Record<string, string>[] };
type Result = { snum: number; fnum: number; failResult: (Record<string, string> & { errorsInfo: string })[]; resultType: number };
type Page = { list: Json[]; pagination: { total: number } };

const RUN = '/api/visualdev/OnlineDev';
const MANIFEST = 'vd-customs-manifest';
const MANIFEST_HEADER = ['船名', '航次', '进出口', '提单号', '发货人', '收货人', '货物名称', '件数', '毛重'];
const denied = { code: 401, msg: '没有访问权限，请联系管理员授权' };

/** An .xlsx whose first sheet holds these rows (the first one the headers). */
async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('舱单');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The sheets of a workbook as rows of strings. */
async function sheetsOf(bytes: Buffer): Promise<{ name: string; rows: string[][] }[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
    return { name: sheet.name, rows };
  });
}

/** A multipart body with one `file` part. */
function multipart(filename: string, content: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'portside-online-import';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The wizard's calls against one design, as one signed-in caller. */
function wizard(app: FastifyInstance, token: string, modelId: string) {
  const headers = { authorization: token, 'accept-language': 'zh-CN' };
  const base = `${RUN}/${modelId}`;
  return {
    upload: async (filename: string, content: Buffer) => {
      const form = multipart(filename, content);
      return body<{ name: string }>(
        await app.inject({ method: 'POST', url: `${base}/Uploader`, payload: form.payload, headers: { ...headers, ...form.headers } }),
      );
    },
    template: async () => body<Download>(await app.inject({ method: 'GET', url: `${base}/TemplateDownload`, headers })),
    preview: async (fileName: string) =>
      body<Preview>(await app.inject({ method: 'GET', url: `${base}/ImportPreview?fileName=${encodeURIComponent(fileName)}`, headers })),
    importData: async (list: unknown) => body<Result>(await app.inject({ method: 'POST', url: `${base}/ImportData`, payload: { list }, headers })),
    exceptions: async (list: unknown, path = 'ImportExceptionData') =>
      body<Download>(await app.inject({ method: 'POST', url: `${base}/${path}`, payload: { list }, headers })),
    list: async (query: Json) =>
      body<Page>(await app.inject({ method: 'POST', url: `${base}/List`, payload: { currentPage: 1, pageSize: 50, ...query }, headers })),
  };
}

describe.each(databases())('the online design import wizard on %s', (target) => {
  let t: TestApp;
  let tokens: Record<'admin' | 'manager' | 'staff' | 'tourist', string>;
  let admin: ReturnType<typeof wizard>;

  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager', 'staff', 'tourist');
    t = signed.t;
    tokens = signed;
    admin = wizard(t.app, signed.admin, MANIFEST);
  }, 60_000);
  afterAll(async () => t?.close());

  const fetchFile = async (download: Download | undefined) => {
    expect(download?.url).toMatch(/^\/api\/file\/Download\?encryption=/);
    const file = await t.app.inject({ method: 'GET', url: download?.url as string });
    expect(file.statusCode).toBe(200);
    return sheetsOf(file.rawPayload);
  };

  it('hands out an .xlsx template with the design’s import columns and the allowed values of its options', async () => {
    const answer = await admin.template();
    expect(answer.code).toBe(200);
    expect(answer.data?.name).toBe('舱单_导入模板.xlsx');
    const [sheet, allowed] = await fetchFile(answer.data);
    expect(sheet?.rows).toEqual([MANIFEST_HEADER]);
    expect(allowed?.rows.map((row) => row[0])).toEqual(['进出口', '进口', '出口']);
  });

  it('uploads a filled sheet, previews it, imports the good rows into the list and refuses a bad one with the field’s words', async () => {
    const sheet = await workbook([
      MANIFEST_HEADER,
      ['导入一号', 'V001', '进口', 'IMPORT000001', '上海发货', '宁波收货', '钢卷', 12, 3500.5],
      ['导入二号', 'V002', '出口', 'IMPORT000002', '青岛发货', '天津收货', '大豆', 30, 12000],
      ['导入三号', 'V003', '进口', 'bad-bl', '发货人', '收货人', '玉米', 1, 1],
    ]);
    const uploaded = await admin.upload('舱单.xlsx', sheet);
    expect(uploaded).toMatchObject({ code: 200, msg: '上传成功' });
    const fileName = uploaded.data?.name ?? '';
    expect(fileName).toMatch(/^[0-9a-f]{32}\.xlsx$/);

    const preview = await admin.preview(fileName);
    expect(preview.code).toBe(200);
    expect(preview.data?.headerRow.map((cell) => cell.title)).toEqual(MANIFEST_HEADER);
    const rows = preview.data?.dataRow ?? [];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ vesselName: '导入一号', ioType: '进口', blNo: 'IMPORT000001' });

    const result = await admin.importData(rows);
    expect(result.code).toBe(200);
    expect(result.data).toMatchObject({ snum: 2, fnum: 1, resultType: 1 });
    expect(result.data?.failResult).toEqual([expect.objectContaining({ blNo: 'bad-bl', errorsInfo: '提单号为6至20位大写字母或数字' })]);

    const listed = await admin.list({ queryJson: JSON.stringify({ blNo: 'IMPORT0000' }) });
    expect(listed.code).toBe(200);
    const imported = (listed.data?.list ?? []).map((row) => [row.vesselName, row.ioType, Number(row.packages)]);
    expect(imported.sort()).toEqual([
      ['导入一号', '进口', 12],
      ['导入二号', '出口', 30],
    ]);
    expect((await admin.list({ queryJson: JSON.stringify({ blNo: 'bad-bl' }) })).data?.pagination.total).toBe(0);

    // the same rows again: the unique 提单号 now refuses them, each with its reason
    const again = await admin.importData(rows.slice(0, 1));
    expect(again.data).toMatchObject({ snum: 0, fnum: 1 });
    expect(again.data?.failResult[0]?.errorsInfo).toContain('提单号');

    // the refused rows come back as an .xlsx with their reason, under both names the wizards use
    for (const path of ['ImportExceptionData', 'ExportExceptionData']) {
      const exported = await admin.exceptions(result.data?.failResult, path);
      expect(exported.code).toBe(200);
      expect(exported.data?.name).toBe('舱单_导入异常数据.xlsx');
      const [failed] = await fetchFile(exported.data);
      expect(failed?.rows[0]).toEqual([...MANIFEST_HEADER, '异常原因']);
      expect(failed?.rows[1]?.at(3)).toBe('bad-bl');
      expect(failed?.rows[1]?.at(-1)).toBe('提单号为6至20位大写字母或数字');
    }
  });

  it('refuses what is not a workbook, a preview without an upload and an empty import with the spec’s words', async () => {
    expect(await admin.upload('舱单.csv', Buffer.from('a,b'))).toMatchObject({ code: 400, msg: '请选择xls、xlsx类型的文件' });
    expect(await admin.preview('0123456789abcdef0123456789abcdef.xlsx')).toMatchObject({ code: 400, msg: '请先上传文件' });
    expect(await admin.importData([])).toMatchObject({ code: 400, msg: '导入数据为空' });
  });

  it('refuses a user without the design’s menu at every step, and serves one who holds it', async () => {
    const file = await workbook([MANIFEST_HEADER]);
    // without the menu, as for a design that does not exist (the refusal does not tell which ids are released designs)
    const unknown = { code: 400, msg: '数据不存在' };
    for (const account of ['staff', 'tourist'] as const) {
      const outsider = wizard(t.app, tokens[account], MANIFEST);
      expect(await outsider.template()).toMatchObject(unknown);
      expect(await outsider.upload('舱单.xlsx', file)).toMatchObject(unknown);
      expect(await outsider.preview('0123456789abcdef0123456789abcdef.xlsx')).toMatchObject(unknown);
      expect(await outsider.importData([{ vesselName: '越权' }])).toMatchObject(unknown);
      expect(await outsider.exceptions([{ vesselName: '越权' }])).toMatchObject(unknown);
      expect(await outsider.exceptions([{ vesselName: '越权' }], 'ExportExceptionData')).toMatchObject(unknown);
    }
    // the company administrator's role holds the 舱单 menu
    expect((await wizard(t.app, tokens.manager, MANIFEST).template()).code).toBe(200);
  });

  it('answers a design without the upload button, or not released, as no such record', async () => {
    const missing = { code: 400, msg: '数据不存在' };
    expect(await wizard(t.app, tokens.admin, 'vd-vessel-call').template()).toMatchObject(missing);
    expect(await wizard(t.app, tokens.admin, 'no-such-design').template()).toMatchObject(missing);
    expect(await wizard(t.app, tokens.admin, 'no-such-design').importData([{ a: 1 }])).toMatchObject(missing);
  });

  it('asks for the upload button when the released list judges buttons', async () => {
    const table = 'test_import_buttons';
    const created = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/visualdev/Base',
        headers: { authorization: tokens.admin },
        payload: {
          fullName: '按钮导入',
          enCode: 'importButtons',
          category: 'test',
          webType: 2,
          tables: JSON.stringify([{ table, tableName: '按钮导入', typeId: '1', relationTable: '', relationField: '', tableField: '' }]),
          formData: JSON.stringify({
            popupType: 'general',
            fields: [
              {
                __config__: { jnpfKey: 'comInput', label: '名称', formId: 101, tableName: table, required: true, regList: [], layout: 'colFormItem', span: 24 },
                __vModel__: 'name',
              },
            ],
          }),
          columnData: JSON.stringify({
            type: 1,
            columnList: [{ prop: 'name', label: '名称', jnpfKey: 'comInput', fixed: 'none', align: 'left', sortable: false }],
            searchList: [],
            btnsList: [{ value: 'upload', label: '导入' }],
            columnBtnsList: [],
            hasPage: true,
            pageSize: 20,
            sort: 'desc',
            useBtnPermission: true,
          }),
        },
      }),
    );
    expect(created.code).toBe(200);
    const design = await t.services.db.selectFrom('base_visual_dev').select('id').where('enCode', '=', 'importButtons').executeTakeFirstOrThrow();
    const directory = await t.services.db
      .selectFrom('base_module')
      .select('id')
      .where('type', '=', 1)
      .where('category', '=', 'Web')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const released = await t.app.inject({
      method: 'POST',
      url: `/api/visualdev/Base/${design.id}/Actions/Release`,
      headers: { authorization: tokens.admin },
      payload: { pc: 1, pcModuleParentId: directory.id },
    });
    expect(body(released).code).toBe(200);
    const menus = await t.services.db.selectFrom('base_module').select(['id', 'propertyJson']).where('type', '=', 3).execute();
    const menu = menus.find((found) => (JSON.parse(found.propertyJson ?? '{}') as { moduleId?: string }).moduleId === design.id);
    if (!menu) throw new Error('the release made no menu');
    await t.services.db
      .insertInto('base_authorize')
      .values({ id: 'auth-import-menu', objectType: 'Role', objectId: 'role-staff', itemType: 'module', itemId: menu.id })
      .execute();

    const staff = wizard(t.app, tokens.staff, design.id);
    // the menu opens the list, but importing needs btn_upload
    expect(body(await t.app.inject({ method: 'POST', url: `${RUN}/${design.id}/List`, headers: { authorization: tokens.staff }, payload: {} })).code).toBe(200);
    expect(await staff.template()).toMatchObject(denied);
    expect(await staff.importData([{ name: '按钮' }])).toMatchObject(denied);
    await t.services.db
      .insertInto('base_module_item')
      .values({ id: 'mi-test-upload', moduleId: menu.id, kind: 'button', parentId: '-1', fullName: '导入', enCode: 'btn_upload', enabledMark: 1, sortCode: 0 })
      .execute();
    await t.services.db
      .insertInto('base_authorize')
      .values({ id: 'auth-mi-test-upload', objectType: 'Role', objectId: 'role-staff', itemType: 'button', itemId: 'mi-test-upload' })
      .execute();
    expect((await staff.template()).code).toBe(200);
    expect((await staff.importData([{ name: '按钮' }])).data).toMatchObject({ snum: 1, fnum: 0 });
  });
});
