import type { EntityRecord } from '../../lib/data/entity-resource.ts';

export { groupedRows } from '../../../common/online-forms/list-grouping.ts';

/** A heading row of a grouped list: no record, so no actions and no checkbox. */
export const isGroupHeading = (row: EntityRecord): boolean => row.top === true;

/** The records under rows: headings and tree nodes opened up, each record once. */
export function recordsOf(rows: readonly EntityRecord[]): EntityRecord[] {
  return rows.flatMap((row) => {
    const children = Array.isArray(row.children) ? recordsOf(row.children as EntityRecord[]) : [];
    return isGroupHeading(row) ? children : [row, ...children];
  });
}
