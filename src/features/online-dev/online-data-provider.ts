import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { request } from '../../lib/request/request.ts';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import type { ListDesign } from '../../../common/online-forms/design-model.ts';
import type { ExcelExportQuery } from '../../crud/excel-export/excel-export-button.tsx';
import { onlineBase } from './online-config.ts';
import { groupedRows } from './list-grouping.ts';

/** Grouped and tree lists, and lists without pages, ask for everything at once (contract §7.4). */
const WHOLE_LIST = 10000;

interface PageAnswer {
  list?: Record<string, unknown>[];
  pagination?: { total?: number };
}

export interface OnlineDataProviderOptions {
  /** the design id (the type-3 menu's propertyJson.moduleId) */
  modelId: string;
  /** the menu id (route meta.modelId): the server judges the page's permissions by it */
  menuId: string;
  list: ListDesign;
}

/** What the list asks beyond react-admin's params: the list body of contract §7.4. */
export interface OnlineListBody {
  currentPage: number;
  pageSize: number;
  sort: string;
  sidx: string;
  menuId: string;
  queryJson: string;
  superQueryJson: string;
  keyword?: string;
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.every((item) => item === null || item === undefined || item === ''));

/** The search's field values as queryJson: blanks left out, a range as [start, end] (contract §7.4). */
export function queryJsonOf(filter: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(filter).filter(([, value]) => !isBlank(value))));
}

/** A list row with its id as text, and its children (groups, tree levels) the same. */
function withTextIds(row: Record<string, unknown>): EntityRecord {
  const children = Array.isArray(row.children) ? (row.children as Record<string, unknown>[]).map(withTextIds) : undefined;
  return { ...row, id: String(row.id ?? ''), ...(children ? { children } : {}) };
}

/** A record's values as the data body: the form's values, its id travelling beside them (contract §7.4). */
const dataBody = (values: Record<string, unknown>) => {
  const { id: _id, ...data } = values;
  return JSON.stringify(data);
};

/**
 * The data provider of one released design's records, on its runtime routes (contract §7.4):
 * POST {modelId}/List with the JSON body JNPF sends (page, order, menuId, queryJson as JSON text,
 * keyword), info as `{ data: JSON text }`, create and update sending `{ data: JSON text }`, delete,
 * batchDelete and the list's Excel export. Messages come back as the generic provider's do
 * (`meta.msg`), so the generic list page shows the server's own words.
 */
export function onlineDataProvider({ modelId, menuId, list }: OnlineDataProviderOptions): DataProvider & {
  exportExcel(query: ExcelExportQuery): Promise<{ name: string; url: string } | undefined>;
} {
  const base = onlineBase(modelId);
  const whole = list.type === 3 || list.type === 5 || !list.hasPage;

  const listBody = (page: number, perPage: number, sort: GetListParams['sort'] | undefined, filter: Record<string, unknown>): OnlineListBody => {
    const { keyword, ...fields } = filter;
    const field = sort?.field && sort.field !== 'id' ? sort.field : '';
    return {
      currentPage: whole ? 1 : page,
      pageSize: whole ? WHOLE_LIST : perPage,
      sort: (sort?.order ?? list.sort).toLowerCase(),
      sidx: field,
      menuId,
      queryJson: queryJsonOf(fields),
      superQueryJson: '',
      ...(typeof keyword === 'string' && keyword.trim() ? { keyword: keyword.trim() } : {}),
    };
  };

  const readOne = async (id: Identifier): Promise<EntityRecord> => {
    const answer = await request<{ id?: string; data?: string }>({ url: `${base}/${encodeURIComponent(String(id))}` });
    let values: Record<string, unknown> = {};
    try {
      values = JSON.parse(answer.data?.data ?? '{}') as Record<string, unknown>;
    } catch {
      // a record whose stored text is broken opens empty rather than not at all
    }
    return { ...values, id: String(id) };
  };

  const getList = async (_resource: string, params: GetListParams) => {
    const { page = 1, perPage = list.pageSize } = params.pagination ?? {};
    // A tree table's open row asks for its children (List/{id}); the roots come from List.
    const { parentId, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
    const url = list.type === 5 && parentId !== undefined ? `${base}/List/${encodeURIComponent(String(parentId))}` : `${base}/List`;
    try {
      const answer = await request<PageAnswer>({ url, method: 'POST', data: listBody(page, perPage, params.sort, filter) });
      const rows = (answer.data?.list ?? []).map(withTextIds);
      const shown = list.type === 3 && list.groupField ? groupedRows(rows, list.groupField) : rows;
      return { data: shown as RaRecord[], total: answer.data?.pagination?.total ?? rows.length } as never;
    } catch (error) {
      // Refused silently (code 409, spec §8): an empty list rather than a failed query.
      if (error && typeof error === 'object' && (error as { code?: unknown }).code === 409) return { data: [], total: 0 } as never;
      throw error;
    }
  };

  return {
    getList: getList as DataProvider['getList'],
    getOne: async (_resource, params) => ({ data: (await readOne(params.id)) as never }),
    getMany: async (_resource, params) => ({ data: (await Promise.all(params.ids.map(readOne))) as never[] }),
    getManyReference: async (resource, params) => getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,
    create: async (_resource, params) => {
      const answer = await request({ url: base, method: 'POST', data: { data: dataBody(params.data as Record<string, unknown>) } });
      return { data: { ...params.data, id: '' }, meta: { msg: answer.msg } } as never;
    },
    update: async (_resource, params) => {
      const id = String(params.id);
      const answer = await request({
        url: `${base}/${encodeURIComponent(id)}`,
        method: 'PUT',
        data: { id, data: dataBody(params.data as Record<string, unknown>) },
      });
      return { data: { ...params.data, id }, meta: { msg: answer.msg } } as never;
    },
    updateMany: async (_resource, params) => {
      for (const id of params.ids)
        await request({
          url: `${base}/${encodeURIComponent(String(id))}`,
          method: 'PUT',
          data: { id, data: dataBody(params.data as Record<string, unknown>) },
        });
      return { data: params.ids };
    },
    delete: async (_resource, params) => {
      const answer = await request({ url: `${base}/${encodeURIComponent(String(params.id))}`, method: 'DELETE' });
      return { data: { ...(params.previousData ?? {}), id: params.id }, meta: { msg: answer.msg } } as never;
    },
    deleteMany: async (_resource, params) => {
      const answer = await request({
        url: `/api/visualdev/OnlineDev/batchDelete/${encodeURIComponent(modelId)}`,
        method: 'POST',
        data: { ids: params.ids.map(String) },
      });
      return { data: params.ids, meta: { msg: answer.msg } } as never;
    },
    exportExcel: async (query) => {
      const sort = { field: query.sidx || 'id', order: query.sort === 'asc' ? ('ASC' as const) : ('DESC' as const) };
      const body = listBody(query.currentPage, query.pageSize, sort, { ...query.filter, ...(query.keyword ? { keyword: query.keyword } : {}) });
      const answer = await request<{ name: string; url: string }>({
        url: `${base}/Actions/Export`,
        method: 'POST',
        data: { ...body, dataType: Number(query.dataType), selectKey: query.selectKey },
      });
      return answer.data;
    },
  };
}
