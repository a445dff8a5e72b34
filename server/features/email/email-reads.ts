import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';
import type { PageResult } from '../../core/http/envelope.ts';
import { DRAFT, SENT, receivedCopy } from './email-operations.ts';
import type { EmailInfo, EmailListItem } from '../../../common/email/email-shapes.ts';

export type { EmailInfo, EmailListItem };
import type { EmailBox } from './email-schemas.ts';

/** What the mailbox lists and shows, limited to the caller's own rows (no HTTP). */

const like = (keyword: string | undefined) => (keyword?.trim() ? `%${keyword.trim()}%` : undefined);

async function receivedPage(db: Db, userId: string, starredOnly: boolean, keyword: string | undefined, currentPage: number, pageSize: number) {
  let base = db
    .selectFrom('base_email_receive as r')
    .innerJoin('base_email_send as s', 's.id', 'r.mailId')
    .leftJoin('base_user as u', 'u.id', 's.userId')
    .where('r.userId', '=', userId)
    .where('r.deleteMark', '=', 0)
    .where('s.state', '=', SENT);
  if (starredOnly) base = base.where('r.starred', '=', 1);
  const pattern = like(keyword);
  if (pattern) base = base.where((eb) => eb.or([eb('s.subject', 'like', pattern), eb('u.account', 'like', pattern), eb('u.realName', 'like', pattern)]));
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await base
    .select(['r.id', 'r.isRead', 'r.starred', 's.subject', 's.recipient', 's.attachment', 's.sendTime', 'u.account', 'u.realName'])
    .orderBy('s.sendTime', 'desc')
    .orderBy('r.id', 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const list = rows.map((row): EmailListItem => ({
    id: row.id,
    subject: row.subject ?? '',
    sender: row.account ?? '',
    senderName: row.realName ?? '',
    recipient: row.recipient ?? '',
    attachment: row.attachment || '[]',
    isRead: Number(row.isRead ?? 0),
    starred: Number(row.starred ?? 0),
    fdate: row.sendTime,
    creatorTime: row.sendTime,
  }));
  return { list, total: Number(counted?.total ?? 0) };
}

async function writtenPage(db: Db, userId: string, state: number, keyword: string | undefined, currentPage: number, pageSize: number) {
  let base = db.selectFrom('base_email_send').where('userId', '=', userId).where('state', '=', state).where('deleteMark', '=', 0);
  const pattern = like(keyword);
  if (pattern) base = base.where((eb) => eb.or([eb('subject', 'like', pattern), eb('recipient', 'like', pattern)]));
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const time = state === DRAFT ? 'lastModifyTime' : 'sendTime';
  const rows = await base
    .select(['id', 'subject', 'recipient', 'attachment', 'sendTime', 'lastModifyTime'])
    .orderBy(time, 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  const list = rows.map((row): EmailListItem => ({
    id: row.id,
    subject: row.subject ?? '',
    sender: '',
    senderName: '',
    recipient: row.recipient ?? '',
    attachment: row.attachment || '[]',
    isRead: 1,
    starred: 0,
    fdate: row[time],
    creatorTime: row[time],
  }));
  return { list, total: Number(counted?.total ?? 0) };
}

/** GET /api/extend/Email: one box of the caller's mail, newest first. */
export async function listBox(
  db: Db,
  userId: string,
  box: EmailBox,
  keyword: string | undefined,
  currentPage: number,
  pageSize: number,
): Promise<PageResult<EmailListItem>> {
  const page =
    box === 'inBox' || box === 'star'
      ? await receivedPage(db, userId, box === 'star', keyword, currentPage, pageSize)
      : await writtenPage(db, userId, box === 'draft' ? DRAFT : SENT, keyword, currentPage, pageSize);
  return { list: page.list, pagination: { currentPage, pageSize, total: page.total } };
}

async function mailRow(db: Db, mailId: string) {
  return db
    .selectFrom('base_email_send as s')
    .leftJoin('base_user as u', 'u.id', 's.userId')
    .select([
      's.id',
      's.userId',
      's.subject',
      's.recipient',
      's.cc',
      's.bcc',
      's.bodyText',
      's.attachment',
      's.state',
      's.sendTime',
      's.lastModifyTime',
      'u.account',
      'u.realName',
    ])
    .where('s.id', '=', mailId)
    .executeTakeFirst();
}

/**
 * One mail the caller may read: their received copy (which it marks read), their own draft or
 * sent mail, or a mail they received named by the mail's id. Anyone else's is 数据不存在, and
 * nothing changes.
 */
export async function mailInfo(db: Db, userId: string, id: string, now = Date.now()): Promise<EmailInfo> {
  let copy = await receivedCopy(db, userId, id);
  if (!copy) {
    const own = await db
      .selectFrom('base_email_send')
      .select('id')
      .where('id', '=', id)
      .where('userId', '=', userId)
      .where('deleteMark', '=', 0)
      .executeTakeFirst();
    if (!own) {
      copy = await db
        .selectFrom('base_email_receive')
        .selectAll()
        .where('mailId', '=', id)
        .where('userId', '=', userId)
        .where('deleteMark', '=', 0)
        .executeTakeFirst();
      if (!copy) throw new AppError('recordNotFound');
    }
  }
  const mail = await mailRow(db, copy ? (copy.mailId ?? '') : id);
  if (!mail) throw new AppError('recordNotFound');
  if (copy && Number(copy.isRead) !== 1) {
    await db.updateTable('base_email_receive').set({ isRead: 1, readTime: now }).where('id', '=', copy.id).where('userId', '=', userId).execute();
  }
  const time = mail.state === DRAFT ? mail.lastModifyTime : mail.sendTime;
  return {
    id: copy ? copy.id : mail.id,
    mailId: mail.id,
    box: copy ? (Number(copy.starred) === 1 ? 'star' : 'inBox') : mail.state === DRAFT ? 'draft' : 'sent',
    subject: mail.subject ?? '',
    sender: mail.account ?? '',
    senderName: mail.realName ?? '',
    recipient: mail.recipient ?? '',
    cc: mail.cc ?? '',
    bcc: copy ? '' : (mail.bcc ?? ''),
    bodyText: mail.bodyText ?? '',
    attachment: mail.attachment || '[]',
    isRead: 1,
    starred: copy ? Number(copy.starred ?? 0) : 0,
    fdate: time,
    date: time,
    creatorTime: time,
  };
}
