import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from './helpers/test-app.ts';
import ExcelJS from 'exceljs';
import { entityDefinitionOf, entityDefinitions } from '../../server/crud/entity-definition.ts';
import { tableModels } from '../../common/generated/index.ts';
import { modelTables } from '../../server/core/db/model-tables.ts';
import { positionOverrides } from '../../server/overrides/position.ts';
import { importTemplate } from '../../server/crud/operations/excel-import/import-template.ts';
import type { EntityOverrides } from '../../server/crud/entity-overrides.ts';
import { userOverrides } from '../../server/overrides/user.ts';
import { AppError } from '../../server/core/http/app-error.ts';
import { importData } from '../../server/crud/operations/excel-import/import-data.ts';
import type { ImportContext } from '../../server/crud/operations/excel-import/import-context.ts';

/**
 * The import operation without HTTP (as a script or another transport would call it): each row is
 * all-or-nothing, even when it fails after its record was inserted — here the user's links are
 * written and then the write fails, so the row and its links must both be gone.
 */
describe.each(databases())('Excel import rows failing mid-way on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  const contextWith = (overrides: EntityOverrides, reported: unknown[], entity = entityDefinitions.user): ImportContext => ({
    db: t.services.db,
    grants: t.services.authorization,
    caller: { userId: 'user-admin', isAdministrator: true, language: 'zh' },
    entity,
    overrides,
    files: t.services.files,
    report: (error) => reported.push(error),
  });

  it('leaves nothing of a row whose write fails after its record and links were written, and goes on with the next', async () => {
    const real = userOverrides(t.services.sessions, t.services.fanOut);
    const reported: unknown[] = [];
    const failing: EntityOverrides = {
      ...real,
      async afterWrite(id, body, context) {
        await real.afterWrite?.(id, body, context);
        if (body.account === 'mid-crash') throw new Error('the disk is full');
        if (body.account === 'mid-refused') throw new AppError('badRequest', { texts: { zh: '中途拒绝', 'zh-TW': '中途拒絕', en: 'refused mid-way' } });
      },
    };
    const relationsBefore = (await t.services.db.selectFrom('base_user_relation').select('id').execute()).length;
    const result = await importData(contextWith(failing, reported), [
      { account: 'mid-before', realName: '之前', organizeId: '操作部', roleId: '普通用户' },
      { account: 'mid-crash', realName: '崩溃', organizeId: '操作部', roleId: '普通用户' },
      { account: 'mid-refused', realName: '拒绝', organizeId: '操作部', roleId: '普通用户' },
      { account: 'mid-after', realName: '之后', organizeId: '操作部', roleId: '普通用户' },
    ]);
    expect(result).toMatchObject({ snum: 2, fnum: 2, resultType: 1 });
    expect(result.failResult.map((row) => [row.account, row.errorsInfo])).toEqual([
      ['mid-crash', '系统异常.'],
      ['mid-refused', '中途拒绝'],
    ]);
    // the unexpected failure is reported for the operator, the refusal is the row's own business
    expect(reported).toHaveLength(1);
    const accounts = (await t.services.db.selectFrom('base_user').select('account').where('account', 'like', 'mid-%').orderBy('account').execute()).map(
      (row) => row.account,
    );
    expect(accounts).toEqual(['mid-after', 'mid-before']);
    // two links (organisation and role) for each row that went in, none for the two that failed
    expect((await t.services.db.selectFrom('base_user_relation').select('id').execute()).length).toBe(relationsBefore + 4);
  });

  it('serves any entity that opts in: dictionary items, a single reference and ambiguous names, with the template listing the items', async () => {
    // positions as a schema with `excelImport: { columns: [...] }` would describe them
    const model = { ...tableModels.position, excelImport: { columns: ['fullName', 'enCode', 'organizeId', 'type', 'enabledMark', 'sortCode'] } };
    const entity = entityDefinitionOf(model, modelTables.position);
    expect(entity.excelImport?.columns.map((column) => [column.field, column.kind])).toEqual([
      ['fullName', 'text'],
      ['enCode', 'text'],
      ['organizeId', 'reference'],
      ['type', 'dictionary'],
      ['enabledMark', 'switch'],
      ['sortCode', 'integer'],
    ]);
    expect(entity.excelImport?.columns[2]?.reference?.multiple).toBe(false);
    // a second 公众服务 makes that name ambiguous; a disabled item is no choice
    await t.services.db
      .insertInto('base_organize')
      .values({
        id: 'org-public-2',
        parentId: 'org-terminal',
        type: 'department',
        fullName: '公众服务',
        enCode: 'CT.PUB',
        sortCode: 9,
        enabledMark: 1,
      } as never)
      .execute();
    await t.services.db.updateTable('base_dictionary_data').set({ enabledMark: 0 }).where('id', '=', 'ptype-manage').execute();
    const context = contextWith(positionOverrides(t.services.fanOut), [], entity);
    const result = await importData(context, [
      { fullName: '理货员', enCode: 'tally', organizeId: '操作部', type: '操作岗', enabledMark: '启用', sortCode: '3' },
      { fullName: '经理二', enCode: 'manager2', organizeId: '操作部', type: '管理岗' },
      { fullName: '客服', enCode: 'service', organizeId: '公众服务', type: '操作岗' },
      { fullName: '两处', enCode: 'two', organizeId: '操作部,集装箱码头公司', type: '操作岗' },
      { fullName: '缺类型', enCode: 'notype', organizeId: '操作部' },
    ]);
    expect(result.failResult.map((row) => [row.enCode, row.errorsInfo])).toEqual([
      ['manager2', '岗位类型：找不到“管理岗”'],
      ['service', '所属组织：“公众服务”不唯一'],
      ['two', '所属组织：找不到“操作部,集装箱码头公司”'],
      ['notype', '岗位类型不能为空'],
    ]);
    expect(await t.services.db.selectFrom('base_position').selectAll().where('enCode', '=', 'tally').executeTakeFirst()).toMatchObject({
      organizeId: 'org-ops',
      type: 'ptype-operate',
      enabledMark: 1,
      sortCode: 3,
    });
    const template = await importTemplate(context);
    const file = await t.app.inject({ method: 'GET', url: template.url });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['岗位管理', '可选值']);
    expect(book.worksheets[1]?.getColumn(1).values.slice(1)).toEqual(['岗位类型', '操作岗']);
  });
});
