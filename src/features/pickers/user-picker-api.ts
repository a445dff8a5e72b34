import { request } from '../../lib/request/request.ts';
import type { PickerNode } from './picker-tree.ts';
import { conditionIsEmpty, type UserCondition } from './user-selection.ts';

/** The user picker reads 10 at a time (spec lowcode §9). */
export const USER_PAGE_SIZE = 10;

export interface UserLevel {
  list: PickerNode[];
  total: number;
}

/**
 * One page of the contacts endpoint that needs no user-management right (contract §4.9
 * POST /api/permission/Users/ImUser/Selector/{organizeId}): the organisations under it and its
 * users, or with a keyword the matching users anywhere ('0' is the top).
 */
export async function userLevel(organizeId: string, page: { keyword?: string; currentPage: number; pageSize?: number }): Promise<UserLevel> {
  const answer = await request<{ list: PickerNode[]; pagination?: { total: number } }>({
    url: `/api/permission/Users/ImUser/Selector/${encodeURIComponent(organizeId)}`,
    method: 'POST',
    data: { keyword: page.keyword ?? '', currentPage: page.currentPage, pageSize: page.pageSize ?? USER_PAGE_SIZE },
  });
  return { list: answer.data?.list ?? [], total: answer.data?.pagination?.total ?? 0 };
}

/** A whole level of the tree, page after page (an organisation's users may be more than one page). */
export async function wholeLevel(organizeId: string): Promise<PickerNode[]> {
  const all: PickerNode[] = [];
  for (let currentPage = 1; currentPage <= 100; currentPage++) {
    const { list, total } = await userLevel(organizeId, { currentPage, pageSize: 100 });
    all.push(...list);
    if (list.length === 0 || all.filter((node) => node.type === 'user').length >= total) break;
  }
  return all;
}

/** The names of stored user ids (contract §4.9 POST /api/permission/Users/getUserList). */
export async function usersByIds(ids: string[]): Promise<PickerNode[]> {
  if (ids.length === 0) return [];
  const answer = await request<{ list: PickerNode[] }>({ url: '/api/permission/Users/getUserList', method: 'POST', data: { ids } });
  return answer.data?.list ?? [];
}

/** A page of users the picker offers, however they are found (by organisation or by condition). */
export interface UserSource {
  /** the same key is the same list: a new key starts again from the first page */
  key: string;
  load: (page: { keyword: string; currentPage: number; pageSize: number }) => Promise<UserLevel>;
}

/** The users of one organisation ('0': everyone, with a keyword), through ImUser/Selector. */
export const organizeUsers = (organizeId: string): UserSource => ({ key: `organize:${organizeId}`, load: (page) => userLevel(organizeId, page) });

/** A user as UserCondition lists it: named "name/account" as the picker shows users (fullName when sent). */
type ConditionUser = Partial<PickerNode> & { id: string; realName?: string; account?: string };
const conditionUserNode = (user: ConditionUser): PickerNode => ({
  ...user,
  fullName: user.fullName ?? `${user.realName ?? ''}/${user.account ?? ''}`,
  type: 'user',
  isLeaf: true,
});

/**
 * The users a user picker's restriction allows (spec lowcode §4: by department, position, user,
 * role or group ids; contract §4.9 POST /api/permission/Users/UserCondition), a page at a time.
 * A condition listing nothing offers nobody, without asking.
 */
export function conditionUsers(condition: UserCondition): UserSource {
  return {
    key: `condition:${JSON.stringify(condition)}`,
    load: async ({ keyword, currentPage, pageSize }) => {
      if (conditionIsEmpty(condition)) return { list: [], total: 0 };
      const answer = await request<{ list: ConditionUser[]; pagination?: { total: number } }>({
        url: '/api/permission/Users/UserCondition',
        method: 'POST',
        data: { ...condition, keyword, currentPage, pageSize },
      });
      return { list: (answer.data?.list ?? []).map(conditionUserNode), total: answer.data?.pagination?.total ?? 0 };
    },
  };
}
