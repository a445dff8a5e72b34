import type { Services } from '../../services.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import type { OperationContext } from '../../crud/operations/context.ts';
import { listPage, type ListPage } from '../../crud/operations/list-page.ts';
import type { OnlineDevRequest } from './online-dev-context.ts';
import { designDisplayRows } from './online-dev-display.ts';
import { modelNameOf } from './online-dev-names.ts';

/**
 * `GET /api/visualdev/Base/{id}/FieldDataSelect` (contract §7.1): a page of a released design's
 * records for the related-form picker, through the generic list operation with the request's
 * own grants (online-dev-context.ts): a holder of the design's menu sees the columns the menu
 * shows them, a user of a form picking from the design only what its related-form widgets show
 * (online-dev-relation-access.ts), whatever the question asks. The keyword searches the relation
 * field (a text column of the main table the caller is shown; otherwise the design's own search
 * fields), rows carry the values the list shows (dictionary and option names, dates in their
 * widget's format: the same conversion, online-dev-display.ts) under the design's names, cut to
 * `id`, the relation field and the asked columns.
 */

/** The picker's question: page params, the field it shows and the columns of its table (the design's names). */
export interface FieldDataQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  sidx?: string;
  sort?: string;
  /** the field the picker shows for a record: the keyword searches it */
  relationField?: string;
  /** the picker's table columns, comma-joined field names: a row carries these (with id and relationField) */
  columnOptions?: string;
}

const TEXT_KINDS = new Set(['string', 'text']);

// Per released definition and field: the generic runtime caches sorts and grant codes per definition object.
const searchingCache = new WeakMap<EntityDefinition, Map<string, EntityDefinition>>();

/** The definition whose keyword searches `field` alone. */
function searchingBy(definition: EntityDefinition, field: string): EntityDefinition {
  let byField = searchingCache.get(definition);
  if (!byField) searchingCache.set(definition, (byField = new Map()));
  let searching = byField.get(field);
  if (!searching) byField.set(field, (searching = { ...definition, search: [field] }));
  return searching;
}

export async function listDesignRecords(services: Services, asked: OnlineDevRequest, query: FieldDataQuery): Promise<ListPage> {
  const { definition, converted } = asked;
  const relationField = query.relationField ? modelNameOf(converted.renamed, query.relationField) : '';
  const searchable = definition.table.columns.some((column) => column.name === relationField && TEXT_KINDS.has(column.kind));
  const entity = searchable ? searchingBy(definition, relationField) : definition;
  const context: OperationContext = { ...asked.context, entity };
  const page = await listPage(context, {
    keyword: query.keyword,
    currentPage: query.currentPage,
    pageSize: query.pageSize,
    sidx: query.sidx ? modelNameOf(converted.renamed, query.sidx) : undefined,
    sort: query.sort,
  });
  const rows = await designDisplayRows(services, entity, converted.renamed, page.list, asked.context.caller.timeZone);
  const wanted = (query.columnOptions ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (wanted.length === 0) return { ...page, list: rows };
  const kept = new Set(['id', query.relationField ?? '', ...wanted, ...wanted.map((name) => `${name}_id`)]);
  return { ...page, list: rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => kept.has(key))) as typeof row) };
}
