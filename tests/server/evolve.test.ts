import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, databases, type TestApp } from './helpers/test-app.ts';
import { evolveDatabase } from '../../server/core/db/evolve.ts';
import { defineTable } from '../../server/core/db/table-model.ts';
import { uniqueViolationOf, violatedField } from '../../server/core/db/unique-violation.ts';
import { platformTables } from '../../server/core/db/platform-tables.ts';
import { generatedEntities } from '../../server/crud/entity-definition.ts';
import { generatedTables } from '../../server/core/db/model-tables.ts';

describe.each(databases())('database evolution on %s (no hand-written SQL)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { demoData: false });
  });
  afterAll(async () => t?.close());

  it('adds tables, columns and indexes and keeps every row', async () => {
    const db = t.services.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const v1 = defineTable('fixture_cargo', { id: 'id', fullName: 'string', sortCode: 'integer' });
    expect(await evolveDatabase(db as unknown as Kysely<unknown>, [v1])).toEqual(['create table fixture_cargo']);
    await db
      .insertInto('fixture_cargo')
      .values([
        { id: '1', fullName: 'A', sortCode: 1 },
        { id: '2', fullName: 'B', sortCode: 2 },
      ])
      .execute();
    const v2 = defineTable(
      'fixture_cargo',
      { id: 'id', fullName: 'string', sortCode: 'integer', enabledMark: { kind: 'integer', defaultValue: 1 }, remark: 'text', weight: 'real' },
      [{ name: 'fixture_cargo_name_ix', columns: ['fullName'] }],
    );
    expect(await evolveDatabase(db as unknown as Kysely<unknown>, [v2])).toEqual([
      'add column fixture_cargo.enabledMark',
      'add column fixture_cargo.remark',
      'add column fixture_cargo.weight',
    ]);
    const rows = await db.selectFrom('fixture_cargo').selectAll().orderBy('id').execute();
    expect(rows).toEqual([
      { id: '1', fullName: 'A', sortCode: 1, enabledMark: 1, remark: null, weight: null },
      { id: '2', fullName: 'B', sortCode: 2, enabledMark: 1, remark: null, weight: null },
    ]);
    expect(await evolveDatabase(db as unknown as Kysely<unknown>, [v2])).toEqual([]);
  });

  it('makes every schema unique a unique index, scoped ones per scope', async () => {
    const db = t.services.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for (const entity of generatedEntities) {
      for (const field of entity.unique) {
        const kind = entity.table.columns.find((column) => column.name === field)?.kind;
        const value = kind === 'integer' || kind === 'bigint' || kind === 'real' ? 7 : 'same';
        const row = (id: string, scope: string) => ({ id, [field]: value, ...(entity.uniqueWithin ? { [entity.uniqueWithin]: scope } : {}) });
        await db
          .insertInto(entity.table.name)
          .values(row(`${field}-1`, 'scope-a'))
          .execute();
        const refused = await db
          .insertInto(entity.table.name)
          .values(row(`${field}-2`, 'scope-a'))
          .execute()
          .then(
            () => null,
            (error: unknown) => error,
          );
        const violation = uniqueViolationOf(refused);
        expect(violation, `${entity.table.name}.${field}`).not.toBeNull();
        expect(violatedField(violation!, entity.unique, entity.table.indexes, entity.uniqueWithin)).toBe(field);
        // the same value in another scope is another row
        if (entity.uniqueWithin)
          await db
            .insertInto(entity.table.name)
            .values(row(`${field}-3`, 'scope-b'))
            .execute();
        await db.deleteFrom(entity.table.name).where('id', 'like', `${field}-%`).execute();
      }
    }
  });

  it('leaves blank values of an optional unique field out of its index', async () => {
    const db = t.services.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const table = defineTable('fixture_berth', { id: 'id', typeId: 'string', imoCode: 'string' }, [
      { name: 'fixture_berth_typeId_imoCode_uq', columns: ['typeId', 'imoCode'], unique: true, whereNotEmpty: ['imoCode'] },
    ]);
    await evolveDatabase(db as unknown as Kysely<unknown>, [table]);
    await db
      .insertInto('fixture_berth')
      .values([
        { id: '1', typeId: 't', imoCode: '' },
        { id: '2', typeId: 't', imoCode: '' },
        { id: '3', typeId: 't', imoCode: null },
        { id: '4', typeId: 't', imoCode: null },
        { id: '5', typeId: 't', imoCode: 'IMO1' },
      ])
      .execute();
    const refused = await db
      .insertInto('fixture_berth')
      .values({ id: '6', typeId: 't', imoCode: 'IMO1' })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(uniqueViolationOf(refused)?.columns).toEqual(['typeId', 'imoCode']);
  });

  it('starts on a database whose rows already break a unique index, warning which table and columns', async () => {
    const db = t.services.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    // rows written before the index existed (an older server), sharing a code within one category
    await db.schema.dropIndex('base_dictionary_data_dictionaryTypeId_enCode_uq').execute();
    const item = { dictionaryTypeId: 'type-1', parentId: '0', enabledMark: 1 };
    await db
      .insertInto('base_dictionary_data')
      .values([
        { ...item, id: 'old-1', fullName: '甲', enCode: 'A' },
        { ...item, id: 'old-2', fullName: '乙', enCode: 'A' },
      ])
      .execute();
    const warnings: string[] = [];
    // what boot does: every declared table
    await expect(
      evolveDatabase(db as unknown as Kysely<unknown>, [...platformTables, ...generatedTables], { warn: (message) => warnings.push(message) }),
    ).resolves.toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('base_dictionary_data_dictionaryTypeId_enCode_uq');
    expect(warnings[0]).toContain('table base_dictionary_data');
    expect(warnings[0]).toContain('dictionaryTypeId + enCode');
    expect(await db.selectFrom('base_dictionary_data').select('id').where('enCode', '=', 'A').execute()).toHaveLength(2);
    // the other indexes were still made: the scoped name index refuses a clash
    const refused = await db
      .insertInto('base_dictionary_data')
      .values({ ...item, id: 'old-3', fullName: '甲', enCode: 'B' })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(uniqueViolationOf(refused)).not.toBeNull();
    // once the duplicate is gone, the next start creates the index
    await db.deleteFrom('base_dictionary_data').where('id', '=', 'old-2').execute();
    warnings.length = 0;
    await evolveDatabase(db as unknown as Kysely<unknown>, [...platformTables, ...generatedTables], { warn: (message) => warnings.push(message) });
    expect(warnings).toEqual([]);
    const now = await db
      .insertInto('base_dictionary_data')
      .values({ ...item, id: 'old-4', fullName: '丙', enCode: 'A' })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(uniqueViolationOf(now)?.columns).toEqual(['dictionaryTypeId', 'enCode']);
  });
});
