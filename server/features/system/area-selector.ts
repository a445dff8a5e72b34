import type { Db } from '../../core/db/database.ts';

/**
 * What the address widget and the area dialog's parent picker read of the areas (contract §4.10,
 * spec lowcode §7 "Area"): one level of enabled areas at a time, and the names along stored id
 * paths. No HTTP here; the routes are area-selector-routes.ts.
 */

/** The parent id of the provinces (contract §4.10). */
export const AREA_ROOT = '-1';
/** `currId` when nothing is excluded (the stock client sends '0' when it edits nothing). */
export const NO_AREA = '0';
/** Deeper than any real area tree; ends a walk up bad data that loops. */
const MAX_DEPTH = 32;

export interface AreaSelectorNode {
  id: string;
  fullName: string;
  enCode: string;
  isLeaf: boolean;
  hasChildren: boolean;
}

/** Whether `id` is `ancestor` or lies below it (walking up the parents). */
async function isWithin(db: Db, id: string, ancestor: string): Promise<boolean> {
  let cursor: string | null = id;
  for (let depth = 0; cursor && cursor !== AREA_ROOT && depth < MAX_DEPTH; depth++) {
    if (cursor === ancestor) return true;
    const row: { parentId: string | null } | undefined = await db.selectFrom('base_province').select('parentId').where('id', '=', cursor).executeTakeFirst();
    cursor = row?.parentId ?? null;
  }
  return false;
}

/**
 * The enabled areas directly under `parentId`, in sort order, each saying whether enabled areas lie
 * below it. `currId` (the area being edited; '0' for none) is left out with everything below it, so
 * the area dialog cannot make an area its own parent or descendant's child.
 */
export async function areaSelector(db: Db, parentId: string, currId: string): Promise<AreaSelectorNode[]> {
  const excluded = currId === NO_AREA ? null : currId;
  if (excluded && (await isWithin(db, parentId, excluded))) return [];
  let query = db.selectFrom('base_province').select(['id', 'fullName', 'enCode']).where('parentId', '=', parentId).where('enabledMark', '=', 1);
  if (excluded) query = query.where('id', '<>', excluded);
  const rows = await query.orderBy('sortCode').orderBy('enCode').orderBy('id').execute();
  if (rows.length === 0) return [];
  let below = db
    .selectFrom('base_province')
    .select('parentId')
    .where(
      'parentId',
      'in',
      rows.map((row) => row.id),
    )
    .where('enabledMark', '=', 1);
  if (excluded) below = below.where('id', '<>', excluded);
  const parents = new Set((await below.groupBy('parentId').execute()).map((row) => row.parentId));
  return rows.map((row) => {
    const hasChildren = parents.has(row.id);
    return { id: row.id, fullName: row.fullName ?? '', enCode: row.enCode ?? '', isLeaf: !hasChildren, hasChildren };
  });
}

/**
 * The names along each id path (contract §4.10 POST /GetAreaByIds, as BE36 answers it): a stored
 * value names its areas whether or not they are enabled now; an id no area has is left out.
 */
export async function areaNamesByIds(db: Db, paths: string[][]): Promise<string[][]> {
  const ids = [...new Set(paths.flat())];
  const rows = ids.length ? await db.selectFrom('base_province').select(['id', 'fullName']).where('id', 'in', ids).execute() : [];
  const names = new Map(rows.map((row) => [row.id, row.fullName ?? '']));
  return paths.map((path) => path.flatMap((id) => (names.has(id) ? [names.get(id) as string] : [])));
}

/**
 * `idsList` as clients send it: a list of id paths (the stock client, also for a single value), or
 * one flat path of ids; a bare id among paths is a path of one.
 */
export function pathsOf(idsList: readonly (string | readonly string[])[]): string[][] {
  if (idsList.every((entry) => typeof entry === 'string')) return idsList.length ? [[...(idsList as readonly string[])]] : [];
  return idsList.map((entry) => (typeof entry === 'string' ? [entry] : [...entry]));
}
