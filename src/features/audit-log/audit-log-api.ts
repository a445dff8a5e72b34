import { request } from '../../lib/request/request.ts';
import type { ListSource } from '../../lib/data/list-source.ts';

/** The system log's tabs, by JNPF's category numbers (contract §4.16 GET /api/system/Log/{category}). */
export const LOG_TABS = [
  { category: 1, key: 'signIn' },
  { category: 3, key: 'operation' },
  { category: 4, key: 'exception' },
] as const;
export type LogTab = (typeof LOG_TABS)[number];

/** One system-log line (server/features/audit-log/system-log.ts); the fields of the other categories are absent. */
export interface LogRow {
  id: string;
  category: number;
  creatorTime: number | null;
  userName: string;
  ipaddress: string;
  browser: string;
  platForm: string;
  account?: string;
  loginMark?: number;
  abstracts?: string;
  moduleName?: string;
  requestMethod?: string;
  requestURL?: string;
  requestDuration?: number;
  resultCode?: number;
  requestId?: string;
  json?: string;
}

/** One print (GET /api/system/printLog). */
export interface PrintLogRow {
  id: string;
  printTitle: string;
  printName: string;
  printNum: number;
  printMan: string;
  printTime: number | null;
}

/** A category's entries, newest first, paged by the server; no sort is sent (the log has one order). */
export const logSource = (category: number): ListSource => ({ url: `/api/system/Log/${category}`, sortable: false });

export const PRINT_LOG_SOURCE: ListSource = { url: '/api/system/printLog', sortable: false };

/** DELETE /api/system/Log with `{ ids }`; resolves with the server's words. */
export async function removeEntries(ids: string[]): Promise<string> {
  return (await request({ url: '/api/system/Log', method: 'DELETE', data: { ids } })).msg ?? '';
}

/** DELETE /api/system/Log/{category}: every entry of the category (一键清空). */
export async function clearCategory(category: number): Promise<string> {
  return (await request({ url: `/api/system/Log/${category}`, method: 'DELETE' })).msg ?? '';
}
