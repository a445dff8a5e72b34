import type { Db } from '../../core/db/database.ts';

const HOUR = 3_600_000;

/**
 * A few messages so the bell, the message drawer, the notice page and the chat have something
 * to show on a fresh demo database (the offline demo answers these calls 409); one notice
 * is for everyone, so the public portal has something to show. Only admin receives messages: the other accounts start with an empty inbox, which the sign-in and
 * password tests rely on.
 */
export function demoMessageRows(now: number) {
  const notice = {
    type: 1,
    flowType: null,
    files: '[]',
    category: '1',
    toUserIds: 'user-admin',
    coverImage: '',
    remindCategory: null,
    sendConfigId: '',
    expirationTime: null,
    releaseUserId: 'user-admin',
    creatorUserId: 'user-admin',
    lastModifyTime: null,
    lastModifyUserId: null,
  };
  const messages = [
    {
      ...notice,
      id: 'demo-notice-typhoon',
      title: '台风天气作业安排',
      bodyText: '<p>受台风影响，<strong>明日 8:00–18:00</strong> 暂停集装箱装卸作业，请各部门提前做好准备。</p>',
      excerpt: '受台风影响，明日 8:00–18:00 暂停集装箱装卸作业，请各部门提前做好准备。',
      enabledMark: 1,
      releaseTime: now - 2 * HOUR,
      creatorTime: now - 3 * HOUR,
    },
    {
      // Addressed to nobody in particular: a notice for everyone, which the public portal shows.
      ...notice,
      id: 'demo-notice-public',
      toUserIds: '',
      title: '港区开放日通知',
      bodyText: '<p>本周六 9:00–16:00 港区开放日，欢迎预约参观集装箱码头。</p>',
      excerpt: '本周六 9:00–16:00 港区开放日，欢迎预约参观集装箱码头。',
      enabledMark: 1,
      releaseTime: now - 5 * HOUR,
      creatorTime: now - 6 * HOUR,
    },
    {
      ...notice,
      id: 'demo-notice-draft',
      title: '年度安全生产检查（草稿）',
      bodyText: '<p>检查安排待定。</p>',
      excerpt: '检查安排待定。',
      enabledMark: 0,
      releaseUserId: null,
      releaseTime: null,
      creatorTime: now - HOUR,
    },
    {
      ...notice,
      id: 'demo-system-welcome',
      type: 3,
      category: '',
      title: '欢迎使用港口供应链平台',
      bodyText: '<p>消息中心会提醒您公告、流程、系统消息与日程。</p>',
      excerpt: '消息中心会提醒您公告、流程、系统消息与日程。',
      enabledMark: 1,
      releaseUserId: null,
      creatorUserId: null,
      releaseTime: now - 24 * HOUR,
      creatorTime: now - 24 * HOUR,
    },
  ];
  const receives = [
    { id: 'demo-receive-typhoon-admin', messageId: 'demo-notice-typhoon', userId: 'user-admin', isRead: 0, readTime: null },
    { id: 'demo-receive-welcome-admin', messageId: 'demo-system-welcome', userId: 'user-admin', isRead: 1, readTime: now - 23 * HOUR },
  ];
  const sent = now - 30 * 60_000;
  const chat = [
    {
      id: `${sent}000001demo01`,
      sendUserId: 'user-manager',
      receiveUserId: 'user-admin',
      sendTime: sent,
      receiveTime: null,
      content: '码头三号泊位的调度计划已更新，请查看。',
      contentType: 'text',
      state: 0,
      sendDeleteMark: 0,
      receiveDeleteMark: 0,
    },
  ];
  const replies = [
    ['user-admin', 'user-manager'],
    ['user-manager', 'user-admin'],
  ].map(([userId, peerUserId]) => ({ id: `demo-reply-${userId}`, userId, peerUserId, latestTime: sent, deleteMark: 0 }));
  return { messages, receives, chat, replies };
}

export async function loadDemoMessages(db: Db): Promise<void> {
  const rows = demoMessageRows(Date.now());
  await db.insertInto('base_message').values(rows.messages).execute();
  await db.insertInto('base_message_receive').values(rows.receives).execute();
  await db.insertInto('base_im_content').values(rows.chat).execute();
  await db.insertInto('base_im_reply').values(rows.replies).execute();
}
