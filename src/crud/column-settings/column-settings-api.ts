import { request } from '../../lib/request/request.ts';
import { savedColumnsOf, type SavedColumn } from './column-arrangement.ts';

/**
 * The two calls of contract §8 / spec shell §7: the signed-in user's saved columns of a menu, and
 * saving them (moduleId and fieldList as JSON text, spec lowcode §7). A failure rejects after the
 * request client has shown its message (spec §8).
 */
export async function fetchColumnSettings(modelId: string): Promise<SavedColumn[]> {
  const answer = await request<unknown>({ url: `/api/permission/Authority/GetColumnsByModuleId/${encodeURIComponent(modelId)}` });
  return savedColumnsOf(answer.data);
}

export async function storeColumnSettings(modelId: string, columns: readonly SavedColumn[]): Promise<void> {
  await request({ url: '/api/permission/Authority/SetColumnsByModuleId', method: 'PUT', data: { moduleId: modelId, fieldList: JSON.stringify(columns) } });
}
