import type { Db } from '../../core/db/database.ts';
import { AppError } from '../../core/http/app-error.ts';
import { newId } from '../../core/db/ids.ts';
import { sanitizeNoticeHtml } from '../../core/rich-text/sanitize-html.ts';
import { addressesOf, joinAddresses, MAX_RECIPIENTS, resolveAddresses } from './email-addresses.ts';
import { checkedAttachments } from './email-attachments.ts';
import { emailRefusal } from './email-texts.ts';
import type { EmailBody } from './email-schemas.ts';

/**
 * The mailbox's writes, plain TypeScript over Kysely (no HTTP): drafts, sending, and what a
 * recipient does with a received mail. Every query is limited to the caller's own rows: a mail
 * is read by its sender (base_email_send.userId) and by its recipients (base_email_receive.userId).
 */

export const DRAFT = 0;
export const SENT = 1;

/** How external addresses would be sent; without a library nothing leaves the platform (see refuseExternal). */
export interface ExternalDelivery {
  /** 系统配置 › emailSmtpHost is set */
  smtpConfigured: boolean;
}

const notFound = () => new AppError('recordNotFound');

/** The caller's own draft with this id, or the refusal: another's mail is 数据不存在, a sent one is no draft. */
async function ownDraft(db: Db, userId: string, id: string) {
  const row = await db
    .selectFrom('base_email_send')
    .select(['id', 'state'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deleteMark', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.state !== DRAFT) throw emailRefusal('notDraft');
  return row;
}

/** The stored columns of a draft or a mail from the body: addresses normalised, HTML sanitised, attachments checked. */
async function storedFields(db: Db, userId: string, body: EmailBody) {
  const html = body.bodyText ?? '';
  return {
    recipient: joinAddresses(addressesOf(body.recipient)),
    cc: joinAddresses(addressesOf(body.cc)),
    bcc: joinAddresses(addressesOf(body.bcc)),
    subject: (body.subject ?? '').trim(),
    bodyText: html === '' ? '' : sanitizeNoticeHtml(html),
    attachment: JSON.stringify(await checkedAttachments(db, userId, body.attachment)),
  };
}

/** POST …/Actions/SaveDraft: a new draft, or the caller's draft `id` rewritten. Returns the draft's id. */
export async function saveDraft(db: Db, userId: string, body: EmailBody, now = Date.now()): Promise<string> {
  const fields = await storedFields(db, userId, body);
  if (body.id) {
    await ownDraft(db, userId, body.id);
    await db
      .updateTable('base_email_send')
      .set({ ...fields, lastModifyTime: now })
      .where('id', '=', body.id)
      .where('userId', '=', userId)
      .execute();
    return body.id;
  }
  const id = newId();
  await db
    .insertInto('base_email_send')
    .values({ id, userId, ...fields, state: DRAFT, sendTime: null, creatorTime: now, lastModifyTime: now, deleteMark: 0 })
    .execute();
  return id;
}

/**
 * Addresses that are no platform user. Delivering them needs an SMTP server (系统配置) and a
 * maintained mail library; this platform has none installed (no nodemailer), so they are refused
 * whether a server is configured or not, and the refusal says which of the two is missing.
 */
function refuseExternal(unknown: string[], delivery: ExternalDelivery): never {
  throw emailRefusal(delivery.smtpConfigured ? 'externalNoLibrary' : 'externalNoServer', { addresses: unknown.join(', ') });
}

/**
 * POST …/Actions/Send (and JNPF's POST /api/extend/Email): delivers to the platform users the
 * addresses name, each once whatever field names them, and keeps the mail in the sender's sent
 * box. Sending a draft (`id`) turns that draft into the sent mail. Returns the mail's id.
 */
export async function sendMail(db: Db, userId: string, body: EmailBody, delivery: ExternalDelivery, now = Date.now()): Promise<string> {
  const to = addressesOf(body.recipient);
  const cc = addressesOf(body.cc);
  const bcc = addressesOf(body.bcc);
  if (to.length === 0) throw emailRefusal('recipientRequired');
  if (to.length + cc.length + bcc.length > MAX_RECIPIENTS) throw emailRefusal('tooManyRecipients', { max: MAX_RECIPIENTS });
  const { userIds, unknown } = await resolveAddresses(db, [...to, ...cc, ...bcc]);
  if (unknown.length > 0) refuseExternal(unknown, delivery);
  if (body.id) await ownDraft(db, userId, body.id);
  const fields = await storedFields(db, userId, body);
  const id = body.id || newId();
  await db.transaction().execute(async (trx) => {
    if (body.id) {
      const updated = await trx
        .updateTable('base_email_send')
        .set({ ...fields, state: SENT, sendTime: now, lastModifyTime: now })
        .where('id', '=', id)
        .where('userId', '=', userId)
        .where('state', '=', DRAFT)
        .executeTakeFirst();
      // Sent meanwhile by another request: this one delivers nothing twice.
      if (Number(updated.numUpdatedRows) !== 1) throw emailRefusal('notDraft');
    } else {
      await trx
        .insertInto('base_email_send')
        .values({ id, userId, ...fields, state: SENT, sendTime: now, creatorTime: now, lastModifyTime: now, deleteMark: 0 })
        .execute();
    }
    await trx
      .insertInto('base_email_receive')
      .values(
        userIds.map((recipientId) => ({
          id: newId(),
          mailId: id,
          userId: recipientId,
          isRead: 0,
          readTime: null,
          starred: 0,
          deleteMark: 0,
          receiveTime: now,
        })),
      )
      .execute();
  });
  return id;
}

/** The caller's received copy with this id (not deleted), or undefined. */
export function receivedCopy(db: Db, userId: string, id: string) {
  return db.selectFrom('base_email_receive').selectAll().where('id', '=', id).where('userId', '=', userId).where('deleteMark', '=', 0).executeTakeFirst();
}

/** PUT …/{id}/Actions/Read|Unread|Star|Unstar: only on the caller's own received copy. */
export async function markReceived(db: Db, userId: string, id: string, change: { isRead?: 0 | 1; starred?: 0 | 1 }, now = Date.now()): Promise<void> {
  const copy = await receivedCopy(db, userId, id);
  if (!copy) throw notFound();
  const set = {
    ...(change.isRead === undefined ? {} : { isRead: change.isRead, readTime: change.isRead ? (copy.readTime ?? now) : null }),
    ...(change.starred === undefined ? {} : { starred: change.starred }),
  };
  await db.updateTable('base_email_receive').set(set).where('id', '=', id).where('userId', '=', userId).execute();
}

/**
 * DELETE …/{id}: the caller's received copy goes from their inbox; their own draft is removed;
 * their sent mail leaves their sent box, the recipients keep their copies.
 */
export async function deleteMail(db: Db, userId: string, id: string): Promise<void> {
  const copy = await receivedCopy(db, userId, id);
  if (copy) {
    await db.updateTable('base_email_receive').set({ deleteMark: 1 }).where('id', '=', id).where('userId', '=', userId).execute();
    return;
  }
  const own = await db
    .selectFrom('base_email_send')
    .select(['id', 'state'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deleteMark', '=', 0)
    .executeTakeFirst();
  if (!own) throw notFound();
  if (own.state === DRAFT) await db.deleteFrom('base_email_send').where('id', '=', id).where('userId', '=', userId).execute();
  else await db.updateTable('base_email_send').set({ deleteMark: 1 }).where('id', '=', id).where('userId', '=', userId).execute();
}
