import { toTree, withoutSubtree } from '../../../common/tree.ts';
import { pagingProperties } from '../../core/http/paging.ts';
import type {
  GroupRow as GroupTableRow,
  OrganizeRow as OrganizeTableRow,
  PositionRow as PositionTableRow,
  RoleRow as RoleTableRow,
  UserRow as UserTableRow,
} from '../../../common/generated/index.ts';

/**
 * The selector trees of the two-pane pickers built from plain rows (contract §4.5–4.9, spec
 * lowcode §3 "Tree node"), shared by the server routes (picker-selector-routes.ts,
 * im-user-selector-routes.ts).
 */

/** The id of the role tree's global node (spec lowcode §9). */
export const GLOBAL_ROLE_NODE = '1';

/** The id and the columns a tree reads (a route may select fewer), of a generated row type (common/generated). */
type Columns<T extends { id: string }, K extends keyof T> = Pick<T, 'id'> & Partial<Pick<T, K>>;
export type OrganizeRow = Columns<OrganizeTableRow, 'parentId' | 'fullName' | 'enCode' | 'type'>;
export type PositionRow = Columns<PositionTableRow, 'organizeId' | 'fullName' | 'enCode'>;
export type RoleRow = Columns<RoleTableRow, 'fullName' | 'enCode' | 'globalMark' | 'organizeIdsTree'>;
export type GroupRow = Columns<GroupTableRow, 'type' | 'fullName' | 'enCode'>;
export interface GroupTypeRow {
  id: string;
  fullName?: string | null;
}
export type UserRow = Columns<UserTableRow, 'account' | 'realName' | 'headIcon'>;

interface Node {
  id: string;
  parentId: string;
  fullName: string;
  type: string;
  icon: string;
  enCode?: string;
  /** unique within the tree when one record shows under several parents (a role bound to two organisations) */
  onlyId: string;
}

const ORG_ICONS: Record<string, string> = { company: 'icon-ym icon-ym-tree-organization3', department: 'icon-ym icon-ym-tree-department1' };

/** Enabled organisations, in the order the caller read them, as tree nodes. */
function organisationNodes(rows: OrganizeRow[]): Node[] {
  return rows.map((row) => {
    const type = row.type === 'company' ? 'company' : 'department';
    return {
      id: row.id,
      parentId: String(row.parentId ?? '-1'),
      fullName: row.fullName ?? '',
      enCode: row.enCode ?? '',
      type,
      icon: ORG_ICONS[type] ?? '',
      onlyId: row.id,
    };
  });
}

/** Only the organisation branches that lead to at least one leaf record (a position, a role). */
function keepBranchesWith(organisations: Node[], leaves: Node[]): Node[] {
  const byId = new Map(organisations.map((node) => [node.id, node]));
  const kept = new Set<string>();
  for (const leaf of leaves) {
    for (let cursor = byId.get(leaf.parentId); cursor && !kept.has(cursor.id); cursor = byId.get(cursor.parentId)) kept.add(cursor.id);
  }
  return organisations.filter((node) => kept.has(node.id));
}

/** Nests by onlyId, since a record may sit under more than one parent. */
function nest(nodes: Node[]) {
  return toTree(nodes.map((node) => ({ ...node, id: node.onlyId, recordId: node.id }))).map(function restore(node): Record<string, unknown> {
    const { recordId, children, ...rest } = node as typeof node & { children?: (typeof node)[] };
    return { ...rest, id: recordId, isLeaf: !children?.length, ...(children?.length ? { children: children.map(restore) } : {}) };
  });
}

/** A role's organizeIdsTree, stored as JSON text or held as an array. */
export function parsePaths(value: unknown): string[][] {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? parsed.filter(Array.isArray).map((path) => (path as unknown[]).map(String)) : [];
  } catch {
    return [];
  }
}

/** Departments with the companies above them, without the given node and its subtree. */
export function departmentTree(organisations: OrganizeRow[], without: string) {
  return nest(withoutSubtree(organisationNodes(organisations), without));
}

/** Organisations with their positions beneath them; branches without positions left out (contract §4.6). */
export function positionTree(organisations: OrganizeRow[], rows: PositionRow[]) {
  const positions: Node[] = rows.map((row) => ({
    id: row.id,
    parentId: String(row.organizeId),
    fullName: row.fullName ?? '',
    enCode: row.enCode ?? '',
    type: 'position',
    icon: 'icon-ym icon-ym-tree-position1',
    onlyId: row.id,
  }));
  return nest([...keepBranchesWith(organisationNodes(organisations), positions), ...positions]);
}

/**
 * Global roles under node '1'; organisation roles under each organisation they are bound to
 * (the last id of each organizeIdsTree path); roles bound nowhere at the top (contract §4.5).
 */
