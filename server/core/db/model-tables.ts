import { tableModels } from '../../../common/generated/index.ts';
import type { EntityModel } from '../../../common/entity-model.ts';
import { defineTable, type TableModel } from './table-model.ts';

/** The table an entity's model describes (common/generated), as the table model evolve.ts creates and widens. */
export function tableOf(model: EntityModel): TableModel {
  if (!model.table) throw new Error(`${model.name} keeps a settings object, not a table`);
  return defineTable(model.table.name, model.table.columns, model.table.indexes);
}

type TableEntityName = keyof typeof tableModels;

/** Every generated entity's table, by entity name. */
export const modelTables = Object.fromEntries(Object.entries(tableModels).map(([name, model]) => [name, tableOf(model)])) as Record<
  TableEntityName,
  TableModel
>;

/** Every generated table, in name order, for evolve.ts beside the core tables. */
export const generatedTables: TableModel[] = Object.values(modelTables);

/** A table the response cache may answer from, and the columns whose changes can alter its answers. */
export interface WatchedTable {
  name: string;
  columns: string[];
}

/**
 * The generated tables the response cache may answer from (docs/decisions/0015-response-cache.md):
 * all but those whose schema says `responseCache: false`, rows the platform rewrites as they are
 * used (each drawn bill number), where watching would empty the cache at every use. Stored columns
 * (a password hash, the sign-in bookkeeping) are left out: the generic runtime, the only one whose
 * answers are kept, never sends them nor filters by them, so their changes alter no kept answer.
 */
export const responseCacheTables: WatchedTable[] = Object.entries(tableModels)
  .filter(([, model]) => (model as EntityModel).responseCache !== false)
  .map(([name, model]) => {
    const stored = new Set((model as EntityModel).storedColumns);
    return {
      name: modelTables[name as TableEntityName].name,
      columns: modelTables[name as TableEntityName].columns.map((column) => column.name).filter((column) => !stored.has(column)),
    };
  });
