import { demoMessageRows } from '../../server/message/demo-messages.ts';
import { effectiveState } from '../../server/message/message-info.ts';
import { demoUsers, mockState } from '../store/mock-store.ts';

type Row = { id: string } & Record<string, unknown>;

export interface MessageRow extends Row {
  type: number;
  title: string;
  enabledMark: number;
  releaseTime: number | null;
  expirationTime: number | null;
  toUserIds: string;
}
export interface ReceiveRow extends Row {
  messageId: string;
  userId: string;
  isRead: number;
  readTime: number | null;
}
export interface ChatRow extends Row {
  sendUserId: string;
  receiveUserId: string;
  sendTime: number;
  content: string;
  contentType: string;
  state: number;
  sendDeleteMark: number;
  receiveDeleteMark: number;
}
export interface ReplyRow extends Row {
  userId: string;
  peerUserId: string;
  latestTime: number;
  deleteMark: number;
}

/**
 * The message centre's rows in the one mock store, loaded on first use from the same demo rows
 * the server seeds (server/message/demo-messages.ts); resetMockStore drops them with the rest.
 */
function tableOf<T extends Row>(name: string): T[] {
  if (!mockState.tables.has('base_message')) {
    const rows = demoMessageRows(Date.now());
    mockState.tables.set('base_message', rows.messages);
    mockState.tables.set('base_message_receive', rows.receives);
    mockState.tables.set('base_im_content', rows.chat);
    mockState.tables.set('base_im_reply', rows.replies);
  }
  if (!mockState.tables.has(name)) mockState.tables.set(name, []);
  return mockState.tables.get(name) as T[];
}

export const messageRows = () => tableOf<MessageRow>('base_message');
export const receiveRows = () => tableOf<ReceiveRow>('base_message_receive');
export const chatRows = () => tableOf<ChatRow>('base_im_content');
export const replyRows = () => tableOf<ReplyRow>('base_im_reply');

export function replaceRows(name: 'base_message' | 'base_message_receive' | 'base_im_content' | 'base_im_reply', keep: (row: Row) => boolean): void {
  mockState.tables.set(name, tableOf(name).filter(keep));
}

/** "realName/account", as the server's userLabels gives it. */
export function userLabel(id: unknown): string {
  const user = demoUsers.find((u) => u.id === id);
  return user ? `${user.realName}/${user.account}` : '';
}

let serial = 0;
export const newMessageId = () => `${Date.now()}${String((serial += 1)).padStart(6, '0')}`;

/** The server's LIKE '%keyword%' (its ASCII case rule differs between SQLite and PostgreSQL; PostgreSQL's is kept). */
export const contains = (value: unknown, keyword: string) => String(value ?? '').includes(keyword);

/** The notice administration's menu permission, as server/message/inbox-routes.ts names it. */
export const NOTICE_PERMISSION = 'system.notice';

/** A message's detail as the server's messageInfo answers it. */
export function messageInfoOf(row: MessageRow) {
  return {
    id: row.id,
    title: row.title ?? '',
    type: row.type,
    flowType: row.flowType ?? null,
    category: row.category ?? '',
    bodyText: row.bodyText ?? '',
    excerpt: row.excerpt ?? '',
    files: row.files ?? '[]',
    toUserIds: row.toUserIds ?? '',
    coverImage: row.coverImage ?? '',
    remindCategory: row.remindCategory ?? null,
    sendConfigId: row.sendConfigId ?? '',
    expirationTime: row.expirationTime ?? null,
    enabledMark: effectiveState(row.enabledMark, row.expirationTime),
    creatorUser: userLabel(row.creatorUserId),
    creatorTime: row.creatorTime ?? null,
    releaseUser: userLabel(row.releaseUserId),
    releaseTime: row.releaseTime ?? null,
    lastModifyUser: userLabel(row.lastModifyUserId),
    lastModifyTime: row.lastModifyTime ?? null,
  };
}

