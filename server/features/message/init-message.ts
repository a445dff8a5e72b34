import type { Db } from '../../core/db/database.ts';
import type { ChatStore } from './chat-store.ts';
import { unreadCounts } from './unread-counts.ts';

/**
 * Users signed in anywhere: a live session in the shared database. Sessions rather than
 * sockets, because the database is what every process sees; JNPF's online-user list is
 * session-based too.
 */
async function onlineUsers(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('base_user_session')
    .select('userId')
    .distinct()
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', Date.now())
    .execute();
  return rows.map((row) => row.userId ?? '').filter(Boolean);
}

/** The newest message in the user's inbox, shown under the bell (messageDefaultText/Time). */
async function newestMessage(db: Db, userId: string) {
  return db
    .selectFrom('base_message_receive as r')
    .innerJoin('base_message as m', 'm.id', 'r.messageId')
    .select(['m.title', 'm.releaseTime'])
    .where('r.userId', '=', userId)
    .orderBy('m.releaseTime', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The initMessage frame answering OnConnection (contract §5.3). */
export async function initMessage(db: Db, store: ChatStore, userId: string) {
  const [online, unreadNums, counts, newest] = await Promise.all([
    onlineUsers(db),
    store.unreadNums(userId),
    unreadCounts(db, userId),
    newestMessage(db, userId),
  ]);
  return {
    method: 'initMessage',
    userId,
    onlineUsers: online,
    unreadNums,
    ...counts,
    messageDefaultText: newest?.title ?? '',
    messageDefaultTime: newest?.releaseTime ?? null,
  };
}
