import { defineTable, type TableRow } from '../../core/db/table-model.ts';

/**
 * A mail as its sender wrote it (JNPF's EmailSendEntity): a draft (state 0) or sent (state 1).
 * recipient, cc and bcc keep the addresses as typed (accounts or user e-mail addresses, comma
 * separated); who received it is in base_email_receive. The sender deleting a sent mail only
 * marks it, so the recipients keep theirs.
 */
export const emailSendTable = defineTable(
  'base_email_send',
  {
    id: 'id',
    userId: 'string',
    recipient: 'text',
    cc: 'text',
    bcc: 'text',
    subject: 'string',
    /** HTML, sanitised when stored (server/core/rich-text) */
    bodyText: 'text',
    /** JSON array of { fileId, fileName, fileSize } (files of upload type `mail`) */
    attachment: 'text',
    state: { kind: 'integer', defaultValue: 0 },
    sendTime: 'bigint',
    creatorTime: 'bigint',
    lastModifyTime: 'bigint',
    deleteMark: { kind: 'integer', defaultValue: 0 },
  },
  [{ name: 'base_email_send_user_ix', columns: ['userId', 'state'] }],
);

/** One recipient's copy of a sent mail (JNPF's EmailReceiveEntity): read, starred, deleted per recipient. */
export const emailReceiveTable = defineTable(
  'base_email_receive',
  {
    id: 'id',
    mailId: 'string',
    userId: 'string',
    isRead: { kind: 'integer', defaultValue: 0 },
    readTime: 'bigint',
    starred: { kind: 'integer', defaultValue: 0 },
    deleteMark: { kind: 'integer', defaultValue: 0 },
    receiveTime: 'bigint',
  },
  [
    { name: 'base_email_receive_user_ix', columns: ['userId', 'isRead'] },
    { name: 'base_email_receive_mail_ix', columns: ['mailId'] },
  ],
);

export const emailTables = [emailSendTable, emailReceiveTable];

export interface EmailDatabase {
  base_email_send: TableRow<typeof emailSendTable>;
  base_email_receive: TableRow<typeof emailReceiveTable>;
}
