import { request } from '../../../lib/request/request.ts';

/** An area as the address picker shows it (spec lowcode §3 "Address node": id, fullName, isLeaf). */
export interface AreaNode {
  id: string;
  fullName: string;
  isLeaf: boolean;
}

/** The contract's parent id of the provinces (contract §4.10). */
export const AREA_ROOT = '-1';

interface AreaRow {
  id: string;
  fullName: string;
  isLeaf?: boolean;
  hasChildren?: boolean;
}

/**
 * One level of enabled areas, from the address widget's own selector (contract §4.10
 * `GET /api/system/Area/{parentId}/Selector/{currId or 0}`), which any signed-in user may read;
 * each row says whether it is a leaf.
 */
export async function areaChildren(parentId: string): Promise<AreaNode[]> {
  const answer = await request<{ list: AreaRow[] }>({ url: `/api/system/Area/${encodeURIComponent(parentId)}/Selector/0` });
  return (answer.data?.list ?? []).map((row) => ({ id: row.id, fullName: row.fullName, isLeaf: row.isLeaf ?? row.hasChildren === false }));
}

/**
 * The names along each stored id path, in one call (contract §4.10 `POST /api/system/Area/GetAreaByIds`
 * `{ idsList }`, answering `string[][]`). The server leaves out an id no area has; a path none of
 * whose ids is known shows its ids.
 */
export async function areaNames(paths: string[][]): Promise<string[][]> {
  if (paths.length === 0) return [];
  const answer = await request<string[][]>({ url: '/api/system/Area/GetAreaByIds', method: 'POST', data: { idsList: paths } });
  return paths.map((path, index) => {
    const names = answer.data?.[index];
    return names && names.length > 0 ? names : path;
  });
}

/**
 * A reader of levels that asks for each level once, and of the names of stored paths. A new
 * reader per opening or per shown value, so an area renamed meanwhile shows its new name the next time.
 */
export function areaReader(): { children: (parentId: string) => Promise<AreaNode[]>; names: (paths: string[][]) => Promise<string[][]> } {
  const levels = new Map<string, Promise<AreaNode[]>>();
  const children = (parentId: string) => {
    let level = levels.get(parentId);
    if (!level) {
      level = areaChildren(parentId);
      levels.set(parentId, level);
    }
    return level;
  };
  return { children, names: areaNames };
}
