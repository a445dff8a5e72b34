import { request } from '../request/request.ts';
import type { ListSource } from './list-source.ts';

export interface TypeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  children?: TypeNode[] | null;
}

export interface ItemNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: number;
  children?: ItemNode[] | null;
}

/** A category's items (GET /api/system/DictionaryData/{typeId} with isTree and keyword): the whole list, read by the list controller. */
export const itemListOf = (typeId: string): ListSource => ({ url: `/api/system/DictionaryData/${encodeURIComponent(typeId)}`, paged: false, sortable: false });

/** Dictionary calls beyond CRUD (spec lowcode §7, contract §4.1–4.2). */
export const dictionaryApi = {
  types: async () => (await request<{ list: TypeNode[] }>({ url: '/api/system/DictionaryType' })).data?.list ?? [],
  typeSelector: async (excludeId = '0') => (await request<{ list: TypeNode[] }>({ url: `/api/system/DictionaryType/Selector/${excludeId}` })).data?.list ?? [],
  /** a category's items outside the list controller (the read-only dynamic-dictionary page) */
  items: async (typeId: string, isTree: number, keyword: string) =>
    (await request<{ list: ItemNode[] }>({ url: `/api/system/DictionaryData/${typeId}`, data: { isTree, keyword } })).data?.list ?? [],
  itemSelector: async (typeId: string, excludeId = '0') =>
    (await request<{ list: ItemNode[] }>({ url: `/api/system/DictionaryData/${typeId}/Selector/${excludeId}`, data: { isTree: 1 } })).data?.list ?? [],
  exportType: async (typeId: string) => (await request<{ name: string; url: string }>({ url: `/api/system/DictionaryType/${typeId}/Action/Export` })).data,
  importFile: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request({ url: '/api/system/DictionaryData/Action/Import', method: 'POST', data: form });
  },
};

/** The cached `/All` list other screens read; cleared after every dictionary change (spec lowcode §4). */
let cachedAll: unknown[] | null = null;
export const dictionaryCache = {
  get: () => cachedAll,
  set: (list: unknown[]) => (cachedAll = list),
  clear: () => (cachedAll = null),
};
