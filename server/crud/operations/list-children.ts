import { sql } from 'kysely';
import type { Row } from '../row-decorators.ts';
import { AppError } from '../../core/http/app-error.ts';
import { grantedFields } from '../granted-fields.ts';
import { tablesOf, type OperationContext } from './context.ts';
import { keywordCondition } from './keyword-condition.ts';
import { presentRows } from './present-rows.ts';
import { dataScopeCondition } from './data-scope/data-scope.ts';

/** The contract's name for the root level of a lazily loaded tree. */
export const ROOT_PARENT = '-1';

/**
 * One level of a lazily loaded tree (areas), within the caller's data permissions: the children of
 * `parentId` (ROOT_PARENT for the root), each saying whether it has children of its own. A keyword
 * searches every level, as the contract's area list does.
 */
export async function listChildren(context: OperationContext, args: { parentId: string; keyword?: string }): Promise<{ list: Row[] }> {
  const { entity, caller } = context;
  const tree = entity.tree;
  if (!tree) throw new AppError('recordNotFound');
  const db = tablesOf(context);
  const table = entity.table.name;
  const granted = grantedFields(context.grants, entity);
  const keyword = args.keyword?.trim();
  const parentId = args.parentId === ROOT_PARENT ? tree.root : args.parentId;
  let query = db
    .selectFrom(table)
    .selectAll()
    .where(keyword ? keywordCondition(entity, keyword, {}, await granted.searchFields(caller)) : sql<boolean>`${sql.ref(tree.parentField)} = ${parentId}`)
    .where(await dataScopeCondition(context));
  if (entity.sort) query = query.orderBy(sql.ref(entity.sort));
  const rows = (await query.orderBy('creatorTime').orderBy('id').limit(2000).execute()) as Row[];
  const ids = rows.map((row) => row.id);
  const parents = ids.length
    ? new Set(
        (await db.selectFrom(table).select(sql.ref(tree.parentField).as('parent')).where(sql.ref(tree.parentField), 'in', ids).execute()).map((r) =>
          String(r.parent),
        ),
      )
    : new Set<string>();
  const list = (await presentRows(context, rows)).map((row) => ({ ...row, hasChildren: parents.has(row.id), isLeaf: !parents.has(row.id) }));
  return { list: await granted.list(caller, list) };
}
