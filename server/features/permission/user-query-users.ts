import type { Db } from '../../core/db/database.ts';
import type { PageResult } from '../../core/http/envelope.ts';
import { ORGANISATION_ICONS, organisationIndex, organisationsOfUsers, type OrganisationIndex } from './user-query-organisations.ts';
import { describePeople, enabledPeople, membersOf, pageOf, type DescribedPerson, type PersonRow } from './user-query-people.ts';

/**
 * The user reads any signed-in user may make (contract §4.9, spec lowcode §7 "Users"): every enabled
 * user, the organisation tree with its users, one's subordinates, one organisation's users, the
 * users a picker's stored values stand for, and the users of the external (logistics) companies.
 * Names and organisations only. No HTTP here; the routes are user-query-routes.ts.
 */

/** GET /Users/All (JNPF UserAllVO): every enabled user. quickQuery (JNPF's pinyin initials) is not kept here, so it is ''. */
export async function allUsers(db: Db) {
  return (await enabledPeople(db)).map((person) => ({
    id: person.id,
    account: person.account,
    realName: person.realName,
    fullName: `${person.realName}/${person.account}`,
    headIcon: person.headIcon,
    gender: person.gender,
    quickQuery: '',
  }));
}

interface SelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  type: string;
  icon: string;
  hasChildren: boolean;
  isLeaf: boolean;
  children?: SelectorNode[];
}

/**
 * GET /Users/Selector: the enabled companies and departments as a tree, each with its enabled users
 * ("name/account") after its sub-organisations; a user in several organisations shows under each.
 * An organisation whose parent is disabled or missing is a root.
 */
export async function userSelectorTree(db: Db): Promise<SelectorNode[]> {
  const index = await organisationIndex(db);
  const enabled = index.all.filter((organisation) => organisation.enabled);
  const shown = new Set(enabled.map((organisation) => organisation.id));
  const people = await enabledPeople(db);
  const belongs = await organisationsOfUsers(db, people);
  const usersIn = new Map<string, PersonRow[]>();
  for (const person of people) for (const id of belongs.get(person.id) ?? []) if (shown.has(id)) usersIn.set(id, [...(usersIn.get(id) ?? []), person]);

  const build = (id: string, seen: ReadonlySet<string>): SelectorNode => {
    const organisation = index.get(id);
    const inner = new Set([...seen, id]);
    const children: SelectorNode[] = [
      ...index
        .childrenOf(id)
        .filter((child) => shown.has(child.id) && !inner.has(child.id))
        .map((child) => build(child.id, inner)),
      ...(usersIn.get(id) ?? []).map((person) => ({
        id: person.id,
        parentId: id,
        fullName: `${person.realName}/${person.account}`,
        type: 'user',
        icon: 'icon-ym icon-ym-tree-user2',
        hasChildren: false,
        isLeaf: true,
      })),
    ];
    const type = organisation?.type ?? 'department';
    return {
      id,
      parentId: organisation?.parentId ?? '-1',
      fullName: organisation?.fullName ?? '',
      type,
      icon: ORGANISATION_ICONS[type],
      hasChildren: children.length > 0,
      isLeaf: children.length === 0,
      ...(children.length > 0 ? { children } : {}),
    };
  };
  return enabled.filter((organisation) => !shown.has(organisation.parentId)).map((organisation) => build(organisation.id, new Set()));
}

/** POST /Users/getSubordinates: the enabled users whose direct manager the caller is (not theirs in turn). */
export async function subordinates(db: Db, userId: string, keyword: string): Promise<DescribedPerson[]> {
  return describePeople(db, await organisationIndex(db), await enabledPeople(db, { managerId: userId, keyword }));
}

/** GET /Users/getOrganization: the enabled users directly in an organisation; '0' is the caller's own organisations. */
export async function organisationUsers(db: Db, userId: string, organizeId: string, keyword: string): Promise<DescribedPerson[]> {
  let organisations = [organizeId];
  if (organizeId === '0') {
    const caller = await db.selectFrom('base_user').select(['id', 'organizeId']).where('id', '=', userId).executeTakeFirst();
    organisations = caller ? ((await organisationsOfUsers(db, [caller])).get(caller.id) ?? []) : [];
  }
  const people = await membersOf(db, await enabledPeople(db, { keyword }), new Set(organisations));
  return describePeople(db, await organisationIndex(db), people);
}

