import { sql } from 'kysely';
import type { Row } from '../row-decorators.ts';
import { AppError } from '../../core/http/app-error.ts';
import { grantedFields } from '../granted-fields.ts';
import { toTree, withAncestors } from '../../../common/tree.ts';
import { tablesOf, type OperationContext } from './context.ts';
import { keywordCondition } from './keyword-condition.ts';
import { presentRows } from './present-rows.ts';
import { dataScopeCondition } from './data-scope/data-scope.ts';

/**
 * A tree entity's whole list as a tree (organisations, menus), within the caller's data
 * permissions (a node whose parent is outside them shows as a root). The filters narrow the rows; a
 * keyword keeps the matching nodes (on the search fields the caller is shown) and their ancestors,
 * so the tree stays a tree.
 */
export async function listTree(context: OperationContext, query: Record<string, unknown> & { keyword?: string }): Promise<{ list: Row[] }> {
  const { entity, caller } = context;
  if (!entity.tree) throw new AppError('recordNotFound');
  const keyword = query.keyword?.trim();
  let select = tablesOf(context)
    .selectFrom(entity.table.name)
    .selectAll()
    .where(keywordCondition(entity, undefined, await grantedFields(context.grants, entity).shownFilters(caller, query)))
    .where(await dataScopeCondition(context));
  if (entity.sort) select = select.orderBy(sql.ref(entity.sort)).orderBy(sql.ref('creatorTime'));
  const parent = entity.tree.parentField;
  const rows = await presentRows(context, (await select.execute()) as Row[]);
  const linked: (Row & { parentId: string })[] = rows.map((row) => ({ ...row, parentId: String(row[parent] ?? '') }));
  const granted = grantedFields(context.grants, entity);
  const search = await granted.searchFields(caller);
  const matches = keyword ? linked.filter((row) => search.some((f) => String(row[f] ?? '').includes(keyword))) : linked;
  return { list: await granted.list(caller, toTree(withAncestors(linked, matches))) };
}
