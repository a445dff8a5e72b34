/* eslint-disable @typescript-eslint/no-explicit-any -- these tests spoil schema JSON of any shape on purpose */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSchemas, SchemaError } from '../../generator/phases/load-schemas.ts';
import { normalise } from '../../generator/phases/normalise.ts';
import { commonModel } from '../../generator/phases/emit.ts';
import { tableModels } from '../../common/generated/index.ts';
import { entityDefinitions } from '../../server/crud/entity-definition.ts';
import { formItemsOf } from '../../common/form-runtime/model-form-items.ts';

const root = path.resolve('.');

/** The project's schemas in a temp folder, one of them spoiled, loaded and normalised as `npm run generate` would. */
function generateWith(file: string, spoil: (schema: Record<string, any>) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-import-gen-'));
  try {
    fs.cpSync(path.join(root, 'schemas'), dir, { recursive: true });
    const target = path.join(dir, file);
    const json = JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, any>;
    spoil(json);
    fs.writeFileSync(target, JSON.stringify(json));
    const loaded = loadSchemas(dir);
    return loaded.map((schema) => commonModel(normalise(schema)));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('x-portside excelImport', () => {
  it('carries the user schema’s opt-in into the model: the form’s fields a user fills, never hidden, secret or system fields', () => {
    expect(tableModels.user.excelImport?.columns).toEqual([
      'account',
      'realName',
      'gender',
      'organizeId',
      'positionId',
      'roleId',
      'groupId',
      'mobilePhone',
      'email',
      'entryDate',
      'birthday',
      'enabledMark',
      'sortCode',
      'description',
    ]);
    // an entity that does not opt in has no key at all, so its model reads as before
    expect('excelImport' in tableModels.role).toBe(false);
  });

  it('gives the runtime each column’s labels, kind and what turns a label into a value', () => {
    const columns = entityDefinitions.user.excelImport?.columns ?? [];
    const byField = Object.fromEntries(columns.map((column) => [column.field, column]));
    expect(entityDefinitions.user.excelImport?.title).toEqual({ zh: '用户管理', 'zh-TW': '用戶管理', en: 'Users' });
    expect(byField.account).toMatchObject({ kind: 'text', required: true, label: { zh: '账户', 'zh-TW': '賬戶', en: 'Account' } });
    expect(byField.gender).toMatchObject({ kind: 'options', numeric: true, required: false });
    expect(byField.gender?.options?.['2']).toEqual({ zh: '女', 'zh-TW': '女', en: 'Female' });
    expect(byField.organizeId).toMatchObject({ kind: 'reference', required: true, reference: { table: 'base_organize', column: 'fullName', multiple: true } });
    expect(byField.roleId).toMatchObject({ kind: 'reference', reference: { table: 'base_role', multiple: true } });
    expect(byField.entryDate?.kind).toBe('date');
    expect(byField.enabledMark?.kind).toBe('switch');
    expect(byField.sortCode?.kind).toBe('integer');
    expect(entityDefinitions.role.excelImport).toBeUndefined();
  });

  it('takes the columns a schema names, in its order', () => {
    const models = generateWith('user.schema.json', (s) => (s['x-portside'].excelImport = { columns: ['realName', 'account'] }));
    expect(models.find((model) => model.name === 'user')?.excelImport).toEqual({ columns: ['realName', 'account'] });
  });

  it.each([
    ['a tree list', 'dictionary-type.schema.json', (s: Record<string, any>) => (s['x-portside'].excelImport = {}), /excelImport: only paged lists/],
    [
      'a column that is not a property',
      'user.schema.json',
      (s: Record<string, any>) => (s['x-portside'].excelImport = { columns: ['nothing'] }),
      /field nothing is not a property/,
    ],
    [
      'a read-only column',
      'user.schema.json',
      (s: Record<string, any>) => (s['x-portside'].excelImport = { columns: ['id'] }),
      /user\.schema\.json \/x-portside\/excelImport\/columns\/0: id is read-only/,
    ],
    [
      'a secret column',
      'user.schema.json',
      (s: Record<string, any>) => {
        s.properties.secretWord = { type: 'string', writeOnly: true };
        s['x-portside'].excelImport = { columns: ['account', 'secretWord'] };
      },
      /excelImport\/columns\/1: secretWord is a secret, never imported/,
    ],
    [
      'a system-filled column',
      'fee-settlement.schema.json',
      (s: Record<string, any>) => (s['x-portside'].excelImport = { columns: ['customerName', 'billNo'] }),
      /excelImport\/columns\/1: billNo is a billRule field/,
    ],
    [
      'a list column',
      'fee-settlement.schema.json',
      (s: Record<string, any>) => (s['x-portside'].excelImport = { columns: ['attachments'] }),
      /excelImport\/columns\/0: attachments holds a list/,
    ],
  ])('refuses %s, naming the file and the JSON path', (_what, file, spoil, message) => {
    expect(() => generateWith(file, spoil)).toThrow(SchemaError);
    expect(() => generateWith(file, spoil)).toThrow(message);
  });
});

describe('the upload widgets uploadFz and uploadImg', () => {
  const fee = tableModels.feeSettlement;

  it('check the stored files’ shape in the body schema, with the widget’s limit as maxItems', () => {
    const property = fee.bodySchema.properties.attachments as Record<string, any>;
    expect(property).toMatchObject({
      type: 'array',
      maxItems: 10,
      items: { type: 'object', required: ['name', 'fileId', 'url'], additionalProperties: false },
    });
    expect(Object.keys(property.items.properties)).toEqual(['name', 'fileId', 'url', 'fileSize', 'fileExtension', 'fileVersionId']);
    expect(fee.fields.find((field) => field.name === 'attachments')).toMatchObject({ widget: 'uploadFz', json: true, default: '[]' });
  });

  it('become the form runtime’s uploadFz and uploadImg items with JNPF’s limit, fileSize, sizeUnit and accept', () => {
    expect(formItemsOf(fee).find((item) => item.field === 'attachments')).toEqual({
      key: 'uploadFz',
      field: 'attachments',
      label: { zh: '附件', 'zh-TW': '附件', en: 'Attachments' },
      // the schema's own size: a manifest scan or a video can be large
      props: { limit: 10, fileSize: 1, sizeUnit: 'GB', accept: '' },
    });
    const models = generateWith('fee-settlement.schema.json', (s) => {
      s.properties.photos = { type: 'array' };
      s['x-portside'].fields.photos = { label: { zh: '照片', 'zh-TW': '照片', en: 'Photos' }, widget: 'uploadImg', props: { fileSize: 2 } };
    });
    const model = models.find((m) => m.name === 'feeSettlement');
    if (!model) throw new Error('no model');
    expect(formItemsOf(model).find((item) => item.field === 'photos')).toMatchObject({
      key: 'uploadImg',
      props: { limit: 0, fileSize: 2, sizeUnit: 'MB', accept: 'image/*' },
    });
    expect(model.bodySchema.properties.photos).not.toHaveProperty('maxItems');
  });

  it('are not list or export columns unless a schema names them', () => {
    const models = generateWith('fee-settlement.schema.json', (s) => {
      delete s['x-portside'].columns;
      s['x-portside'].excelExport = {};
    });
    const model = models.find((m) => m.name === 'feeSettlement');
    expect(model?.listColumns).not.toContain('attachments');
    expect(model?.excelExport?.columns).not.toContain('attachments');
  });

  it.each([
    [
      'on a property that is no array',
      (s: Record<string, any>) => (s.properties.attachments = { type: 'string' }),
      /fee-settlement\.schema\.json \/properties\/attachments: an upload widget's value is an array/,
    ],
    [
      'with hand-written items',
      (s: Record<string, any>) => (s.properties.attachments.items = { type: 'string' }),
      /\/properties\/attachments\/items: the generator writes/,
    ],
    [
      'with a limit its maxItems contradicts',
      (s: Record<string, any>) => (s.properties.attachments.maxItems = 3),
      /\/x-portside\/fields\/attachments\/props\/limit/,
    ],
  ])('are refused %s', (_what, spoil, message) => {
    expect(() => generateWith('fee-settlement.schema.json', spoil)).toThrow(message);
  });
});
