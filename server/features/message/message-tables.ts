import { defineTable, type TableRow } from '../../core/db/table-model.ts';

/** Who receives a message (the messages themselves, base_message, come from schemas/notice.schema.json). */
export const messageReceiveTable = defineTable(
  'base_message_receive',
  { id: 'id', messageId: 'string', userId: 'string', isRead: { kind: 'integer', defaultValue: 0 }, readTime: 'bigint' },
  [
    { name: 'base_message_receive_user_ix', columns: ['userId'] },
    { name: 'base_message_receive_message_ix', columns: ['messageId'] },
  ],
);

/**
 * One chat message between two users. `content` is the text as sent, or for image and voice
 * the JSON the client parses (`{ path, width, height }` / `{ path, length }`). Each side
 * deletes its own history, so a deletion is a mark per side, not a row removal.
 */
export const imContentTable = defineTable(
  'base_im_content',
  {
    id: 'id',
    sendUserId: 'string',
    sendTime: 'bigint',
    receiveUserId: 'string',
    receiveTime: 'bigint',
    content: 'text',
    /** text | image | voice */
    contentType: 'string',
    /** 0 unread, 1 read by the receiver */
    state: { kind: 'integer', defaultValue: 0 },
    sendDeleteMark: { kind: 'integer', defaultValue: 0 },
    receiveDeleteMark: { kind: 'integer', defaultValue: 0 },
  },
  [
    { name: 'base_im_content_pair_ix', columns: ['sendUserId', 'receiveUserId', 'sendTime'] },
    { name: 'base_im_content_unread_ix', columns: ['receiveUserId', 'state'] },
  ],
);

/** A user's conversation list entry (GET /api/message/imreply); `relocation` hides it. */
export const imReplyTable = defineTable(
  'base_im_reply',
  { id: 'id', userId: 'string', peerUserId: 'string', latestTime: 'bigint', deleteMark: { kind: 'integer', defaultValue: 0 } },
  [{ name: 'base_im_reply_pair_uq', columns: ['userId', 'peerUserId'], unique: true }],
);

/** Chat images (POST /api/file/Uploader/IM), in the database so every process can serve them. */
export const imFileTable = defineTable('base_im_file', {
  /** the stored name yyyyMMdd_<uuid>.<ext>, which is also the URL's last segment */
  id: 'id',
  userId: 'string',
  mimeType: 'string',
  fileSize: 'integer',
  /** base64: the table model has no binary column kind */
  content: 'text',
  creatorTime: 'bigint',
});

export const messageTables = [messageReceiveTable, imContentTable, imReplyTable, imFileTable];

export interface MessageDatabase {
  base_message_receive: TableRow<typeof messageReceiveTable>;
  base_im_content: TableRow<typeof imContentTable>;
  base_im_reply: TableRow<typeof imReplyTable>;
  base_im_file: TableRow<typeof imFileTable>;
}
