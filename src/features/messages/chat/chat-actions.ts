import { currentUserId, sendFrame } from '../socket/socket-connection.ts';
import { clearChatUnread } from '../unread-store.ts';
import {
  HISTORY_PAGE_SIZE,
  conversationStore,
  endSearch,
  finishLocating,
  notePending,
  openConversation,
  startLocating,
  startSearch,
} from './conversation-store.ts';
import type { ChatPeer } from './chat-types.ts';

/**
 * MessageList (contract §5.2): newest page first, each page in time order; with a keyword only
 * the matching messages. The answer is matched to this request when it comes.
 */
function askMessageList(kind: 'history' | 'search', peerId: string, currentPage: number, keyword = ''): void {
  const sent = sendFrame({
    method: 'MessageList',
    toUserId: peerId,
    formUserId: currentUserId(),
    currentPage,
    pageSize: HISTORY_PAGE_SIZE,
    sord: 'desc',
    keyword,
  });
  if (sent) notePending({ kind, peerId, keyword });
}

export function requestHistory(peerId: string, currentPage: number): void {
  askMessageList('history', peerId, currentPage);
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

/** Searches the open conversation's history; a blank keyword goes back to the history. */
export function searchHistory(keyword: string): void {
  const { peer } = conversationStore.getSnapshot();
  const wanted = keyword.trim();
  if (!peer) return;
  if (!wanted) {
    endSearch();
    return;
  }
  startSearch(wanted);
  askMessageList('search', peer.id, 1, wanted);
}

export function loadMoreHits(): void {
  const { peer, search } = conversationStore.getSnapshot();
  if (peer && search) askMessageList('search', peer.id, search.page + 1, search.keyword);
}

/** Jumps from a search hit to its place in the history: the history loads until it shows. */
export function locateMessage(id: string): void {
  const { peer } = conversationStore.getSnapshot();
  if (!peer) return;
  startLocating(id);
  requestHistory(peer.id, 1);
}

/**
 * One step of locating, run whenever a history page has arrived: done once the message is
 * there, another (older) page while there are more, given up when the history has no more.
 */
export function continueLocating(): void {
  const { peer, locating, messages, total, page, loading } = conversationStore.getSnapshot();
  if (!peer || !locating || loading || page === 0) return;
  if (messages.some((message) => message.key === locating)) finishLocating(true);
  else if (messages.length < total) requestHistory(peer.id, page + 1);
  else finishLocating(false);
}

export function sendText(peerId: string, text: string): boolean {
  return sendFrame({ method: 'SendMessage', toUserId: peerId, messageType: 'text', messageContent: text });
}

export function sendImage(peerId: string, image: { name: string; width: number; height: number }): boolean {
  return sendFrame({ method: 'SendMessage', toUserId: peerId, messageType: 'image', messageContent: image });
}
