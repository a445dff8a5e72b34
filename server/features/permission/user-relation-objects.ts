import type { Db } from '../../core/db/database.ts';

/** What has members through base_user_relation and a member dialog (contract §8 UserRelation). */
export const MEMBER_OBJECT_TYPES = ['Role', 'Position', 'Group'] as const;
export type MemberObjectType = (typeof MEMBER_OBJECT_TYPES)[number];

/** The page (menu permission code) whose holders read and change each kind's members. */
export const MEMBER_PAGES: Record<MemberObjectType, string> = {
  Role: 'permission.role',
  Position: 'permission.position',
  Group: 'permission.group',
};

/** A role, position or group whose members are read or set, with what the member rules read of it. */
export type MemberObject =
  | { type: 'Role'; id: string; fullName: string; globalMark: number | null; organizeIdsTree: string | null }
  | { type: 'Position'; id: string; fullName: string; organizeId: string | null }
  | { type: 'Group'; id: string; fullName: string };

/**
 * The role, position or group with this id, or null. The route's path carries the id alone (the
 * GET has no objectType), so the record's own table says what it is and which page guards it.
 */
export async function findMemberObject(db: Db, id: string): Promise<MemberObject | null> {
  const role = await db.selectFrom('base_role').select(['id', 'fullName', 'globalMark', 'organizeIdsTree']).where('id', '=', id).executeTakeFirst();
  if (role) return { type: 'Role', ...role, fullName: role.fullName ?? role.id };
  const position = await db.selectFrom('base_position').select(['id', 'fullName', 'organizeId']).where('id', '=', id).executeTakeFirst();
  if (position) return { type: 'Position', ...position, fullName: position.fullName ?? position.id };
  const group = await db.selectFrom('base_group').select(['id', 'fullName']).where('id', '=', id).executeTakeFirst();
  if (group) return { type: 'Group', id: group.id, fullName: group.fullName ?? group.id };
  return null;
}
