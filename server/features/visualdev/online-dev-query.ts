import type { DesignModel } from '../../../common/online-forms/design-model.ts';
import type { EntityDefinition } from '../../crud/entity-definition.ts';
import type { FieldCondition, FilterSymbol, ListFilters } from '../../crud/operations/query-filters.ts';
import { FILTER_SYMBOLS } from '../../crud/operations/query-filters.ts';
import { valueItems } from '../../crud/form-rules.ts';
import { AppError } from '../../core/http/app-error.ts';
import { modelNameOf } from './online-dev-names.ts';

/**
 * An online list's question (contract §7.4 POST `/{modelId}/List`) as the generic list's filters
 * (server/crud/operations/query-filters.ts): `queryJson` is the search panel, field → value, a
 * field searched by its searchType (1 equal, 2 like, 3 range `[start, end]`; a list of values
 * for a multiple search is any of them); `superQueryJson` is the advanced query,
 * `{ matchLogic, conditionJson: [{ field, symbol, fieldValue }] }`. Both may arrive as JSON text
 * (as the JNPF client sends them) or as objects, under the design's field names. Fields are checked against the definition's
 * columns by the generic filters; no text is ever put into SQL here.
 */

export interface OnlineListBody {
  currentPage?: number;
  pageSize?: number;
  sort?: string;
  sidx?: string;
  keyword?: string;
  menuId?: string;
  queryJson?: unknown;
  superQueryJson?: unknown;
}

/** A day is a date without a time of day: a range's end day counts whole (its last millisecond included). */
const DAY_MS = 86_400_000;

/** The keys a search panel may send for the keyword box rather than a field. */
const KEYWORD_KEYS = new Set(['keyword', 'jnpfKeyword', 'jnpf_keyword']);

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** JSON text (or an object already) as an object; anything else is a 400 naming the parameter. */
function objectOf(value: unknown, parameter: string): Record<string, unknown> | null {
  if (isBlank(value)) return null;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      throw new AppError('badRequestField', { params: { field: parameter } });
    }
  }
  if (parsed === null) return null;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw new AppError('badRequestField', { params: { field: parameter } });
  return parsed as Record<string, unknown>;
}

/** Does the field hold a day (a date widget whose format shows no time of day)? */
function isDayField(definition: EntityDefinition, field: string): boolean {
  const item = valueItems(definition.formItems).find((found) => found.field === field);
  if (!item || item.key !== 'date') return false;
  const format = String(item.props.format ?? 'yyyy-MM-dd');
  return !/[Hhms]/.test(format);
}

/** A range `[start, end]` as `>=` and `<=` (either end may be left empty). */
function rangeConditions(definition: EntityDefinition, field: string, value: unknown[]): FieldCondition[] {
  const [start, end] = value;
  const conditions: FieldCondition[] = [];
  if (!isBlank(start)) conditions.push({ field, symbol: '>=', value: start });
  if (!isBlank(end)) {
    const last = isDayField(definition, field) && Number.isFinite(Number(end)) ? Number(end) + DAY_MS - 1 : end;
    conditions.push({ field, symbol: '<=', value: last });
  }
  return conditions;
}

/** The search panel's fields (queryJson), and the keyword it may carry. */
function searchConditions(
  converted: DesignModel,
  definition: EntityDefinition,
  query: Record<string, unknown>,
): { conditions: FieldCondition[]; keyword: string } {
  const types = new Map(converted.list.search.map((search) => [search.prop, search.searchType]));
  const conditions: FieldCondition[] = [];
  let keyword = '';
  for (const [key, value] of Object.entries(query)) {
    if (isBlank(value)) continue;
    if (KEYWORD_KEYS.has(key)) {
      keyword = String(value);
      continue;
    }
    const field = modelNameOf(converted.renamed, key);
    const searchType = types.get(field) ?? (Array.isArray(value) ? 3 : 1);
    if (searchType === 3 && Array.isArray(value)) conditions.push(...rangeConditions(definition, field, value));
    else if (Array.isArray(value)) conditions.push({ field, symbol: 'in', value });
    else if (searchType === 2) conditions.push({ field, symbol: 'like', value });
    else conditions.push({ field, symbol: '==', value });
  }
  return { conditions, keyword };
}

/** JNPF's superQuery symbols as the filters name them (a few clients write `=` or `!=`). */
const SYMBOL_ALIASES: Record<string, FilterSymbol> = { '=': '==', '!=': '<>', notlike: 'notLike', isNull: 'null', isNotNull: 'notNull' };

function symbolOf(text: unknown): FilterSymbol {
  const symbol = typeof text === 'string' ? (SYMBOL_ALIASES[text] ?? text) : '';
  if (!FILTER_SYMBOLS.includes(symbol as FilterSymbol)) throw new AppError('badRequestField', { params: { field: 'symbol' } });
  return symbol as FilterSymbol;
}

/** The advanced query: every condition joined by its matchLogic (and, or). A condition without a value is left out unless it asks for (no) value. */
function superConditions(converted: DesignModel, superQuery: Record<string, unknown>): ListFilters {
  const list = superQuery.conditionJson;
  if (list === undefined || list === null || list === '') return [];
  const items = typeof list === 'string' ? (JSON.parse(list) as unknown) : list;
  if (!Array.isArray(items)) throw new AppError('badRequestField', { params: { field: 'conditionJson' } });
  const conditions: FieldCondition[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object') throw new AppError('badRequestField', { params: { field: 'conditionJson' } });
    const { field, symbol, fieldValue } = item as Record<string, unknown>;
    if (typeof field !== 'string' || !field) throw new AppError('badRequestField', { params: { field: 'conditionJson' } });
    const asked = symbolOf(symbol);
    if (asked !== 'null' && asked !== 'notNull' && isBlank(fieldValue)) continue;
    conditions.push({ field: modelNameOf(converted.renamed, field), symbol: asked, value: fieldValue });
  }
  const logic = String(superQuery.matchLogic ?? 'and').toLowerCase() === 'or' ? 'or' : 'and';
  return conditions.length > 0 ? [{ logic, conditions }] : [];
}

/** The filters and keyword of one online list question. */
export function onlineListFilters(converted: DesignModel, definition: EntityDefinition, body: OnlineListBody): { filters: ListFilters; keyword: string } {
  const query = objectOf(body.queryJson, 'queryJson') ?? {};
  const superQuery = objectOf(body.superQueryJson, 'superQueryJson');
  const search = searchConditions(converted, definition, query);
  const filters: ListFilters = [];
  if (search.conditions.length > 0) filters.push({ logic: 'and', conditions: search.conditions });
  if (superQuery) {
    try {
      filters.push(...superConditions(converted, superQuery));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('badRequestField', { params: { field: 'superQueryJson' } });
    }
  }
  // The list's own keyword box first; a search panel's keyword field otherwise.
  const keyword = typeof body.keyword === 'string' && body.keyword.trim() !== '' ? body.keyword : search.keyword;
  return { filters, keyword };
}