/** The relation kind (base_user_relation.objectType) of each value type a picker stores as "id--type". */
const RELATION_TYPES: Record<string, string> = { role: 'Role', position: 'Position', group: 'Group' };
const ORGANISATION_TYPES = new Set(['company', 'department', 'organize']);

/**
 * The users a picker's stored values stand for (JNPF getUserIdList): a plain id or "id--user" is
 * that user, "id--company|department|organize" the users directly in that organisation,
 * "id--role|position|group" its members. Unknown types stand for nobody.
 */
async function usersNamedBy(db: Db, values: readonly string[]): Promise<Set<string>> {
  const users = new Set<string>();
  const organisations = new Set<string>();
  const related: { objectType: string; objectId: string }[] = [];
  for (const value of values) {
    const cut = value.lastIndexOf('--');
    const id = cut < 0 ? value : value.slice(0, cut);
    const type = cut < 0 ? 'user' : value.slice(cut + 2).toLowerCase();
    if (!id) continue;
    if (type === 'user') users.add(id);
    else if (ORGANISATION_TYPES.has(type)) organisations.add(id);
    else if (RELATION_TYPES[type]) related.push({ objectType: RELATION_TYPES[type], objectId: id });
  }
  if (organisations.size > 0) {
    const inOrganisations = await membersOf(db, await enabledPeople(db), organisations);
    for (const person of inOrganisations) users.add(person.id);
  }
  for (const objectType of new Set(related.map((entry) => entry.objectType))) {
    const ids = related.filter((entry) => entry.objectType === objectType).map((entry) => entry.objectId);
    const links = await db.selectFrom('base_user_relation').select('userId').where('objectType', '=', objectType).where('objectId', 'in', ids).execute();
    for (const link of links) if (link.userId) users.add(link.userId);
  }
  return users;
}

export interface Paging {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

/** POST /Users/getSelectedUserList: a page of the enabled users the stored values stand for (a restricted picker's choices). */
export async function selectedUserPage(db: Db, values: readonly string[], paging: Paging): Promise<PageResult<DescribedPerson>> {
  const ids = await usersNamedBy(db, values);
  const page = pageOf(await enabledPeople(db, { ids: [...ids], keyword: paging.keyword }), paging.currentPage, paging.pageSize);
  return { ...page, list: await describePeople(db, await organisationIndex(db), page.list) };
}

/**
 * What an organisation's propertyJson says of `external` (true or 1 for yes, false or 0 for no),
 * or undefined when it says nothing. The port platform lists the carriers' and forwarders' accounts
 * apart from its own staff; neither the spec nor the JNPF sources say how such a company is told
 * apart, so it is this flag, set on the company.
 */
function externalFlag(propertyJson: string): boolean | undefined {
  try {
    const properties = JSON.parse(propertyJson) as unknown;
    if (typeof properties !== 'object' || properties === null) return undefined;
    const flag = (properties as Record<string, unknown>).external;
    if (flag === true || flag === 1 || flag === '1' || flag === 'true') return true;
    if (flag === false || flag === 0 || flag === '0' || flag === 'false') return false;
    return undefined;
  } catch {
    return undefined;
  }
}

/** Whether a company is flagged an external (logistics) company. */
export const isExternalCompany = (propertyJson: string): boolean => externalFlag(propertyJson) === true;

/**
 * The organisations whose users getWlList lists: each enabled company flagged external and what
 * lies beneath it, as far as the walk meets enabled organisations only (a disabled department
 * hides its users and everything below it, as it does in the pickers) and none that says
 * `"external": false` (a sub-company of the port's own under a carrier's group is not external).
 */
function externalOrganisations(index: OrganisationIndex): Set<string> {
  const reached = new Set<string>();
  const stack = index.all
    .filter((organisation) => organisation.type === 'company' && isExternalCompany(organisation.propertyJson))
    .map((organisation) => organisation.id);
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id) || !index.get(id)?.enabled) continue;
    reached.add(id);
    for (const child of index.childrenOf(id)) if (externalFlag(child.propertyJson) !== false) stack.push(child.id);
  }
  return reached;
}

/** GET /Users/getWlList: a page of the enabled users of the external (logistics) companies. */
export async function externalUsersPage(db: Db, paging: Paging): Promise<PageResult<DescribedPerson>> {
  const index = await organisationIndex(db);
  const people = await membersOf(db, await enabledPeople(db, { keyword: paging.keyword }), externalOrganisations(index));
  const page = pageOf(people, paging.currentPage, paging.pageSize);
  return { ...page, list: await describePeople(db, index, page.list) };
}
