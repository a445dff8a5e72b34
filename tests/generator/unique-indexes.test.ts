/* eslint-disable @typescript-eslint/no-explicit-any -- these tests reshape schema JSON of any shape on purpose */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSchemas, SchemaError, type LoadedSchema } from '../../generator/phases/load-schemas.ts';
import { normalise } from '../../generator/phases/normalise.ts';

const schemas = path.resolve('schemas');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(schemas, file), 'utf8')) as Record<string, any>;
const model = (file: string, json: Record<string, any>) => normalise({ file, json } as LoadedSchema);

/** Every `unique` of a schema is a database unique index too (issue 9 §5), so races end in a refusal. */
describe('unique fields become unique indexes', () => {
  it('a plain unique field gets its own unique index', () => {
    const indexes = model('role.schema.json', read('role.schema.json')).indexes;
    expect(indexes).toEqual([
      { name: 'base_role_fullName_uq', columns: ['fullName'], unique: true },
      { name: 'base_role_enCode_uq', columns: ['enCode'], unique: true },
    ]);
  });

  it('a scoped unique field (uniqueWithin) is unique per scope: (scope, field)', () => {
    const indexes = model('dictionary-data.schema.json', read('dictionary-data.schema.json')).indexes;
    expect(indexes).toEqual([
      { name: 'base_dictionary_data_dictionaryTypeId_fullName_uq', columns: ['dictionaryTypeId', 'fullName'], unique: true },
      { name: 'base_dictionary_data_dictionaryTypeId_enCode_uq', columns: ['dictionaryTypeId', 'enCode'], unique: true },
    ]);
  });

  it('keeps declared indexes first and does not repeat one the schema declares', () => {
    expect(model('user.schema.json', read('user.schema.json')).indexes).toEqual([{ name: 'base_user_account_uq', columns: ['account'], unique: true }]);
    expect(model('menu.schema.json', read('menu.schema.json')).indexes.map((index) => index.name)).toEqual([
      'base_module_systemId_ix',
      'base_module_systemId_enCode_uq',
    ]);
  });

  it('leaves blanks of an optional string field out of the index; required non-empty fields are indexed whole', () => {
    const json = read('role.schema.json');
    json.required = json.required.filter((field: string) => field !== 'enCode');
    const indexes = model('role.schema.json', json).indexes;
    expect(indexes.find((index) => index.columns.includes('enCode'))).toEqual({
      name: 'base_role_enCode_uq',
      columns: ['enCode'],
      unique: true,
      whereNotEmpty: ['enCode'],
    });
    expect(indexes.find((index) => index.columns.includes('fullName'))).not.toHaveProperty('whereNotEmpty');
  });

  it.each([
    [
      'a virtual unique field',
      (s: Record<string, any>) => (s['x-portside'].virtual = ['enCode']),
      /role\.schema\.json \/x-portside\/unique: enCode is virtual/,
    ],
    [
      'an index name PostgreSQL would cut short',
      (s: Record<string, any>) => (s['x-portside'].table = `base_${'x'.repeat(60)}`),
      /role\.schema\.json \/x-portside\/unique\/0: the index name base_x+_fullName_uq is longer than 63 characters/,
    ],
  ])('refuses %s', (_what, spoil, message) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-unique-'));
    try {
      for (const file of fs.readdirSync(schemas)) fs.copyFileSync(path.join(schemas, file), path.join(dir, file));
      const json = read('role.schema.json');
      spoil(json);
      fs.writeFileSync(path.join(dir, 'role.schema.json'), JSON.stringify(json));
      expect(() => loadSchemas(dir)).toThrow(SchemaError);
      expect(() => loadSchemas(dir)).toThrow(message);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
