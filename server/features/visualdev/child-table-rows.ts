import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import type { EntityOverrides, OverrideContext } from '../../crud/entity-overrides.ts';
import type { AnyDb } from '../../crud/row-decorators.ts';
import type { TableMetadata } from 'kysely';
import type { Db } from '../../core/db/database.ts';
import { childTablesOf, lineRowsOf, type ChildTable } from '../../core/db/design-table-models.ts';

/**
 * A released design's sub-table rows live in the sub-table's own table (contract §7.1 `tables`,
 * typeId "0"), one row per line, related to its record by the child table's relation column and
 * kept in order by `sortCode` — as JNPF keeps them, so reports and data interfaces can read the
 * lines with plain SQL. The main table holds no copy (common/online-forms/design-to-model.ts leaves
 * sub-table fields out of it). These overrides are the only code that reads or writes the lines:
 * - afterWrite (inside the record's transaction): a body that carries a sub-table replaces its
 *   lines; one that leaves it out keeps them (an update of other fields);
 * - decorate: every read of records (list, info, detail, export) gets the lines back under the
 *   sub-table's field, as JSON text like any array field, which the presenter decodes;
 * - afterDelete (inside the delete's transaction): the lines go with their record.
 * Records written before the lines had their own table kept them as JSON in a main-table column
 * that evolving never drops: a record with no lines of its own shows those.
 */

const dbOf = (context: OverrideContext): AnyDb => context.db as unknown as AnyDb;

function shownCell(value: unknown, json: boolean): unknown {
  if (!json || typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Ids per `in (…)` list, and rows per insert: far below SQLite's and PostgreSQL's bound-parameter limits. */
const PER_STATEMENT = 500;

async function replaceLines(db: AnyDb, child: ChildTable, recordId: string, lines: readonly unknown[], userId: string): Promise<void> {
  await db.deleteFrom(child.table).where(child.relationField, '=', recordId).execute();
  const rows = lineRowsOf(child, recordId, lines, userId);
  for (let start = 0; start < rows.length; start += PER_STATEMENT) {
    await db
      .insertInto(child.table)
      .values(rows.slice(start, start + PER_STATEMENT))
      .execute();
  }
}

async function linesOf(db: AnyDb, child: ChildTable, recordIds: string[]): Promise<Map<string, Record<string, unknown>[]>> {
  const byRecord = new Map<string, Record<string, unknown>[]>();
  for (let start = 0; start < recordIds.length; start += PER_STATEMENT) {
    const rows = await db
      .selectFrom(child.table)
      .selectAll()
      .where(child.relationField, 'in', recordIds.slice(start, start + PER_STATEMENT))
      .orderBy('sortCode')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const recordId = String(row[child.relationField]);
      const line: Record<string, unknown> = {};
      for (const [name, json] of child.cells) line[name] = shownCell(row[name], json);
      const lines = byRecord.get(recordId);
      if (lines) lines.push(line);
      else byRecord.set(recordId, [line]);
    }
  }
  return byRecord;
}

const built = new WeakMap<DesignModel, EntityOverrides>();

/** The overrides of a released design's records, made once per converted design (design-records.ts hands out the same object until a new release). */
export function childTableOverridesOf(converted: DesignModel): EntityOverrides {
  let overrides = built.get(converted);
  if (!overrides) built.set(converted, (overrides = childTableOverrides(converted)));
  return overrides;
}

/** The overrides that keep a design's sub-table lines in their own tables; none for a design without sub-tables. */
function childTableOverrides(converted: DesignModel): EntityOverrides {
  const children = childTablesOf(converted);
  if (children.length === 0) return {};
  return {
    async afterWrite(id, body, context) {
      for (const child of children) {
        const lines = body[child.field];
        if (Array.isArray(lines)) await replaceLines(dbOf(context), child, id, lines, context.userId);
      }
    },
    async decorate(rows, context) {
      const ids = rows.map((row) => String(row.id));
      if (ids.length === 0) return rows;
      const shown = rows.map((row) => ({ ...row }));
      for (const child of children) {
        const lines = await linesOf(dbOf(context), child, ids);
        for (const row of shown) {
          const own = lines.get(String(row.id));
          // a record written before its lines had their own table still shows them (see above)
          if (own) row[child.field] = JSON.stringify(own);
          else if (typeof row[child.field] !== 'string') row[child.field] = '[]';
        }
      }
      return shown;
    },
    async afterDelete(id, context) {
      for (const child of children) await dbOf(context).deleteFrom(child.table).where(child.relationField, '=', id).execute();
    },
  };
}

/**
 * Moves lines a release before this one kept as JSON in a main-table column into the sub-table's
 * own table, then empties the column (evolving never drops it). Run after the design's tables are
 * evolved, at release and at start (design-release.ts, design-startup.ts); a record that already has
 * lines of its own keeps them. Answers how many records' lines moved.
 */
export async function moveLegacyLines(db: Db, converted: DesignModel, tables?: readonly TableMetadata[]): Promise<number> {
  const main = converted.model.table?.name;
  const children = childTablesOf(converted);
  if (!main || children.length === 0) return 0;
  // `tables`: the start's one look at the database for every design (introspection is the slow part)
  const present = (tables ?? (await db.introspection.getTables())).find((table) => table.name === main);
  const legacy = children.filter((child) => present?.columns.some((column) => column.name === child.field));
  let moved = 0;
  for (const child of legacy) {
    await db.transaction().execute(async (trx) => {
      const any = trx as unknown as AnyDb;
      const rows = await any
        .selectFrom(main)
        .select(['id', 'creatorUserId', child.field])
        .where(child.field, 'is not', null)
        .where(child.field, 'not in', ['', '[]'])
        .execute();
      for (const row of rows) {
        const id = String(row.id);
        const own = await any.selectFrom(child.table).select('id').where(child.relationField, '=', id).limit(1).executeTakeFirst();
        if (!own) {
          let lines: unknown;
          try {
            lines = JSON.parse(String(row[child.field]));
          } catch {
            lines = [];
          }
          if (Array.isArray(lines) && lines.length > 0) {
            await replaceLines(any, child, id, lines, String(row.creatorUserId ?? ''));
            moved++;
          }
        }
        await any
          .updateTable(main)
          .set({ [child.field]: null })
          .where('id', '=', id)
          .execute();
      }
    });
  }
  return moved;
}