export function roleTree(organisationRows: OrganizeRow[], rows: RoleRow[], language: string | undefined) {
  const organisations = organisationNodes(organisationRows);
  const known = new Set(organisations.map((node) => node.id));
  const roles: Node[] = [];
  for (const row of rows) {
    const base = { id: row.id, fullName: row.fullName ?? '', enCode: row.enCode ?? '', type: 'role', icon: 'icon-ym icon-ym-generator-role' };
    if (row.globalMark === 1) {
      roles.push({ ...base, parentId: GLOBAL_ROLE_NODE, onlyId: `${GLOBAL_ROLE_NODE}--${row.id}` });
      continue;
    }
    const bound = [
      ...new Set(
        parsePaths(row.organizeIdsTree)
          .map((path) => path[path.length - 1] ?? '')
          .filter((id) => known.has(id)),
      ),
    ];
    if (bound.length === 0) roles.push({ ...base, parentId: '-1', onlyId: row.id });
    for (const organizeId of bound) roles.push({ ...base, parentId: organizeId, onlyId: `${organizeId}--${row.id}` });
  }
  const globalName = language?.startsWith('en') ? 'Global' : '全局';
  const globalNode: Node = {
    id: GLOBAL_ROLE_NODE,
    parentId: '-1',
    fullName: globalName,
    type: 'global',
    icon: 'icon-ym icon-ym-global-role',
    onlyId: GLOBAL_ROLE_NODE,
  };
  const organisationRoles = roles.filter((role) => role.parentId !== GLOBAL_ROLE_NODE);
  return nest([
    globalNode,
    ...roles.filter((role) => role.parentId === GLOBAL_ROLE_NODE),
    ...keepBranchesWith(organisations, organisationRoles),
    ...organisationRoles,
  ]);
}

/** Group types (dictionary groupType) that hold groups, with their groups; a group of an unknown type at the top (contract §4.8). */
export function groupTree(types: GroupTypeRow[], rows: GroupRow[]) {
  const groups: Node[] = rows.map((row) => ({
    id: row.id,
    parentId: String(row.type ?? ''),
    fullName: row.fullName ?? '',
    enCode: row.enCode ?? '',
    type: 'group',
    icon: 'icon-ym icon-ym-generator-group1',
    onlyId: row.id,
  }));
  const typeNodes: Node[] = types
    .filter((type) => groups.some((group) => group.parentId === type.id))
    .map((type) => ({
      id: type.id,
      parentId: '-1',
      fullName: type.fullName ?? '',
      type: 'groupType',
      icon: 'icon-ym icon-ym-tree-organization3',
      onlyId: type.id,
    }));
  const known = new Set(typeNodes.map((node) => node.id));
  return nest([...typeNodes, ...groups.map((group) => (known.has(group.parentId) ? group : { ...group, parentId: '-1' }))]);
}

/** An organisation as the user picker's tree shows it: a branch opened level by level. */
export function organisationLevelNode(row: OrganizeRow) {
  return { id: row.id, fullName: row.fullName ?? '', type: row.type === 'company' ? 'company' : 'department', icon: '', isLeaf: false, hasChildren: true };
}

/** A user as the user picker shows and stores it: "name/account" (spec lowcode §2). */
export function userNode(row: UserRow & { department?: string | null }) {
  return {
    id: row.id,
    fullName: `${row.realName ?? ''}/${row.account ?? ''}`,
    realName: row.realName ?? '',
    account: row.account ?? '',
    headIcon: row.headIcon ?? '',
    department: row.department ?? '',
    type: 'user',
    isLeaf: true,
    hasChildren: false,
  };
}

/** Whether a user's organizeId (comma-joined when several, contract §4.9) holds the organisation. */
export function belongsTo(organizeId: string | null | undefined, organisation: string): boolean {
  return String(organizeId ?? '')
    .split(',')
    .includes(organisation);
}

/** A stored user id named for a picker's field (contract §4.9 POST /getUserList). */
export function namedUser(row: UserRow) {
  return {
    id: row.id,
    fullName: `${row.realName ?? ''}/${row.account ?? ''}`,
    realName: row.realName ?? '',
    account: row.account ?? '',
    headIcon: row.headIcon ?? '',
    type: 'user',
  };
}

/** The user selector's body (contract §4.9); the picker asks for 10 at a time, 100 is plenty for any caller. */
export const userSelectorBody = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    ...pagingProperties(100),
  },
} as const;

const idList = { type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 64 } } as const;
/** getUserList's body: `ids` (contract §4.9), or `userId` as spec §7 names it. */
export const userListBody = { type: 'object', properties: { ids: idList, userId: idList } } as const;
