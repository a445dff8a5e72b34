import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { appSignedIn, as, body, databases, tokenOf, type TestApp } from './helpers/test-app.ts';
import { verifyPassword, md5Hex } from '../../server/core/identity/password-hash.ts';

type Download = { name: string; url: string };
type Preview = { headerRow: { field: string; title: string }[]; dataRow: Record<string, string>[] };
type Result = { snum: number; fnum: number; failResult: (Record<string, string> & { errorsInfo: string })[]; resultType: number };

const USERS = '/api/permission/Users';
const denied = { code: 401, msg: '没有访问权限，请联系管理员授权' };

/** An .xlsx whose first sheet holds these rows (the first one the headers). */
async function workbook(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
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

/** A plain zip of these parts, deflated (enough of the format for the import's content check and exceljs). */
function zipOf(parts: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const raw = Buffer.from(text);
    const data = deflateRawSync(raw);
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A multipart body with one `file` part. */
function multipart(filename: string, content: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'portside-import-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function client(app: FastifyInstance, token: string, language = 'zh-CN') {
  const headers = { authorization: token, 'accept-language': language };
  return {
    upload: async (filename: string, content: Buffer) => {
      const form = multipart(filename, content);
      return body<{ name: string }>(
        await app.inject({ method: 'POST', url: `${USERS}/Uploader`, payload: form.payload, headers: { ...headers, ...form.headers } }),
      );
    },
    preview: async (fileName: string) =>
      body<Preview>(await app.inject({ method: 'GET', url: `${USERS}/ImportPreview?fileName=${encodeURIComponent(fileName)}`, headers })),
    importData: async (list: unknown) => body<Result>(await app.inject({ method: 'POST', url: `${USERS}/ImportData`, payload: { list }, headers })),
    exceptions: async (list: unknown, path = 'ExportExceptionData') =>
      body<Download>(await app.inject({ method: 'POST', url: `${USERS}/${path}`, payload: { list }, headers })),
    template: async () => body<Download>(await app.inject({ method: 'GET', url: `${USERS}/TemplateDownload`, headers })),
  };
}

/** The Excel import wizard of the user list (spec §5, §7; contract §4.9), on the real server. */
describe.each(databases())('Excel import of users on %s', (target) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;
  let tokens: Record<'admin' | 'manager' | 'staff' | 'tourist', string>;
  beforeAll(async () => {
    const signed = await appSignedIn(target, 'admin', 'manager', 'staff', 'tourist');
    t = signed.t;
    tokens = signed;
    admin = client(t.app, signed.admin);
  });
  afterAll(async () => t?.close());

  const fetchFile = async (download: Download | undefined) => {
    expect(download?.url).toBeTruthy();
    const file = await t.app.inject({ method: 'GET', url: download?.url as string });
    expect(file.statusCode).toBe(200);
    return sheetsOf(file.rawPayload);
  };
  const userNamed = (account: string) => t.services.db.selectFrom('base_user').selectAll().where('account', '=', account).executeTakeFirst();
  const linksOf = async (userId: string) =>
    (await t.services.db.selectFrom('base_user_relation').select(['objectType', 'objectId']).where('userId', '=', userId).orderBy('objectType').execute()).map(
      (link) => `${link.objectType}:${link.objectId}`,
    );

  it('hands out a template with the import columns’ headers in the caller’s language and the allowed values', async () => {
    const zh = await admin.template();
    expect(zh.code).toBe(200);
    expect(zh.data?.name).toBe('用户管理_导入模板.xlsx');
    const [sheet, allowed] = await fetchFile(zh.data);
    expect(sheet?.rows[0]).toEqual([
      '账户',
      '姓名',
      '性别',
      '所属组织',
      '岗位',
      '角色',
      '分组',
      '手机',
      '邮箱',
      '入职日期',
      '出生日期',
      '状态',
      '排序',
      '说明',
    ]);
    expect(allowed?.name).toBe('可选值');
    expect(allowed?.rows.slice(0, 4)).toEqual([['性别', '状态'], ['保密', '启用'], ['男', '禁用'], ['女']]);
    const en = await client(t.app, tokens.admin, 'en-US').template();
    const [enSheet] = await fetchFile(en.data);
    expect(enSheet?.rows[0]?.slice(0, 4)).toEqual(['Account', 'Name', 'Gender', 'Organisation']);
    // no password column, whatever the language
    expect(enSheet?.rows[0]).not.toContain('Password');
  });

  it('previews an uploaded sheet: headers matched by their label in any language, cells as text, blank rows left out', async () => {
    const file = await workbook([
      ['Account', '姓名', '性別', '所属组织', 'unknown column', '入职日期', 'Mobile'],
      ['p-one', '预览一', '男', '操作部', 'x', new Date(Date.UTC(2024, 2, 15)), 13800001111],
      [null, null, null, null, null, null, null],
      ['p-two', '预览二', 'Female', '集装箱码头公司', '', '2024/3/16', ''],
    ]);
    const uploaded = await admin.upload('用户.xlsx', file);
    expect(uploaded).toMatchObject({ code: 200, msg: '上传成功' });
    expect(uploaded.data?.name).toMatch(/^[0-9a-f]{32}\.xlsx$/);
    const preview = await admin.preview(uploaded.data?.name as string);
    expect(preview.code).toBe(200);
    expect(preview.data?.headerRow).toEqual([
      { field: 'account', title: '账户' },
      { field: 'realName', title: '姓名' },
      { field: 'gender', title: '性别' },
      { field: 'organizeId', title: '所属组织' },
      { field: 'mobilePhone', title: '手机' },
      { field: 'entryDate', title: '入职日期' },
    ]);
    expect(preview.data?.dataRow).toEqual([
      { account: 'p-one', realName: '预览一', gender: '男', organizeId: '操作部', mobilePhone: '13800001111', entryDate: '2024-03-15' },
      { account: 'p-two', realName: '预览二', gender: 'Female', organizeId: '集装箱码头公司', mobilePhone: '', entryDate: '2024/3/16' },
    ]);
    // nothing is written by a preview
    expect(await userNamed('p-one')).toBeUndefined();
  });

  it('asks for a file first: no upload, a name it did not give, another user’s file, an earlier file replaced by a later one', async () => {
    expect(await admin.preview('')).toEqual({ code: 400, msg: '请先上传文件' });
    expect(await admin.preview('../../etc/passwd')).toEqual({ code: 400, msg: '请先上传文件' });
    expect(await client(t.app, tokens.admin, 'en').preview(`${'0'.repeat(32)}.xlsx`)).toEqual({ code: 400, msg: 'Upload a file first' });
    const first = (await admin.upload('a.xlsx', await workbook([['账户'], ['first']]))).data?.name as string;
    const second = (await admin.upload('b.xlsx', await workbook([['账户'], ['second']]))).data?.name as string;
    // only the latest file is kept
    expect(await admin.preview(first)).toEqual({ code: 400, msg: '请先上传文件' });
    expect((await admin.preview(second)).data?.dataRow).toEqual([{ account: 'second' }]);
    // the same name is nobody else's file
    await t.services.db.updateTable('base_module').set({ isButtonAuthorize: 0 }).where('id', '=', 'm-permission-user').execute();
    try {
      expect(await client(t.app, tokens.manager).preview(second)).toEqual({ code: 400, msg: '请先上传文件' });
    } finally {
      await t.services.db.updateTable('base_module').set({ isButtonAuthorize: 1 }).where('id', '=', 'm-permission-user').execute();
    }
  });

  it('refuses a file of the wrong type by name or content, an Excel 97-2003 file and a file over 500 KB', async () => {
    const sheet = await workbook([['账户'], ['typed']]);
    expect(await admin.upload('users.csv', Buffer.from('账户\ntyped\n'))).toEqual({ code: 400, msg: '请选择xls、xlsx类型的文件' });
    expect(await admin.upload('users.xlsx', Buffer.from('%PDF-1.4 not a workbook'))).toEqual({ code: 400, msg: '请选择xls、xlsx类型的文件' });
    const ole2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect((await admin.upload('old.xls', ole2)).msg).toBe('不支持Excel 97-2003格式的xls文件，请在Excel中另存为xlsx后上传');
    // an .xls name over workbook content is read as what it is
    expect((await admin.upload('renamed.xls', sheet)).code).toBe(200);
    const large = Buffer.concat([sheet, Buffer.alloc(500 * 1024)]);
    expect(await admin.upload('large.xlsx', large)).toEqual({ code: 400, msg: '文件大小不能超过500KB' });
    expect(await client(t.app, tokens.admin, 'en').upload('large.xlsx', large)).toEqual({ code: 400, msg: 'The file must not be larger than 500KB' });
    // a zip whose parts would unpack to far more than any sheet (a zip bomb) never reaches the reader
    const bomb = zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>', 'xl/worksheets/sheet1.xml': ' '.repeat(40 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(500 * 1024);
    expect(await admin.upload('bomb.xlsx', bomb)).toEqual({ code: 400, msg: '文件内容无法读取，请检查该文件' });
  });

  it('refuses more than 1000 rows, and a sheet without a single import column', async () => {
    const rows = Array.from({ length: 1001 }, (_, index) => [`many${index}`, `多${index}`]);
    const many = (await admin.upload('many.xlsx', await workbook([['账户', '姓名'], ...rows]))).data?.name as string;
    expect(await admin.preview(many)).toEqual({ code: 400, msg: '导入数据不能超过1000条' });
    const exactly = (await admin.upload('many.xlsx', await workbook([['账户', '姓名'], ...rows.slice(0, 1000)]))).data?.name as string;
    expect((await admin.preview(exactly)).data?.dataRow).toHaveLength(1000);
    const foreign = (
      await admin.upload(
        'foreign.xlsx',
        await workbook([
          ['名字', '电话'],
          ['x', '1'],
        ]),
      )
    ).data?.name as string;
    expect(await admin.preview(foreign)).toEqual({ code: 400, msg: '文件中没有可导入的列，请按导入模板填写' });
    expect(await admin.importData(rows.map(([account]) => ({ account })))).toEqual({ code: 400, msg: '导入数据不能超过1000条' });
  });

  it('refuses an empty list with 导入数据为空', async () => {
    expect(await admin.importData([])).toEqual({ code: 400, msg: '导入数据为空' });
    expect(body(await as(t.app, tokens.admin).post(`${USERS}/ImportData`, {}))).toEqual({ code: 400, msg: '导入数据为空' });
    expect(await client(t.app, tokens.admin, 'zh-TW').importData([])).toEqual({ code: 400, msg: '導入數據為空' });
  });

  it('creates the good rows as the form would and lists each refused row with its 异常原因', async () => {
    const result = await admin.importData([
      {
        account: 'imp-good',
        realName: '导入甲',
        gender: '女',
        organizeId: '操作部',
        roleId: '普通用户',
        positionId: '操作员',
        mobilePhone: '13800002222',
        entryDate: '2024-03-15',
        enabledMark: '禁用',
        sortCode: '7',
        password: 'sneaked-in',
      },
      { account: 'imp-no-name', realName: '', organizeId: '操作部' },
      { account: 'imp-bad-mobile', realName: '手机错', organizeId: '操作部', mobilePhone: '12345' },
      { account: 'staff', realName: '重名', organizeId: '操作部' },
      { account: 'imp-mars', realName: '火星人', organizeId: '火星' },
      { account: 'imp-bad-gender', realName: '性别错', organizeId: '操作部', gender: '未知' },
      { account: 'imp-good', realName: '同文件重复', organizeId: '操作部' },
      { account: 'imp-second', realName: '导入乙', organizeId: '集装箱码头公司，操作部', birthday: 'not a day' },
      { account: 'imp-third', realName: '导入丙', organizeId: '集装箱码头公司，操作部', sortCode: 12 },
    ]);
    expect(result.code).toBe(200);
    expect(result.data).toMatchObject({ snum: 2, fnum: 7, resultType: 1 });
    expect(result.data?.failResult.map((row) => [row.account, row.errorsInfo])).toEqual([
      ['imp-no-name', '请输入姓名'],
      // worded as the create route words it
      ['imp-bad-mobile', '手机：请正确输入您的手机号'],
      ['staff', '账户名称不能重复'],
      ['imp-mars', '所属组织：找不到“火星”'],
      ['imp-bad-gender', '性别：找不到“未知”'],
      ['imp-good', '账户名称不能重复'],
      ['imp-second', '出生日期：“not a day”不是有效日期（YYYY-MM-DD）'],
    ]);
    // a failed row comes back with its cells, ready to be corrected or exported
    expect(result.data?.failResult[2]).toMatchObject({ account: 'staff', realName: '重名', organizeId: '操作部' });
    const good = await userNamed('imp-good');
    expect(good).toMatchObject({ realName: '导入甲', gender: 2, organizeId: 'org-ops', mobilePhone: '13800002222', enabledMark: 0, sortCode: 7 });
    expect(good?.entryDate).toBe(new Date(2024, 2, 15).getTime());
    // the user override applied: the default password (never the sheet's), the relations kept
    expect(await verifyPassword(md5Hex('0000'), good?.passwordHash ?? null)).toBe(true);
    expect(await linksOf(good?.id as string)).toEqual(['Organize:org-ops', 'Position:pos-operator', 'Role:role-staff']);
    expect(await userNamed('imp-third')).toMatchObject({ organizeId: 'org-terminal,org-ops', sortCode: 12 });
    for (const refused of ['imp-no-name', 'imp-bad-mobile', 'imp-mars', 'imp-bad-gender', 'imp-second']) expect(await userNamed(refused)).toBeUndefined();
    // in another language the reasons are in that language
    const en = await client(t.app, tokens.admin, 'en').importData([{ account: 'imp-en', realName: 'E', organizeId: 'Mars' }]);
    expect(en.data).toMatchObject({ snum: 0, fnum: 1, resultType: 1, failResult: [{ errorsInfo: 'Organisation: "Mars" not found' }] });
  });

  it('answers resultType 0 when every row went in', async () => {
    const result = await admin.importData([{ account: 'imp-all-1', realName: '全一', organizeId: '操作部', gender: 'Male' }]);
    expect(result.data).toEqual({ snum: 1, fnum: 0, failResult: [], resultType: 0 });
  });

  it('writes nothing of a row a rank rule refuses, while the caller’s other rows go in', async () => {
    // the demo grants the company administrator the import button of 用户管理 (mi-user-btn_upload)
    const relationsBefore = await t.services.db.selectFrom('base_user_relation').select('id').execute();
    const manager = client(t.app, tokens.manager);
    const result = await manager.importData([
      { account: 'mgr-inside', realName: '范围内', organizeId: '操作部', roleId: '普通用户' },
      { account: 'mgr-outside', realName: '范围外', organizeId: '信息中心', roleId: '普通用户' },
      { account: 'mgr-admin-role', realName: '提权', organizeId: '操作部', roleId: '系统管理员' },
    ]);
    expect(result.data).toMatchObject({ snum: 1, fnum: 2, resultType: 1 });
    expect(result.data?.failResult.map((row) => row.account)).toEqual(['mgr-outside', 'mgr-admin-role']);
    // the same refusal a create would meet
    const created = body(await as(t.app, tokens.manager).post(USERS, { account: 'mgr-outside', realName: '范围外', organizeId: 'org-it' }));
    expect(result.data?.failResult[0]?.errorsInfo).toBe(created.msg);
    expect(await userNamed('mgr-outside')).toBeUndefined();
    expect(await userNamed('mgr-admin-role')).toBeUndefined();
    const inside = await userNamed('mgr-inside');
    expect(await linksOf(inside?.id as string)).toEqual(['Organize:org-ops', 'Role:role-staff']);
    // the refused rows left no link behind either
    const relationsAfter = await t.services.db.selectFrom('base_user_relation').select('id').execute();
    expect(relationsAfter).toHaveLength(relationsBefore.length + 2);
  });

  it('exports the refused rows with their 异常原因 as a workbook', async () => {
    const failed = (await admin.importData([{ account: 'staff', realName: '重名', organizeId: '操作部', gender: '男' }])).data?.failResult ?? [];
    const exported = await admin.exceptions(failed);
    expect(exported.code).toBe(200);
    expect(exported.data?.name).toBe('用户管理_导入异常数据.xlsx');
    const [sheet] = await fetchFile(exported.data);
    expect(sheet?.rows[0]?.slice(0, 3)).toEqual(['账户', '姓名', '性别']);
    expect(sheet?.rows[0]?.at(-1)).toBe('异常原因');
    expect(sheet?.rows[1]?.slice(0, 4)).toEqual(['staff', '重名', '男', '操作部']);
    expect(sheet?.rows[1]?.at(-1)).toBe('账户名称不能重复');
    // the online-development name answers the same
    const [again] = await fetchFile((await admin.exceptions(failed, 'ImportExceptionData')).data);
    expect(again?.rows).toEqual(sheet?.rows);
    expect(await admin.exceptions(Array.from({ length: 1001 }, () => ({ account: 'x' })))).toEqual({ code: 400, msg: '导入数据不能超过1000条' });
  });

  it('needs the users menu and the import button for every step', async () => {
    const file = await workbook([['账户'], ['nobody']]);
    for (const who of ['tourist', 'staff'] as const) {
      const caller = client(t.app, tokens[who]);
      expect(await caller.upload('u.xlsx', file)).toMatchObject(denied);
      expect(await caller.template()).toMatchObject(denied);
      expect(await caller.preview(`${'0'.repeat(32)}.xlsx`)).toMatchObject(denied);
      expect(await caller.importData([{ account: 'nobody', realName: 'x', organizeId: '操作部' }])).toMatchObject(denied);
      expect(await caller.exceptions([])).toMatchObject(denied);
      expect(await caller.exceptions([], 'ImportExceptionData')).toMatchObject(denied);
    }
    expect(await userNamed('nobody')).toBeUndefined();
    expect((await client(t.app, await tokenOf(t.app, 'admin')).template()).code).toBe(200);
  });
});
