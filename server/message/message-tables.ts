import { auditColumns, defineTable, type TableRow } from '../db/table-model.ts';

/** Messages (notice 1, flow 2, system 3, schedule 4) and who receives them. */
export const messageTable = defineTable('base_message', {
  id: 'id',
  type: 'integer',
  title: 'string',
  bodyText: 'text',
  excerpt: 'string',
  files: 'text',
  flowType: 'integer',
  category: 'string',
  toUserIds: 'text',
  coverImage: 'string',
  expirationTime: 'bigint',
  /** notices: 0 draft, 1 released, 2 expired */
  enabledMark: { kind: 'integer', defaultValue: 0 },
  releaseUserId: 'string',
  releaseTime: 'bigint',
  ...auditColumns,
});

export const messageReceiveTable = defineTable(
  'base_message_receive',
  { id: 'id', messageId: 'string', userId: 'string', isRead: { kind: 'integer', defaultValue: 0 }, readTime: 'bigint' },
  [{ name: 'base_message_receive_user_ix', columns: ['userId'] }],
);

export const messageTables = [messageTable, messageReceiveTable];

export interface MessageDatabase {
  base_message: TableRow<typeof messageTable>;
  base_message_receive: TableRow<typeof messageReceiveTable>;
}
