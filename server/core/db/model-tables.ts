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

/**
 * The generated tables the response cache may answer from (docs/decisions/0015-response-cache.md):
 * all but those whose schema says `responseCache: false`, rows the platform rewrites as they are
 * used (each drawn bill number), where watching would empty the cache at every use.
 */
export const responseCacheTables: TableModel[] = Object.entries(tableModels)
  .filter(([, model]) => (model as EntityModel).responseCache !== false)
  .map(([name]) => modelTables[name as TableEntityName]);
