import { request } from '../../lib/request/request.ts';
import type { AuthorizeNode } from './tree-check.ts';

/**
 * The authorisation calls (contract §8, JNPF 3.4 AuthorizeForm): the tree of one tab with what the
 * object holds, the save of all tabs in one call, and the batch grant. Each a thin wrapper over the
 * request client, which reports a failure itself; the URLs get its 100 s timeout (contract §1.1).
 */

/** Whose permissions are edited. */
export type AuthorizeObjectType = 'Role' | 'Position' | 'User';

/** The tabs with a tree, in the order they are filled: each asks for its tree with the previous tab's choice. */
export const TREE_KINDS = ['system', 'module', 'button', 'column', 'form', 'resource'] as const;
export type AuthorizeKind = (typeof TREE_KINDS)[number];

/** One tab's tree, the ids the object holds in it, and every selectable id. */
export interface AuthorizeValues {
  list: AuthorizeNode[];
  ids: string[];
  all: string[];
}

/** What is granted: the systems, menus, and the items of each kind (buttons, list columns, form fields, data-permission schemes). */
export interface AuthorizeGrants {
  systemIds: string[];
  module: string[];
  button: string[];
  column: string[];
  form: string[];
  resource: string[];
}

/** Who a batch grant goes to. */
export interface AuthorizeTargets {
  roleIds: string[];
  positionIds: string[];
  userIds: string[];
}

const BASE = '/api/permission/Authority/Data';

/**
 * One tab's tree: the systems; the menus of the systems in `moduleIds`; or the menus in `moduleIds`
 * with that kind's items as leaves.
 */
export async function fetchAuthorizeValues(
  objectId: string,
  query: { type: AuthorizeKind; moduleIds: string; objectType: AuthorizeObjectType },
): Promise<AuthorizeValues> {
  const body = { type: query.type, objectType: query.objectType, ...(query.type === 'system' ? {} : { moduleIds: query.moduleIds }) };
  const answer = await request<Partial<AuthorizeValues>>({ url: `${BASE}/${encodeURIComponent(objectId)}/Values`, method: 'POST', data: body });
  return { list: answer.data?.list ?? [], ids: answer.data?.ids ?? [], all: answer.data?.all ?? [] };
}

/** Saves every tab of one object at once; answers the server's message. */
export async function saveAuthority(objectId: string, objectType: AuthorizeObjectType, grants: AuthorizeGrants): Promise<string> {
  const answer = await request({ url: `${BASE}/${encodeURIComponent(objectId)}`, method: 'PUT', data: { objectType, ...grants } });
  return answer.msg ?? '';
}

/** Adds the grants to every chosen role, position and user; answers the server's message. */
export async function saveBatchAuthority(targets: AuthorizeTargets, grants: AuthorizeGrants): Promise<string> {
  const answer = await request({ url: `${BASE}/Batch`, method: 'POST', data: { ...targets, ...grants } });
  return answer.msg ?? '';
}
