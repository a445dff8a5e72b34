import { AppError } from '../core/http/app-error.ts';
import type { EntityDefinition } from './entity-definition.ts';

/**
 * What a paged list may be sorted by (`sidx`): the columns its list page shows, the schema's
 * default order, and the creation and change times. A list page offers sorting by its column headings and nothing else, so
 * any other name is refused (400), whatever the table stores: sorting by a column nobody is shown
 * (a password hash, an e-mail) would let a caller learn its values' order row by row.
 *
 * The shown columns are the generator's (schemas' x-portside `columns`, else every field a list
 * shows), emitted into the entity's definition (`listColumns`) from the same rule that gives the
 * browser's list page its columns. A shown column that is not stored (a reference's name such as
 * `organize`, a virtual field such as `roleId`) is accepted and keeps the default order, as the
 * page may still ask for it.
 */
export interface ListSort {
  /** The stored column to order by; null for the default order. Throws the 400 for a name the list does not sort by. */
  columnOf(sidx: string): string | null;
}

export function listSort(entity: EntityDefinition): ListSort {
  const stored = new Set(entity.table.columns.map((column) => column.name).filter((name) => !entity.hiddenColumns.includes(name)));
  const shown = entity.listColumns;
  const sortable = new Map<string, string | null>([
    ['', null],
    ['id', 'id'],
  ]);
  // JNPF's own list pages also show (and may sort by) when a row was created or last changed.
  for (const name of [...shown, ...(entity.sort ? [entity.sort] : []), 'creatorTime', 'lastModifyTime']) sortable.set(name, stored.has(name) ? name : null);
  return {
    columnOf(sidx) {
      const column = sortable.get(sidx);
      if (column === undefined) throw new AppError('sortColumnUnknown', { params: { column: sidx } });
      return column;
    },
  };
}
