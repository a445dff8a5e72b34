import type { Services } from '../../services.ts';
import { randomUUID } from 'node:crypto';
import { chunks } from '../../core/identity/user-labels.ts';
import { pushToUsers } from '../../core/realtime/push.ts';
import { recipientIds } from './message-schemas.ts';

export { recipientIds };

/**
 * Publishes a notice: marks it released, gives every recipient a receive row (toUserIds empty =
 * all users) and pushes messagePush to their sockets on every process. Releasing again only
 * reaches recipients without a row yet, so nobody's badge counts one notice twice.
 */
export async function releaseNotice(services: Services, id: string, releaseUserId: string): Promise<boolean> {
  const { db } = services;
  const notice = await db.selectFrom('base_message').select(['id', 'title', 'toUserIds']).where('id', '=', id).where('type', '=', 1).executeTakeFirst();
  if (!notice) return false;
  const now = Date.now();
  const listed = recipientIds(notice.toUserIds);
  const users = listed.length > 0 ? listed : (await db.selectFrom('base_user').select('id').execute()).map((row) => row.id);
  const newcomers = await db.transaction().execute(async (trx) => {
    await trx.updateTable('base_message').set({ enabledMark: 1, releaseTime: now, releaseUserId }).where('id', '=', id).execute();
    const existing = new Set((await trx.selectFrom('base_message_receive').select('userId').where('messageId', '=', id).execute()).map((row) => row.userId));
    const fresh = users.filter((userId) => !existing.has(userId));
    for (const part of chunks(fresh)) {
      await trx
        // UUIDs: thousands of rows written in one millisecond would collide as time-based ids.
        .insertInto('base_message_receive')
        .values(part.map((userId) => ({ id: randomUUID(), messageId: id, userId, isRead: 0, readTime: null })))
        .execute();
    }
    return fresh;
  });
  await pushToUsers(services.fanOut, newcomers, {
    method: 'messagePush',
    unreadNoticeCount: 1,
    messageType: 1,
    // BE36 carries the tenant id here; a single-tenant server has none.
    userId: '',
    // The notice's recipient list as stored ('' = everyone), so one frame serves every recipient.
    toUserId: notice.toUserIds ?? '',
    title: notice.title ?? '',
    id,
    messageDefaultTime: now,
  });
  return true;
}
