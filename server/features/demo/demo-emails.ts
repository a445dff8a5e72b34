import type { Db } from '../../core/db/database.ts';

const HOUR = 3_600_000;

/**
 * A few mails between demo users, so the mailbox (工作流程 › 邮件) and the dashboard's unread mail
 * have something to show: manager writes to admin (one unread, one read and starred), admin
 * answers with staff in copy, and admin keeps a draft.
 */
export function demoEmailRows(now: number) {
  const mail = { cc: '', bcc: '', attachment: '[]', deleteMark: 0 };
  const sends = [
    {
      ...mail,
      id: 'demo-mail-berth-plan',
      userId: 'user-manager',
      recipient: 'admin',
      subject: '三号泊位本周调度计划',
      bodyText: '<p>您好：</p><p>三号泊位本周的调度计划已更新，<strong>周四 14:00</strong> 起安排两艘集装箱船靠泊，请审阅。</p>',
      state: 1,
      sendTime: now - 2 * HOUR,
      creatorTime: now - 2 * HOUR,
      lastModifyTime: now - 2 * HOUR,
    },
    {
      ...mail,
      id: 'demo-mail-safety',
      userId: 'user-manager',
      recipient: 'admin',
      subject: '堆场安全检查结果',
      bodyText: '<p>上周堆场安全检查已完成，发现的两处隐患均已整改完毕。</p>',
      state: 1,
      sendTime: now - 26 * HOUR,
      creatorTime: now - 26 * HOUR,
      lastModifyTime: now - 26 * HOUR,
    },
    {
      ...mail,
      id: 'demo-mail-reply',
      userId: 'user-admin',
      recipient: 'manager',
      cc: 'staff',
      subject: '回复：堆场安全检查结果',
      bodyText: '<p>收到，辛苦了。请操作部继续跟进整改记录。</p>',
      state: 1,
      sendTime: now - 25 * HOUR,
      creatorTime: now - 25 * HOUR,
      lastModifyTime: now - 25 * HOUR,
    },
    {
      ...mail,
      id: 'demo-mail-draft',
      userId: 'user-admin',
      recipient: 'manager',
      subject: '月度作业报表（草稿）',
      bodyText: '<p>本月作业量统计如下：</p>',
      state: 0,
      sendTime: null,
      creatorTime: now - 3 * HOUR,
      lastModifyTime: now - 3 * HOUR,
    },
  ];
  const receive = (id: string, mailId: string, userId: string, receiveTime: number, read: boolean, starred = 0) => ({
    id,
    mailId,
    userId,
    isRead: read ? 1 : 0,
    readTime: read ? receiveTime + HOUR : null,
    starred,
    deleteMark: 0,
    receiveTime,
  });
  const receives = [
    receive('demo-mail-berth-plan-admin', 'demo-mail-berth-plan', 'user-admin', now - 2 * HOUR, false),
    receive('demo-mail-safety-admin', 'demo-mail-safety', 'user-admin', now - 26 * HOUR, true, 1),
    receive('demo-mail-reply-manager', 'demo-mail-reply', 'user-manager', now - 25 * HOUR, true),
    receive('demo-mail-reply-staff', 'demo-mail-reply', 'user-staff', now - 25 * HOUR, false),
  ];
  return { sends, receives };
}

export async function loadDemoEmails(db: Db): Promise<void> {
  const rows = demoEmailRows(Date.now());
  await db.insertInto('base_email_send').values(rows.sends).execute();
  await db.insertInto('base_email_receive').values(rows.receives).execute();
}
