import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, databases, type TestApp } from './helpers/test-app.ts';
import { evolveReleasedDesigns } from '../../server/features/visualdev/design-startup.ts';
import { releasedDesignModel } from '../../server/features/visualdev/design-records.ts';
import { designTableModels } from '../../server/features/visualdev/design-tables.ts';
import type * as DesignTables from '../../server/features/visualdev/design-tables.ts';
import { storedTables } from '../../server/features/visualdev/design-tables-in-place.ts';

/**
 * A start evolves only the released designs whose tables lack something (issue 17): the database is
 * looked at once, a design already in place costs no evolving, and a missing column or index is
 * still restored at the next start.
 */

const evolved = vi.hoisted(() => ({ tables: [] as string[][] }));
vi.mock('../../server/features/visualdev/design-tables.ts', async (importOriginal) => {
  const original = await importOriginal<typeof DesignTables>();
  return {
    ...original,
    evolveDesignTables: (...args: Parameters<typeof original.evolveDesignTables>) => {
      evolved.tables.push(args[1].map((table) => table.name));
      return original.evolveDesignTables(...args);
    },
  };
});

for (const target of databases()) {
  describe(`released designs' tables at start (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(async () => t?.close());

    /** A demo design with a sub-table: its main table and a child table with its index. */
    async function designWithChildTable() {
      const designs = await t.services.db.selectFrom('base_visual_dev').select('id').where('state', '=', 1).orderBy('id').execute();
      for (const { id } of designs) {
        const released = await releasedDesignModel(t.services, id);
        const tables = released ? designTableModels(released.converted) : [];
        const child = tables.slice(1).find((table) => table.indexes.length > 0);
        if (child) return { main: tables[0], child };
      }
      throw new Error('the demo data has no released design with a sub-table');
    }

    it('evolves no design whose tables are in place', async () => {
      evolved.tables.length = 0;
      const warnings: string[] = [];
      expect(await evolveReleasedDesigns(t.services, (message) => warnings.push(message))).toEqual([]);
      expect(evolved.tables).toEqual([]);
      expect(warnings).toEqual([]);
    });

    it('evolves the one design that lost an index or a column, and restores them', async () => {
      const { main, child } = await designWithChildTable();
      const index = child.indexes[0].name;
      const column = main.columns.find((candidate) => candidate.kind !== 'id' && !main.indexes.some((ix) => ix.columns.includes(candidate.name)));
      if (!column) throw new Error(`${main.name} has no column outside its indexes`);
      await sql`drop index ${sql.ref(index)}`.execute(t.services.db);
      await sql`alter table ${sql.table(main.name)} drop column ${sql.ref(column.name)}`.execute(t.services.db);

      evolved.tables.length = 0;
      const changes = await evolveReleasedDesigns(t.services, () => undefined);
      expect(changes).toEqual([`add column ${main.name}.${column.name}`]);
      expect(evolved.tables).toHaveLength(1);
      expect(evolved.tables[0]).toEqual(expect.arrayContaining([main.name, child.name]));

      const stored = await storedTables(t.services.db, t.services.dialect);
      expect(stored.indexes.has(index)).toBe(true);
      expect(stored.tables.find((table) => table.name === main.name)?.columns.map((c) => c.name)).toContain(column.name);
    });
  });
}
