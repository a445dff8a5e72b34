import type { Db } from '../../core/db/database.ts';

/** Unread message counts by type (1 notice, 2 flow, 3 system, 4 schedule) for initMessage. */
export async function unreadCounts(db: Db, userId: string) {
  const rows = await db
    .selectFrom('base_message_receive as r')
    .innerJoin('base_message as m', 'm.id', 'r.messageId')
    .select(['m.type', (eb) => eb.fn.countAll<number>().as('count')])
    .where('r.userId', '=', userId)
    .where('r.isRead', '=', 0)
    .groupBy('m.type')
    .execute();
  const byType = new Map(rows.map((r) => [Number(r.type), Number(r.count)]));
  const notice = byType.get(1) ?? 0;
  const flow = byType.get(2) ?? 0;
  const system = byType.get(3) ?? 0;
  const schedule = byType.get(4) ?? 0;
  return {
    unreadNoticeCount: notice,
    unreadMessageCount: flow,
    unreadSystemMessageCount: system,
    unreadScheduleCount: schedule,
    unreadTotalCount: notice + flow + system + schedule,
  };
}
