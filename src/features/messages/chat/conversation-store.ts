import type { MessageListFrame } from '../socket/frames.ts';
import { parseStoredContent, type ChatMessage, type ChatPeer } from './chat-types.ts';

/** Spec §9: a conversation's history comes 50 at a time; a history search pages alike. */
export const HISTORY_PAGE_SIZE = 50;

/** A keyword search over the open conversation's history (MessageList with `keyword`). */
export interface HistorySearch {
  keyword: string;
  hits: ChatMessage[];
  /** result pages loaded so far */
  page: number;
  total: number;
}

export interface ConversationState {
  peer: ChatPeer | null;
  messages: ChatMessage[];
  /** history pages loaded so far */
  page: number;
  total: number;
  /** a MessageList request is unanswered */
  loading: boolean;
  search: HistorySearch | null;
  /** the id of a search hit whose place in the history is being loaded */
  locating: string | null;
  /** the id of the message a search hit jumped to, once it is in the history */
  located: string | null;
}

const empty = (peer: ChatPeer | null): ConversationState => ({
  peer,
  messages: [],
  page: 0,
  total: 0,
  loading: false,
  search: null,
  locating: null,
  located: null,
});

let state: ConversationState = empty(null);
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

/**
 * MessageList requests waiting for their answer, oldest first. The messageList frame does not
 * say which request it answers; the server answers a socket's frames in order, so the oldest
 * waiting request is the one answered.
 */
interface PendingList {
  kind: 'history' | 'search';
  peerId: string;
  keyword: string;
}
let pending: PendingList[] = [];

export function notePending(request: PendingList): void {
  pending.push(request);
  if (!state.loading) setState({ ...state, loading: true });
}

/** A new socket never answers what was asked on the old one. */
export function forgetPending(): void {
  pending = [];
  if (state.loading) setState({ ...state, loading: false });
}

export function openConversation(peer: ChatPeer | null): void {
  pending = [];
  setState(empty(peer));
}

export function openPeerId(): string | undefined {
  return state.peer?.id;
}

const toMessages = (frame: MessageListFrame): ChatMessage[] =>
  frame.list.map((row) => ({
    key: row.id,
    sendUserId: row.sendUserId,
    contentType: row.contentType,
    content: parseStoredContent(row.contentType, row.content),
    sendTime: row.sendTime,
  }));

/**
 * A messageList answer, to the history or to the search that asked for it: page 1 replaces,
 * later (older) pages go in front. An answer for a conversation or search no longer open is dropped.
 */
export function receiveHistory(frame: MessageListFrame): void {
  const request = pending.shift() ?? (state.peer ? { kind: 'history' as const, peerId: state.peer.id, keyword: '' } : undefined);
  const loading = pending.length > 0;
  if (!state.peer || !request || request.peerId !== state.peer.id) {
    if (state.loading !== loading) setState({ ...state, loading });
    return;
  }
  const rows = toMessages(frame);
  const page = frame.pagination.currentPage;
  const total = frame.pagination.total;
  if (request.kind === 'search') {
    const search = state.search;
    if (!search || search.keyword !== request.keyword) return setState({ ...state, loading });
    const hits = page <= 1 ? rows : [...rows, ...search.hits];
    return setState({ ...state, loading, search: { keyword: search.keyword, hits, page, total } });
  }
  const messages = page <= 1 ? rows : [...rows, ...state.messages];
  setState({ ...state, loading, messages, page, total });
}

let sequence = 0;
/** A live message (received, or our own echo) for the open conversation. */
export function appendMessage(message: Omit<ChatMessage, 'key'>): void {
  sequence += 1;
  setState({ ...state, messages: [...state.messages, { ...message, key: `live-${sequence}` }], total: state.total + 1 });
}

export function clearMessages(): void {
  setState({ ...state, messages: [], page: 1, total: 0, search: null, locating: null, located: null });
}

export function startSearch(keyword: string): void {
  setState({ ...state, search: { keyword, hits: [], page: 0, total: 0 }, locating: null });
}

/** Back to the history as it was before the search. */
export function endSearch(): void {
  setState({ ...state, search: null });
}

/** Leaves the search for the history, which is reloaded from its newest page until `id` shows. */
export function startLocating(id: string): void {
  setState({ ...state, search: null, messages: [], page: 0, total: 0, locating: id, located: null });
}

export function finishLocating(found: boolean): void {
  setState({ ...state, located: found ? state.locating : null, locating: null });
}
