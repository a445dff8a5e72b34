import { currentUserId, sendFrame } from '../socket/socket-connection.ts';
import { clearChatUnread } from '../unread-store.ts';
import { HISTORY_PAGE_SIZE, conversationStore, openConversation } from './conversation-store.ts';
import type { ChatPeer } from './chat-types.ts';

/** MessageList (contract §5.2): newest page first; each page comes back in time order. */
export function requestHistory(peerId: string, currentPage: number): void {
  sendFrame({ method: 'MessageList', toUserId: peerId, formUserId: currentUserId(), currentPage, pageSize: HISTORY_PAGE_SIZE, sord: 'desc', keyword: '' });
}

/** Opens the conversation: history page 1, its messages read (UpdateReadMessage), its count gone. */
export function startConversation(peer: ChatPeer): void {
  openConversation(peer);
  requestHistory(peer.id, 1);
  sendFrame({ method: 'UpdateReadMessage', formUserId: peer.id });
  clearChatUnread(peer.id);
}

export function loadEarlier(): void {
  const { peer, page } = conversationStore.getSnapshot();
  if (peer) requestHistory(peer.id, page + 1);
}

export function sendText(peerId: string, text: string): boolean {
  return sendFrame({ method: 'SendMessage', toUserId: peerId, messageType: 'text', messageContent: text });
}

export function sendImage(peerId: string, image: { name: string; width: number; height: number }): boolean {
  return sendFrame({ method: 'SendMessage', toUserId: peerId, messageType: 'image', messageContent: image });
}
