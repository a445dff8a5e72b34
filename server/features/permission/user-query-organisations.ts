import type { Db } from '../../core/db/database.ts';
import { idsOf } from '../../core/identity/rank.ts';

/**
 * The organisation tree as the user queries of contract §4.5–4.9 read it, loaded once per request:
 * each organisation's path of ids and names from the top, its children, the subtrees below a set
 * of organisations, and which organisations each user belongs to (the comma-joined organizeId
 * and the Organize links, as rank.ts counts them). No HTTP here.
 */

export interface Organisation {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: 'company' | 'department';
  enabled: boolean;
  propertyJson: string;
}

export interface OrganisationIndex {
  /** every organisation, in the order trees show them (sortCode, creation) */
  readonly all: readonly Organisation[];
  get(id: string): Organisation | undefined;
  /** the ids from the top down to the organisation (itself last); a cycle in bad data ends the walk */
  pathIds(id: string): string[];
  /** the names along the path joined by '/', from just below `below` when it lies on the path (JNPF's organize text) */
  pathName(id: string, below?: string): string;
  /** the organisations directly under one, in tree order */
  childrenOf(id: string): Organisation[];
  /** the given organisations and everything beneath them */
  subtree(roots: Iterable<string>): Set<string>;
}

export const ORGANISATION_ICONS = { company: 'icon-ym icon-ym-tree-organization3', department: 'icon-ym icon-ym-tree-department1' } as const;

export async function organisationIndex(db: Db): Promise<OrganisationIndex> {
  const rows = await db
    .selectFrom('base_organize')
    .select(['id', 'parentId', 'fullName', 'enCode', 'type', 'enabledMark', 'propertyJson'])
    .orderBy('sortCode')
    .orderBy('creatorTime')
    .orderBy('id')
    .execute();
  const all: Organisation[] = rows.map((row) => ({
    id: row.id,
    parentId: String(row.parentId ?? '-1'),
    fullName: row.fullName ?? '',
    enCode: row.enCode ?? '',
    type: row.type === 'company' ? 'company' : 'department',
    enabled: row.enabledMark === 1,
    propertyJson: row.propertyJson ?? '{}',
  }));
  const byId = new Map(all.map((row) => [row.id, row]));
  const children = new Map<string, Organisation[]>();
  for (const row of all) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);

  const pathIds = (id: string): string[] => {
    const ids: string[] = [];
    const seen = new Set<string>();
    for (let node = byId.get(id); node && !seen.has(node.id); node = byId.get(node.parentId)) {
      seen.add(node.id);
      ids.unshift(node.id);
    }
    return ids;
  };
  return {
    all,
    get: (id) => byId.get(id),
    pathIds,
    pathName(id, below) {
      const ids = pathIds(id);
      const from = below === undefined ? -1 : ids.indexOf(below);
      return ids
        .slice(from + 1)
        .map((node) => byId.get(node)?.fullName ?? '')
        .join('/');
    },
    childrenOf: (id) => children.get(id) ?? [],
    subtree(roots) {
      const reached = new Set<string>();
      const stack = [...roots].filter((id) => byId.has(id));
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (reached.has(id)) continue;
        reached.add(id);
        stack.push(...(children.get(id) ?? []).map((child) => child.id));
      }
      return reached;
    },
  };
}

/**
 * The nearest organisation above `id` that is in `shown`, or '-1': how a tree of some organisations
 * only (a condition's, a scope's) hangs together when the ones between are left out.
 */
export function nearestShownAncestor(index: OrganisationIndex, shown: ReadonlySet<string>, id: string): string {
  const path = index.pathIds(id);
  for (let at = path.length - 2; at >= 0; at -= 1) {
    const ancestor = path[at] as string;
    if (shown.has(ancestor)) return ancestor;
  }
  return '-1';
}

/** Past this many ids a look-up reads every Organize link instead of naming them all (SQL parameters are limited). */
const MAX_LISTED_IDS = 500;

/** The Organize links (user → organisation) of some users or of some organisations. */
export async function organizeLinks(
  db: Db,
  of: { userIds?: readonly string[]; objectIds?: readonly string[] },
): Promise<{ userId: string; objectId: string }[]> {
  const [column, ids] = of.userIds ? (['userId', of.userIds] as const) : (['objectId', of.objectIds ?? []] as const);
  if (ids.length === 0) return [];
  let query = db.selectFrom('base_user_relation').select(['userId', 'objectId']).where('objectType', '=', 'Organize');
  if (ids.length <= MAX_LISTED_IDS) query = query.where(column, 'in', [...ids]);
  const wanted = new Set(ids);
  const rows = await query.orderBy('sortCode').execute();
  return rows.flatMap((row) => (row.userId && row.objectId && wanted.has(row[column] ?? '') ? [{ userId: row.userId, objectId: row.objectId }] : []));
}

/** Each user's organisations: their organizeId list and their Organize links, once each. */
export async function organisationsOfUsers(db: Db, users: readonly { id: string; organizeId?: string | null }[]): Promise<Map<string, string[]>> {
  const result = new Map(users.map((user) => [user.id, idsOf(user.organizeId)]));
  for (const link of await organizeLinks(db, { userIds: users.map((user) => user.id) })) {
    const mine = result.get(link.userId) ?? [];
    if (!mine.includes(link.objectId)) result.set(link.userId, [...mine, link.objectId]);
  }
  return result;
}
