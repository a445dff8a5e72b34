import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestApp, databases, type TestApp } from './helpers/test-app.ts';
import { evolveDatabase } from '../../server/core/db/evolve.ts';
import { defineTable } from '../../server/core/db/table-model.ts';
import { md5Hex, verifyPassword } from '../../server/core/identity/password-hash.ts';
import { DEMO_PASSWORD, demoUsers } from '../../server/features/demo/demo-data.ts';
import { DEMO_PASSWORD_HASH } from '../../server/features/demo/demo-password-hash.ts';
import { demoRegistrations } from '../../server/features/demo/demo-company-applications.ts';
import { insertRows } from '../../server/features/demo/insert-rows.ts';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** What a fresh start (an empty data folder) does beyond a second start: issue 17, docs/decisions/0017-fresh-start.md. */
describe('the demo password hash kept in the source', () => {
  it('verifies the published demo password and nothing else', async () => {
    expect(await verifyPassword(md5Hex(DEMO_PASSWORD), DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(md5Hex(`${DEMO_PASSWORD}x`), DEMO_PASSWORD_HASH)).toBe(false);
  });
});

describe.each(databases())('a fresh start on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('gives every demo account, registered ones too, the demo password hash', async () => {
    const db = t.services.db;
    const users = await db.selectFrom('base_user').select(['id', 'passwordHash']).execute();
    expect(users.map((user) => user.id).sort()).toEqual([...demoUsers, ...demoRegistrations].map((user) => user.id).sort());
    expect(new Set(users.map((user) => user.passwordHash))).toEqual(new Set([DEMO_PASSWORD_HASH]));
  });

  it('writes rows in batches as a statement per row would: a column a row leaves out takes its default', async () => {
    const db = t.services.db as unknown as AnyDb;
    const table = defineTable('fixture_batch', { id: 'id', fullName: 'string', enabledMark: { kind: 'integer', defaultValue: 1 } });
    await evolveDatabase(db as unknown as Kysely<unknown>, [table]);
    const rows = [
      { id: '1', fullName: 'A', enabledMark: 0 },
      { id: '2', fullName: 'B' },
      { id: '3', fullName: 'C', enabledMark: undefined },
      ...Array.from({ length: 450 }, (_, index) => ({ id: `n${index}`, fullName: `N${index}`, enabledMark: 0 })),
    ];
    await insertRows(db, 'fixture_batch', rows);
    const written = await db.selectFrom('fixture_batch').select(['id', 'enabledMark']).where('id', 'in', ['1', '2', '3']).orderBy('id').execute();
    expect(written).toEqual([
      { id: '1', enabledMark: 0 },
      { id: '2', enabledMark: 1 },
      { id: '3', enabledMark: 1 },
    ]);
    const count = await db
      .selectFrom('fixture_batch')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(453);
  });

  it('evolves the tables in one transaction on SQLite, a statement at a time on PostgreSQL', async () => {
    const db = t.services.db as unknown as Kysely<unknown>;
    const first = defineTable('fixture_evolve_first', { id: 'id', fullName: 'string' });
    // an index on a column the table lacks: its statement fails
    const broken = defineTable('fixture_evolve_broken', { id: 'id' }, [{ name: 'fixture_evolve_broken_ix', columns: ['missing'] }]);
    await expect(evolveDatabase(db, [first, broken])).rejects.toThrow();
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    // SQLite rolls every table of the failed evolution back; PostgreSQL keeps what committed before the failure
    expect(tables.includes('fixture_evolve_first')).toBe(target === 'postgres');
    expect(tables.includes('fixture_evolve_broken')).toBe(target === 'postgres');
  });
});
