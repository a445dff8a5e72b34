import { randomUUID } from 'node:crypto';
import type { Services } from '../../services.ts';
import { pushToUsers } from '../../core/realtime/push.ts';

/** Body types of a schedule message: 1 a new or changed event, 3 a deleted one (the client will not open it). */
export type ScheduleMessageKind = 1 | 3;

/**
 * Tells an event's participants about it with a schedule message (type 4), on every process.
 * The body is the JSON the message centre routes by: the event id, its series and the kind.
 */
export async function notifyParticipants(
  services: Services,
  event: { id: string; groupId: string | null; title: string },
  userIds: string[],
  kind: ScheduleMessageKind,
  senderId: string,
): Promise<void> {
  const recipients = [...new Set(userIds)].filter((id) => id !== senderId);
  if (recipients.length === 0) return;
  const now = Date.now();
  const messageId = randomUUID();
  await services.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('base_message')
      .values({
        id: messageId,
        type: 4,
        title: event.title,
        bodyText: JSON.stringify({ id: event.id, groupId: event.groupId ?? '', type: kind }),
        excerpt: event.title,
        files: '[]',
        flowType: null,
        category: 'schedule',
        toUserIds: recipients.join(','),
        coverImage: null,
        expirationTime: null,
        enabledMark: 1,
        releaseUserId: senderId,
        releaseTime: now,
        creatorTime: now,
        creatorUserId: senderId,
        lastModifyTime: null,
        lastModifyUserId: null,
      })
      .execute();
    await trx
      .insertInto('base_message_receive')
      .values(recipients.map((userId) => ({ id: randomUUID(), messageId, userId, isRead: 0, readTime: null })))
      .execute();
  });
  await pushToUsers(services.fanOut, recipients, {
    method: 'messagePush',
    messageType: 4,
    userId: '',
    toUserId: recipients.join(','),
    title: event.title,
    id: messageId,
    messageDefaultTime: now,
  });
}
