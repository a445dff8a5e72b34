import { sql } from 'kysely';
import type { EntityDefinition } from '../entity-definition.ts';
import type { Row } from '../row-decorators.ts';
import { grantedFields } from '../granted-fields.ts';
import { listSort, type ListSort } from '../list-sort.ts';
import { tablesOf, type OperationContext } from './context.ts';
import { keywordCondition } from './keyword-condition.ts';
import { scopeCondition } from './scope-condition.ts';
import { presentRows } from './present-rows.ts';
import { filtersCondition, type ListFilters } from './query-filters.ts';

/** A paged list's question: keyword, page, sort column (`sidx`) and direction, and the entity's filters by parameter name. */
export type ListQuery = { keyword?: string; currentPage?: number; pageSize?: number; sidx?: string; sort?: string } & Record<
  string,
  string | number | undefined
>;

export interface ListPage {
  list: Row[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const sorts = new WeakMap<EntityDefinition, ListSort>();
function sortOf(entity: EntityDefinition): ListSort {
  let sort = sorts.get(entity);
  if (!sort) sorts.set(entity, (sort = listSort(entity)));
  return sort;
}

/**
 * One window of a paged list's rows as the list shows them (before the column cut); shared with
 * the Excel export. `sidx` names the sort column (only the list's own columns: anything else is a
 * 400, list-sort.ts, and so is one the caller is not shown), `sort` the direction. `conditions`: field
 * conditions beyond the query's (an online form's search panel and advanced query, query-filters.ts).
 */
export async function pageRows(
  context: OperationContext,
  query: ListQuery,
  window: { limit: number; offset: number },
  conditions?: ListFilters,
): Promise<Row[]> {
  const { entity, caller } = context;
  const granted = grantedFields(context.grants, entity);
  const sortColumn = sortOf(entity).columnOf(String(query.sidx ?? ''));
  await granted.assertSortable(caller, sortColumn);
  const direction = String(query.sort ?? '').toLowerCase() === 'asc' ? 'asc' : 'desc';
  const search = await granted.searchFields(caller);
  const filters = await granted.shownFilters(caller, query);
  let page = tablesOf(context)
    .selectFrom(entity.table.name)
    .selectAll()
    .where(keywordCondition(entity, query.keyword?.trim(), filters, search))
    .where(await filtersCondition(entity, conditions, () => granted.columns(caller)))
    .where(await scopeCondition(context, query));
  if (sortColumn) page = page.orderBy(sql.ref(sortColumn), direction);
  else if (entity.sort) page = page.orderBy(sql.ref(entity.sort));
  page = page.orderBy('id');
  const rows = (await page.limit(window.limit).offset(window.offset).execute()) as Row[];
  return presentRows(context, rows, { dictionaryNames: true });
}

/** A page of the list the caller may see, with the total of matching rows, cut to the granted columns. */
export async function listPage(context: OperationContext, query: ListQuery, conditions?: ListFilters): Promise<ListPage> {
  const { entity, caller } = context;
  const granted = grantedFields(context.grants, entity);
  const search = await granted.searchFields(caller);
  const filters = await granted.shownFilters(caller, query);
  const counted = await tablesOf(context)
    .selectFrom(entity.table.name)
    .select(sql<number>`count(*)`.as('count'))
    .where(keywordCondition(entity, query.keyword?.trim(), filters, search))
    .where(await filtersCondition(entity, conditions, () => granted.columns(caller)))
    .where(await scopeCondition(context, query))
    .executeTakeFirst();
  const total = Number(counted?.count ?? 0);
  const { currentPage = 1, pageSize = 20 } = query;
  const listed = await pageRows(context, query, { limit: pageSize, offset: (currentPage - 1) * pageSize }, conditions);
  return { list: await granted.list(caller, listed), pagination: { currentPage, pageSize, total } };
}
