import type { UnreadNum } from './socket/frames.ts';

/** Unread counts: the bell's messages and the chat's per-sender counts (spec §4, contract §5.3). */
export interface UnreadState {
  notices: number;
  /** sender id → unread chat messages from that sender */
  chat: Record<string, number>;
  /** true once the server has sent its counts (initMessage) on the current socket */
  synced: boolean;
}

let state: UnreadState = { notices: 0, chat: {}, synced: false };
const listeners = new Set<() => void>();

function setState(next: UnreadState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const unreadStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): UnreadState => state,
};

/** initMessage: the server's counts replace ours (on every connect, reconnect and resync). */
export function resetUnread(notices: number, unreadNums: UnreadNum[] = [], synced = true): void {
  const chat: Record<string, number> = {};
  for (const entry of unreadNums) if (entry.unreadNum > 0) chat[entry.sendUserId] = entry.unreadNum;
  setState({ notices: Math.max(0, notices), chat, synced });
}

export function addNotices(count: number): void {
  setState({ ...state, notices: Math.max(0, state.notices + count) });
}

export function setNotices(count: number): void {
  setState({ ...state, notices: Math.max(0, count) });
}

/** A chat message arrived from `peer` while its conversation was not open. */
export function bumpChatUnread(peer: string): void {
  setState({ ...state, chat: { ...state.chat, [peer]: (state.chat[peer] ?? 0) + 1 } });
}

/** The conversation with `peer` was opened: its messages are read. */
export function clearChatUnread(peer: string): void {
  if (!state.chat[peer]) return;
  const chat = { ...state.chat };
  delete chat[peer];
  setState({ ...state, chat });
}

export function chatUnreadTotal(unread: UnreadState): number {
  return Object.values(unread.chat).reduce((sum, n) => sum + n, 0);
}

/** Spec §2.5/§9: the badge shows at most 99, then "99+". */
export const BADGE_MAX = 99;
export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
