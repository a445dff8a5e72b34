import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestApp, databases, type TestApp } from './helpers/test-app.ts';
import { evolveDatabase } from '../../server/db/evolve.ts';
import { defineTable } from '../../server/db/table-model.ts';

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
    await db.insertInto('fixture_cargo').values([{ id: '1', fullName: 'A', sortCode: 1 }, { id: '2', fullName: 'B', sortCode: 2 }]).execute();
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
});
