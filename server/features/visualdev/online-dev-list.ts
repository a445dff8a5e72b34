import { sql } from 'kysely';
import type { Row } from '../../crud/row-decorators.ts';
import type { ListFilters } from '../../crud/operations/query-filters.ts';
import { listPage, type ListPage, type ListQuery } from '../../crud/operations/list-page.ts';
import { listSort } from '../../crud/list-sort.ts';
import { tablesOf } from '../../crud/operations/context.ts';
import { AppError } from '../../core/http/app-error.ts';
import type { OnlineDevRequest } from './online-dev-context.ts';
import { onlineListFilters, type OnlineListBody } from './online-dev-query.ts';
import { groupedRows } from '../../../common/online-forms/list-grouping.ts';
import { modelNameOf } from './online-dev-names.ts';

export type { OnlineListBody } from './online-dev-query.ts';

/**
 * The online list (contract §7.4 POST `/{modelId}/List`, `/{modelId}/List/{id}`) through the
 * generic paged list (server/crud/operations/list-page.ts): the question's page and sort, the
 * released list design's page size and default order when the question leaves them out, the
 * search panel and advanced query as the generic list's field conditions, and the rows display
 * converted. A tree list (type 5) lists its top rows, each saying whether it has children, and
 * `List/{id}` one row's children.
 */

/** A tree list's top rows hold no parent: empty, or JNPF's roots 0 and -1. */
const ROOT_PARENTS = ['0', '-1'];

type Display = (rows: Row[]) => Promise<Row[]>;

/** Sorting by the list design's default column, when it is one the list may be sorted by (else the schema's order). */
function defaultSidx(online: OnlineDevRequest): string {
  const sidx = online.converted.list.defaultSidx;
  if (!sidx) return '';
  try {
    listSort(online.context.entity).columnOf(sidx);
    return sidx;
  } catch {
    return '';
  }
}

/** The generic list's question and field conditions for one online list question. */
export function onlineListQuery(online: OnlineDevRequest, body: OnlineListBody): { query: ListQuery; filters: ListFilters } {
  const { list } = online.converted;
  const { filters, keyword } = onlineListFilters(online.converted, online.definition, body);
  const sidx = body.sidx ? modelNameOf(online.converted.renamed, body.sidx) : defaultSidx(online);
  const query: ListQuery = {
    currentPage: body.currentPage ?? 1,
    pageSize: body.pageSize ?? list.pageSize ?? 20,
    sidx,
    sort: body.sort || (body.sidx ? 'desc' : list.sort),
    keyword,
  };
  return { query, filters };
}

/** The tree list's parent column, checked against the stored columns; null for any other list. */
function parentFieldOf(online: OnlineDevRequest): string | null {
  const { list } = online.converted;
  const field = list.parentField;
  if (list.type !== 5 || !field) return null;
  return online.definition.table.columns.some((column) => column.name === field) ? field : null;
}

/** Each row marked with whether some row names it as its parent. */
async function withHasChildren(online: OnlineDevRequest, parentField: string, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return rows;
  const parents = await tablesOf(online.context)
    .selectFrom(online.definition.table.name)
    .select(sql.ref(parentField).as('parent'))
    .where(sql.ref(parentField), 'in', ids)
    .execute();
  const having = new Set(parents.map((row) => String(row.parent)));
  return rows.map((row) => ({ ...row, hasChildren: having.has(row.id) }));
}

const asked = (filters: ListFilters, body: OnlineListBody, query: ListQuery) => filters.length > 0 || Boolean(query.keyword) || Boolean(body.keyword);

export async function onlineListPage(online: OnlineDevRequest, body: OnlineListBody, display: Display): Promise<ListPage> {
  const { query, filters } = onlineListQuery(online, body);
  const parentField = parentFieldOf(online);
  // A tree list shows its top rows; a search looks through every level, as JNPF's tree table does.
  const conditions: ListFilters =
    parentField && !asked(filters, body, query)
      ? [
          {
            logic: 'or',
            conditions: [
              { field: parentField, symbol: 'null' },
              { field: parentField, symbol: 'in', value: ROOT_PARENTS },
            ],
          },
        ]
      : filters;
  const page = await listPage(online.context, query, conditions);
  const rows = parentField ? await withHasChildren(online, parentField, page.list) : page.list;
  const shown = await display(rows);
  // A grouped list (type 3) answers heading rows with their records as children, as JNPF's server does.
  const { type, groupField } = online.converted.list;
  return { ...page, list: type === 3 && groupField ? groupedRows(shown, groupField) : shown };
}

export async function onlineTreeChildren(online: OnlineDevRequest, id: string, body: OnlineListBody, display: Display): Promise<ListPage> {
  const parentField = parentFieldOf(online);
  if (!parentField) throw new AppError('recordNotFound');
  const { query, filters } = onlineListQuery(online, body);
  const page = await listPage(online.context, query, [...filters, { logic: 'and', conditions: [{ field: parentField, symbol: '==', value: id }] }]);
  return { ...page, list: await display(await withHasChildren(online, parentField, page.list)) };
}
