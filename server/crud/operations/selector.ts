import { sql } from 'kysely';
import { toResponse, type Row } from '../row-decorators.ts';
import { AppError } from '../../core/http/app-error.ts';
import { toTree, withoutSubtree } from '../../../common/tree.ts';
import { tablesOf, type OperationContext } from './context.ts';

/**
 * A picker's tree: every enabled row, without `excludeId` and what lies beneath it (a node cannot
 * become its own parent). Pickers need it on every screen that holds such an id, so it is neither
 * scoped nor cut by column grants.
 */
export async function selectorTree(context: OperationContext, excludeId: string): Promise<{ list: Row[] }> {
  const { entity } = context;
  if (!entity.tree) throw new AppError('recordNotFound');
  const parentField = entity.tree.parentField;
  let query = tablesOf(context).selectFrom(entity.table.name).selectAll().where('enabledMark', '=', 1);
  if (entity.sort) query = query.orderBy(sql.ref(entity.sort));
  const rows = ((await query.orderBy('creatorTime').orderBy('id').execute()) as Row[]).map((row) => ({
    ...toResponse(entity, row),
    parentId: String(row[parentField] ?? ''),
  }));
  return { list: toTree(withoutSubtree(rows, excludeId)) };
}
