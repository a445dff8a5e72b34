import type { MessageListFrame } from '../socket/frames.ts';
import { parseStoredContent, type ChatMessage, type ChatPeer } from './chat-types.ts';

/** Spec §9: a conversation's history comes 50 at a time. */
export const HISTORY_PAGE_SIZE = 50;

export interface ConversationState {
  peer: ChatPeer | null;
  messages: ChatMessage[];
  /** history pages loaded so far */
  page: number;
  total: number;
}

let state: ConversationState = { peer: null, messages: [], page: 0, total: 0 };
const listeners = new Set<() => void>();

function setState(next: ConversationState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/** The one open conversation of the chat drawer. */
export const conversationStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): ConversationState => state,
};

export function openConversation(peer: ChatPeer | null): void {
  setState({ peer, messages: [], page: 0, total: 0 });
}

export function openPeerId(): string | undefined {
  return state.peer?.id;
}

/** A messageList answer: page 1 replaces, later (older) pages go in front. */
export function receiveHistory(frame: MessageListFrame): void {
  if (!state.peer) return;
  const rows = frame.list.map<ChatMessage>((row) => ({
    key: row.id,
    sendUserId: row.sendUserId,
    contentType: row.contentType,
    content: parseStoredContent(row.contentType, row.content),
    sendTime: row.sendTime,
  }));
  const page = frame.pagination.currentPage;
  const messages = page <= 1 ? rows : [...rows, ...state.messages];
  setState({ ...state, messages, page, total: frame.pagination.total });
}

let sequence = 0;
/** A live message (received, or our own echo) for the open conversation. */
export function appendMessage(message: Omit<ChatMessage, 'key'>): void {
  sequence += 1;
  setState({ ...state, messages: [...state.messages, { ...message, key: `live-${sequence}` }], total: state.total + 1 });
}

export function clearMessages(): void {
  setState({ ...state, messages: [], page: 1, total: 0 });
}
