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
  enabledMark?: number;
}

/**
 * One level of areas. The server has the lazily loaded list `GET /api/system/Area/{parentId}`
 * (contract §4.10, each row saying whether it is a leaf) but not yet the address widget's own
 * `GET /{parentId}/Selector/{currId}`, so this reads the list; areas switched off are not offered.
 */
export async function areaChildren(parentId: string): Promise<AreaNode[]> {
  const answer = await request<{ list: AreaRow[] }>({ url: `/api/system/Area/${encodeURIComponent(parentId)}` });
  return (answer.data?.list ?? [])
    .filter((row) => row.enabledMark !== 0)
    .map((row) => ({ id: row.id, fullName: row.fullName, isLeaf: row.isLeaf ?? row.hasChildren === false }));
}

/**
 * A reader of levels that asks for each level once (the names of several stored paths share
 * their provinces). A new reader per opening or per shown value, so an area renamed meanwhile shows
 * its new name the next time.
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
  /**
   * The names along each id path, found by walking the levels (the server has no
   * POST /api/system/Area/GetAreaByIds yet); an id no level holds shows as itself.
   */
  const names = (paths: string[][]) =>
    Promise.all(
      paths.map(async (path) => {
        const found: string[] = [];
        let parent: string | null = AREA_ROOT;
        for (const id of path) {
          // Below an id no level holds there is nothing to ask for.
          const level: AreaNode[] = parent === null ? [] : await children(parent).catch(() => []);
          const area = level.find((entry) => entry.id === id);
          found.push(area?.fullName ?? id);
          parent = area ? id : null;
        }
        return found;
      }),
    );
  return { children, names };
}
