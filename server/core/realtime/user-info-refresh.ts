import type { Db } from '../db/database.ts';
import type { FanOut } from './fan-out.ts';
import { pushToUsers } from './push.ts';

/**
 * The push title after which an open page reloads its user info (spec shell §7: "a user-info
 * refresh follows a push titled as cloud platform data"; FE347 and src/features/messages both react
 * to it), so the menu and the permission list follow a change without signing in again.
 */
export const USER_INFO_PUSH_TITLE = '云平台数据';

/** Something a user holds grants through, or the user: as base_user_relation and base_authorize name them. */
export interface Holder {
  objectType: string;
  objectId: string;
}

/** The users a change of these holders reaches: a user itself, the members of a role, position or group. */
export async function usersOfHolders(db: Db, holders: readonly Holder[]): Promise<string[]> {
  const users = new Set(holders.filter((holder) => holder.objectType === 'User').map((holder) => holder.objectId));
  for (const objectType of new Set(holders.map((holder) => holder.objectType).filter((type) => type !== 'User'))) {
    const ids = [...new Set(holders.filter((holder) => holder.objectType === objectType).map((holder) => holder.objectId))];
    for (let start = 0; start < ids.length; start += 500) {
      const links = await db
        .selectFrom('base_user_relation')
        .select('userId')
        .where('objectType', '=', objectType)
        .where('objectId', 'in', ids.slice(start, start + 500))
        .execute();
      for (const link of links) if (link.userId) users.add(link.userId);
    }
  }
  return [...users];
}

/**
 * Asks the open pages of these users, on every server process (the fan-out goes through Redis when
 * REDIS_URL is set), to reload their user info: a messagePush that counts no new message. Called
 * once the change is committed, so the reload reads it. A push that fails (Redis away) does not
 * undo the saved change: those pages see it at their next load, as before.
 */
export async function pushUserInfoRefresh(fanOut: FanOut, userIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(userIds)].filter(Boolean);
  if (ids.length === 0) return;
  try {
    // One frame per user: each names only its own addressee, so no member learns who else holds the role.
    const sentAt = Date.now();
    await Promise.all(
      ids.map((id) =>
        pushToUsers(fanOut, [id], {
          method: 'messagePush',
          messageType: 3,
          unreadNoticeCount: 0,
          userId: '',
          toUserId: id,
          title: USER_INFO_PUSH_TITLE,
          id: '',
          messageDefaultTime: sentAt,
        }),
      ),
    );
  } catch {
    // saved all the same; see above
  }
}
