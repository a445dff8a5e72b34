import { request } from '../../lib/request/request.ts';
import type { ChatContact, ChatReply } from './chat/chat-types.ts';
import type { InboxMessage, MessageInfo, Paged } from '../../lib/data/inbox-message.ts';

/** Spec §7/§9: the message list asks for 10 at a time. */
export const MESSAGE_PAGE_SIZE = 10;
/** Spec §9: contacts 20 a page, 10 after a search. */
export const CONTACT_PAGE_SIZE = 20;
export const CONTACT_SEARCH_PAGE_SIZE = 10;

/** '' all, '1' notice, '2' flow, '3' system, '4' schedule (spec §9). */
export type MessageTypeFilter = '' | '1' | '2' | '3' | '4';

export async function listMessages(currentPage: number, type: MessageTypeFilter, pageSize = MESSAGE_PAGE_SIZE): Promise<Paged<InboxMessage>> {
  const answer = await request<Paged<InboxMessage>>({ url: '/api/message', data: { currentPage, pageSize, sort: 'desc', keyword: '', type, isRead: '' } });
  return answer.data ?? { list: [], pagination: { currentPage, pageSize, total: 0 } };
}

export async function readMessage(id: string): Promise<MessageInfo | undefined> {
  return (await request<MessageInfo>({ url: `/api/message/ReadInfo/${encodeURIComponent(id)}` })).data;
}

export async function readAllMessages(type: MessageTypeFilter): Promise<void> {
  await request({ url: '/api/message/Actions/ReadAll', method: 'POST', data: { keyword: '', type, isRead: '' } });
}

export async function listConversations(): Promise<ChatReply[]> {
  return (await request<{ list: ChatReply[] }>({ url: '/api/message/imreply' })).data?.list ?? [];
}

export async function listContacts(currentPage: number, keyword: string): Promise<Paged<ChatContact>> {
  const pageSize = keyword ? CONTACT_SEARCH_PAGE_SIZE : CONTACT_PAGE_SIZE;
  const answer = await request<Paged<ChatContact>>({ url: '/api/permission/Users/ImUser', data: { keyword, currentPage, pageSize } });
  return answer.data ?? { list: [], pagination: { currentPage, pageSize, total: 0 } };
}

export async function deleteChatRecord(peerId: string): Promise<void> {
  await request({ url: `/api/message/imreply/deleteChatRecord/${encodeURIComponent(peerId)}`, method: 'DELETE' });
}

/**
 * relocation (contract §4.14): the conversation leaves this user's recent list, history kept; the
 * next message either way brings it back (server/features/message/chat-store.ts removeConversation).
 */
export async function removeConversation(peerId: string): Promise<void> {
  await request({ url: `/api/message/imreply/relocation/${encodeURIComponent(peerId)}`, method: 'DELETE' });
}

/** POST /api/file/Uploader/IM (contract §6.1): the stored name goes into the image message. */
export async function uploadChatImage(file: File): Promise<{ name: string; url: string } | undefined> {
  const form = new FormData();
  form.append('file', file);
  return (await request<{ name: string; url: string }>({ url: '/api/file/Uploader/IM', method: 'POST', data: form })).data;
}
