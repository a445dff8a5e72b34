import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { request } from '../request/request.ts';
import type { EntityRecord, EntityResource } from './entity-resource.ts';
import { listSourceOf, type ListSource } from './list-source.ts';

interface PageData {
  list: EntityRecord[];
  pagination?: { total: number };
}

/**
 * One react-admin DataProvider for every generated resource, speaking each one's JNPF paths
 * and envelopes (contract §1.3): paged lists with keyword/currentPage/pageSize/sort/sidx, trees
 * as `data.list`, info, create, update, delete and the state toggle. Messages come back too, so
 * screens can show the server's own words. A list call whose `meta.source` names a hand-written
 * endpoint (list-source.ts) reads that endpoint instead, in the same shape.
 */
export function entityDataProvider(resources: Record<string, EntityResource>): DataProvider & {
  toggleState(resource: string, id: Identifier): Promise<string>;
  exportRecord(resource: string, id: Identifier): Promise<{ name: string; url: string } | undefined>;
  importRecord(resource: string, file: File): Promise<string>;
} {
  const find = (name: string) => {
    const resource = resources[name];
    if (!resource) throw new Error(`No resource ${name}`);
    return resource;
  };
  const infoUrl = (resource: EntityResource, id: Identifier) => `${resource.base}${resource.info.replace('{id}', String(id))}`;

  // The JNPF order of a list: sidx names the column, sort is asc/desc. The default order (id, or
  // the schema's own sort column ascending) names none: the server orders so anyway, and refuses a sidx
  // the caller's column grants do not show (a staff user is not shown sortCode).
  const order = (params: GetListParams, defaultSort?: string | null) => ({
    sidx: params.sort?.field && params.sort.field !== 'id' && !(params.sort.field === defaultSort && params.sort.order === 'ASC') ? params.sort.field : undefined,
    sort: params.sort?.order ? params.sort.order.toLowerCase() : undefined,
  });

  /**
   * Code 409 is refused silently (spec §8): a list refused so shows as empty instead of failing the
   * list's query (react-admin logs every failed data-provider call). The offline demo answers 409
   * for what only the server can serve.
   */
  const emptyWhenRefusedSilently = async (load: () => Promise<never>): Promise<never> => {
    try {
      return await load();
    } catch (error) {
      if (error && typeof error === 'object' && (error as { code?: unknown }).code === 409) return { data: [], total: 0 } as never;
      throw error;
    }
  };

  // A hand-written list endpoint (src/lib/data/list-source.ts) answers { list, pagination? } like the
  // rest, or, paged 'here', the whole list as a bare array that is cut into pages here.
  const getSourceList = async (source: ListSource, params: GetListParams) => {
    const { page = 1, perPage = 20 } = params.pagination ?? {};
    const response = await request<PageData | RaRecord[]>({
      url: source.url,
      method: source.method ?? 'GET',
      data: {
        ...(params.filter ?? {}),
        ...(source.paged === undefined || source.paged === true ? { currentPage: page, pageSize: perPage } : {}),
        ...(source.sortable === false ? {} : order(params)),
      },
    });
    const answer = response.data;
    if (Array.isArray(answer)) {
      const rows = source.paged === 'here' ? answer.slice((page - 1) * perPage, page * perPage) : answer;
      return { data: rows, total: answer.length } as never;
    }
    const list = answer?.list ?? [];
    return { data: list as RaRecord[], total: answer?.pagination?.total ?? list.length } as never;
  };

  const getList = async (name: string, params: GetListParams) => {
    const source = listSourceOf(params.meta);
    if (source) return emptyWhenRefusedSilently(() => getSourceList(source, params));
    return emptyWhenRefusedSilently(() => getResourceList(name, params));
  };

  const getResourceList = async (name: string, params: GetListParams) => {
    const resource = find(name);
    const { page = 1, perPage = 20 } = params.pagination ?? {};
    const { parentId, keyword } = (params.filter ?? {}) as Record<string, unknown>;
    // Lazily loaded trees ask for one level: base/{parentId}, the root being -1 (contract §4.10).
    if (resource.list === 'children') {
      const level = await request<PageData>({ url: `${resource.base}/${encodeURIComponent(String(parentId ?? '-1'))}`, data: keyword ? { keyword } : {} });
      const rows = level.data?.list ?? [];
      return { data: rows as RaRecord[], total: rows.length } as never;
    }
    const response = await request<PageData>({
      url: resource.base,
      data: {
        ...(params.filter ?? {}),
        currentPage: page,
        pageSize: perPage,
        ...order(params, resource.sort),
      },
    });
    const list = response.data?.list ?? [];
    // Trees come back whole (roots with children); the total counts the roots.
    return { data: list as RaRecord[], total: response.data?.pagination?.total ?? list.length } as never;
  };

  return {
    getList: getList as DataProvider['getList'],
    getOne: async (name, params) => {
      const response = await request<EntityRecord>({ url: infoUrl(find(name), params.id) });
      return { data: response.data as RaRecord & EntityRecord } as never;
    },
    getMany: async (name, params) => {
      const rows = await Promise.all(params.ids.map((id) => request<EntityRecord>({ url: infoUrl(find(name), id) })));
      return { data: rows.map((row) => row.data as RaRecord) } as never;
    },
    getManyReference: async (name, params) => getList(name, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as never,
    create: async (name, params) => {
      const response = await request({ url: find(name).base, method: 'POST', data: params.data });
      return { data: { ...params.data, id: '' }, meta: { msg: response.msg } } as never;
    },
    update: async (name, params) => {
      const response = await request({ url: `${find(name).base}/${params.id}`, method: 'PUT', data: params.data });
      return { data: { ...params.data, id: params.id }, meta: { msg: response.msg } } as never;
    },
    updateMany: async (name, params) => {
      for (const id of params.ids) await request({ url: `${find(name).base}/${id}`, method: 'PUT', data: params.data });
      return { data: params.ids };
    },
    delete: async (name, params) => {
      const response = await request({ url: `${find(name).base}/${params.id}`, method: 'DELETE' });
      return { data: { ...(params.previousData ?? {}), id: params.id }, meta: { msg: response.msg } } as never;
    },
    deleteMany: async (name, params) => {
      for (const id of params.ids) await request({ url: `${find(name).base}/${id}`, method: 'DELETE' });
      return { data: params.ids };
    },
    // FE347 spells the export path /Action/Export (contract §4); the server answers both spellings.
    exportRecord: async (name, id) => (await request<{ name: string; url: string }>({ url: `${find(name).base}/${id}/Action/Export` })).data,
    importRecord: async (name, file) => {
      const form = new FormData();
      form.append('file', file);
      return (await request({ url: `${find(name).base}/Action/Import`, method: 'POST', data: form })).msg ?? '';
    },
    toggleState: async (name, id) => {
      const response = await request({ url: `${find(name).base}/${id}/Actions/State`, method: 'PUT' });
      return response.msg ?? '';
    },
  };
}
