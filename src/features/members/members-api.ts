import { request } from '../../lib/request/request.ts';

/** What has members (contract §8 UserRelation): the server keeps them as the users' links of this type. */
export type MemberObjectType = 'Role' | 'Position' | 'Group';

/** One member as the dialog lists them; a user just picked carries their department as `organize`. */
export interface Member {
  id: string;
  account: string;
  realName: string;
  organize: string;
}

/** One node of the organisation tree (GET Organize/Department/Selector/0). */
export interface OrganisationNode {
  id: string;
  fullName: string;
  children?: OrganisationNode[];
}

/** The members of a role, position or group (`GET /api/permission/UserRelation/{objectId}`). */
export async function loadMembers(objectId: string): Promise<Member[]> {
  const answer = await request<{ ids: string[]; list?: Member[] }>({ url: `/api/permission/UserRelation/${encodeURIComponent(objectId)}` });
  return answer.data?.list ?? [];
}

/** Sets the members in one call (`POST /api/permission/UserRelation/{objectId}`); answers the server's message. */
export async function saveMembers(objectId: string, objectType: MemberObjectType, userIds: string[]): Promise<string> {
  const answer = await request({ url: `/api/permission/UserRelation/${encodeURIComponent(objectId)}`, method: 'POST', data: { objectType, userIds } });
  return answer.msg ?? '';
}

/** Companies and departments as a tree, for choosing where to look for users. */
export async function loadOrganisations(): Promise<OrganisationNode[]> {
  return (await request<{ list: OrganisationNode[] }>({ url: '/api/permission/Organize/Department/Selector/0' })).data?.list ?? [];
}

interface SelectorNode {
  id: string;
  type: string;
  account?: string;
  realName?: string;
  department?: string;
}

/**
 * One page of the enabled users directly in an organisation, or matching a keyword there
 * (`POST /api/permission/Users/ImUser/Selector/{organizeId}`, '0' with a keyword: everywhere).
 * The answer's organisation nodes are the picker tree's business, not the list's.
 */
export async function loadUsers(organizeId: string, query: { keyword: string; currentPage: number; pageSize: number }) {
  const answer = await request<{ list: SelectorNode[]; pagination: { total: number } }>({
    url: `/api/permission/Users/ImUser/Selector/${encodeURIComponent(organizeId)}`,
    method: 'POST',
    data: query,
  });
  const list = (answer.data?.list ?? [])
    .filter((node) => node.type === 'user')
    .map((node): Member => ({ id: node.id, account: node.account ?? '', realName: node.realName ?? '', organize: node.department ?? '' }));
  return { list, total: answer.data?.pagination.total ?? 0 };
}
