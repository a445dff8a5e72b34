import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import { newId } from './ids.ts';
import { tableOf } from './model-tables.ts';
import { auditColumns, defineTable, type ColumnKind, type ColumnSpec, type TableModel } from './table-model.ts';

/**
 * The tables a released online design keeps its records in (contract §7.1 `tables`), described as
 * the same table models the schema entities' tables are, so `evolveDatabase` creates and widens
 * them: the main table is the converted model's own (`tableOf`; it holds no sub-table), and each
 * child table (typeId "0") one line of a sub-table per row — its id, the column relating it to its
 * record, `sortCode` for the order, the line's cells and the audit columns. Here in core because
 * both the design runtime (server/features/visualdev) and the demo loader write these tables.
 */

/** How a child-table cell is stored, from its property in the sub-table's row schema. */
function cellKind(property: Record<string, unknown>): ColumnKind {
  if (property.type === 'integer') return 'bigint'; // dates are epoch milliseconds, past a 32-bit integer
  if (property.type === 'number') return 'real';
  if (property.type === 'string') return typeof property.maxLength === 'number' && property.maxLength <= 1000 ? 'string' : 'text';
  return 'text'; // arrays and objects: their JSON
}

/** The row schema's properties of a sub-table field of the model's body schema. */
export function rowProperties(converted: DesignModel, field: string): Record<string, Record<string, unknown>> {
  const property = converted.model.bodySchema.properties[field] ?? {};
  const items = (property.items ?? {}) as { properties?: Record<string, Record<string, unknown>> };
  return items.properties ?? {};
}

/** Every table of a converted design: the main table first, then its child tables. */
export function designTableModels(converted: DesignModel): TableModel[] {
  if (!converted.model.table) return [];
  const main = tableOf(converted.model);
  const children = converted.childTables.map((child) => {
    const columns: Record<string, ColumnSpec> = { id: 'id', [child.relationField]: 'string' };
    for (const [name, property] of Object.entries(rowProperties(converted, child.field))) {
      if (!(name in columns)) columns[name] = cellKind(property);
    }
    columns.sortCode = { kind: 'integer', defaultValue: 0 };
    return defineTable(child.table, { ...columns, ...auditColumns }, [
      { name: `${child.table}_${child.relationField}_ix`.slice(0, 63), columns: [child.relationField] },
    ]);
  });
  return [main, ...children];
}

/** The child-table columns that are no cell of the line. */
const BOOKKEEPING = new Set(['id', 'sortCode', ...Object.keys(auditColumns)]);

/** One sub-table's own table: where its lines go, and its cells with whether each is stored as JSON text (arrays, objects). */
export interface ChildTable {
  field: string;
  table: string;
  relationField: string;
  cells: Map<string, boolean>;
}

export function childTablesOf(converted: DesignModel): ChildTable[] {
  return converted.childTables.map((child) => {
    const cells = new Map<string, boolean>();
    for (const [name, property] of Object.entries(rowProperties(converted, child.field))) {
      if (name === child.relationField || BOOKKEEPING.has(name)) continue;
      cells.set(name, property.type === 'array' || property.type === 'object' || Array.isArray(property.type));
    }
    return { ...child, cells };
  });
}

function storedCell(value: unknown, json: boolean): unknown {
  if (value === undefined || value === null) return null;
  if (json) return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return typeof value === 'object' ? JSON.stringify(value) : value;
}

/** A record's lines as the child table's rows, in their order (the cells a line lacks stored as null). */
export function lineRowsOf(child: ChildTable, recordId: string, lines: readonly unknown[], userId: string, now = Date.now()): Record<string, unknown>[] {
  return lines
    .filter((line): line is Record<string, unknown> => Boolean(line) && typeof line === 'object' && !Array.isArray(line))
    .map((line, index) => {
      const row: Record<string, unknown> = { id: newId(), [child.relationField]: recordId, sortCode: index, creatorTime: now, creatorUserId: userId };
      for (const [name, json] of child.cells) row[name] = storedCell(line[name], json);
      return row;
    });
}
