import type { Db } from '../../core/db/database.ts';
import type { PageResult } from '../../core/http/envelope.ts';
import { idsOf } from '../../core/identity/rank.ts';
import { organisationsOfUsers, organizeLinks, type OrganisationIndex } from './user-query-organisations.ts';

/**
 * Users as the user queries of contract §4.9 answer them: enabled accounts only, read with the few
 * columns a picker shows (never a password hash, a phone number or a sign-in record), in the order
 * the user lists use (sortCode, then account). No HTTP here.
 */

export interface PersonRow {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  gender: number | null;
  organizeId: string;
}

export interface PersonFilter {
  /** matched against account and name */
  keyword?: string;
  /** only these users */
  ids?: readonly string[];
  /** only the users whose direct manager this is */
  managerId?: string;
}

/** The enabled users the filter names, in list order. */
export async function enabledPeople(db: Db, filter: PersonFilter = {}): Promise<PersonRow[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  let query = db.selectFrom('base_user').select(['id', 'account', 'realName', 'headIcon', 'gender', 'organizeId']).where('enabledMark', '=', 1);
  const keyword = filter.keyword?.trim().toLowerCase();
  // lower() on both sides: PostgreSQL's like tells cases apart, SQLite's does not.
  if (keyword)
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['account']), 'like', `%${keyword}%`), eb(eb.fn('lower', ['realName']), 'like', `%${keyword}%`)]));
  if (filter.ids) query = query.where('id', 'in', [...new Set(filter.ids)]);
  if (filter.managerId) query = query.where('managerId', '=', filter.managerId);
  const rows = await query.orderBy('sortCode').orderBy('account').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    account: row.account ?? '',
    realName: row.realName ?? '',
    headIcon: row.headIcon ?? '',
    gender: row.gender ?? null,
    organizeId: row.organizeId ?? '',
  }));
}

/** The people of the list who belong to at least one of the organisations (directly, not below them). */
export async function membersOf(db: Db, people: readonly PersonRow[], organisations: ReadonlySet<string>): Promise<PersonRow[]> {
  if (organisations.size === 0 || people.length === 0) return [];
  const linked = new Set((await organizeLinks(db, { objectIds: [...organisations] })).map((link) => link.userId));
  return people.filter((person) => linked.has(person.id) || idsOf(person.organizeId).some((id) => organisations.has(id)));
}

/** A user as the pickers' lists show one (JNPF UserIdListVo): "name/account" and the organisations' paths. */
export interface DescribedPerson {
  id: string;
  fullName: string;
  realName: string;
  account: string;
  headIcon: string;
  /** each organisation as its path of names, several joined by ',' */
  organize: string;
  type: 'user';
}

export async function describePeople(db: Db, index: OrganisationIndex, people: readonly PersonRow[]): Promise<DescribedPerson[]> {
  const belongs = await organisationsOfUsers(db, people);
  return people.map((person) => ({
    id: person.id,
    fullName: `${person.realName}/${person.account}`,
    realName: person.realName,
    account: person.account,
    headIcon: person.headIcon,
    organize: (belongs.get(person.id) ?? [])
      .filter((id) => index.get(id))
      .map((id) => index.pathName(id))
      .join(','),
    type: 'user',
  }));
}

/** A user as a leaf of the member trees (JNPF UserByRoleVO). */
export const personNode = (person: DescribedPerson, parentId: string) => ({
  id: person.id,
  parentId,
  fullName: person.fullName,
  enabledMark: 1,
  headIcon: person.headIcon,
  organize: person.organize,
  icon: 'icon-ym icon-ym-tree-user2',
  type: 'user' as const,
  isLeaf: true,
  hasChildren: false,
});

/** One page of an already ordered list (contract §1.3: total counts records). */
export function pageOf<T>(rows: readonly T[], currentPage: number, pageSize: number): PageResult<T> {
  return { list: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize), pagination: { currentPage, pageSize, total: rows.length } };
}
