import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { Backend } from './backends.ts';
import { contractTargets, openSignedIn } from './contract-suite.ts';

async function rowsOf(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

/** The user list's Excel export: a download link to a sheet of the filtered list. */
describe.each(contractTargets)('Excel export contract against %s', (_name, open) => {
  let backend: Backend;
  let admin = '';
  beforeAll(async () => ({ admin, backend } = await openSignedIn(open, 'admin')));
  afterAll(async () => backend?.close());

  it('hands out a download link to a sheet of the filtered list', async () => {
    const answer = await backend.call('GET', `/api/permission/Users/ExportExcel?keyword=${encodeURIComponent('李')}&selectKey=account,realName,gender`, {
      token: admin,
    });
    expect(answer.code).toBe(200);
    const { name, url } = answer.data as { name: string; url: string };
    expect(name).toMatch(/^用户管理_\d{14}\.xlsx$/);
    expect(url).toMatch(/^\/api\/file\/Download\?encryption=[A-Za-z0-9_-]{43}$/);
    const file = await backend.download(url);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await rowsOf(file.bytes)).toEqual([
      ['账户', '姓名', '性别'],
      ['staff', '李操作', '女'],
    ]);
  });

  it('refuses an unknown column and a missing session', async () => {
    expect(await backend.call('GET', '/api/permission/Users/ExportExcel?selectKey=secret', { token: admin })).toEqual({
      code: 400,
      msg: '不能导出的列：secret',
    });
    expect((await backend.call('GET', '/api/permission/Users/ExportExcel')).code).toBe(600);
  });
});
