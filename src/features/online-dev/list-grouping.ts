import type { EntityRecord } from '../../lib/data/entity-resource.ts';

/**
 * A grouped list (columnData type 3, groupField) as heading rows with their records as children,
 * the shape JNPF's server answers (`top: true` on each heading). Rows the server has already
 * grouped are kept, each heading given an id when it has none; flat rows are grouped here, in the
 * order their values first appear.
 */
export function groupedRows(rows: readonly EntityRecord[], groupField: string): EntityRecord[] {
  if (rows.some((row) => Array.isArray(row.children)))
    return rows.map((row) => (row.id ? row : { ...row, id: `group:${String(row[groupField] ?? '')}`, top: true }));
  const groups = new Map<string, EntityRecord[]>();
  for (const row of rows) {
    const value = String(row[groupField] ?? '');
    groups.set(value, [...(groups.get(value) ?? []), row]);
  }
  return [...groups].map(([value, children]) => ({ id: `group:${value}`, [groupField]: value, top: true, children }));
}

/** A heading row of a grouped list: no record, so no actions and no checkbox. */
export const isGroupHeading = (row: EntityRecord): boolean => row.top === true;

/** The records under rows: headings and tree nodes opened up, each record once. */
export function recordsOf(rows: readonly EntityRecord[]): EntityRecord[] {
  return rows.flatMap((row) => {
    const children = Array.isArray(row.children) ? recordsOf(row.children as EntityRecord[]) : [];
    return isGroupHeading(row) ? children : [row, ...children];
  });
}
