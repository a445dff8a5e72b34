import { getToken } from '../../../lib/storage/jnpf-storage.ts';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import { apiBase } from '../../../lib/request/request.ts';
import { MessageSocket, type SocketFactory } from './message-socket.ts';
import { socketUrl } from './socket-url.ts';
import type { ServerFrame } from './frames.ts';
import { addNotices, bumpChatUnread, resetUnread } from '../unread-store.ts';
import { appendMessage, forgetPending, openPeerId, receiveHistory } from '../chat/conversation-store.ts';
import { emitMessagePush } from './message-events.ts';

export interface ConnectionHooks {
  /** logout frame for this session: the caller resets the session and goes to login */
  onLogout(message: string): void;
  /** a refresh frame, or a logout meant for an older token: reload the page */
  onReload(): void;
  onSocketError(): void;
  create?: SocketFactory;
}

let socket: MessageSocket | null = null;
let myUserId = '';

/** The signed-in user's id: initMessage says it; before that, the loaded session does. */
export function currentUserId(): string {
  return myUserId || sessionStore.getSnapshot().userInfo?.userId || '';
}

/** Sends a frame on the open socket (false when there is none). */
export function sendFrame(frame: Record<string, unknown>): boolean {
  return socket?.send(frame) ?? false;
}

/** Asks for fresh unread counts (after mark-all-read). */
export function resyncUnread(): void {
  socket?.resync();
}

/** Routes one server frame to the stores (contract §5.3). */
export function handleFrame(frame: ServerFrame, hooks: Pick<ConnectionHooks, 'onLogout' | 'onReload'>): void {
  switch (frame.method) {
    case 'initMessage':
      if (frame.userId) myUserId = frame.userId;
      resetUnread(frame.unreadTotalCount ?? 0, frame.unreadNums ?? []);
      break;
    case 'messagePush':
      addNotices(frame.unreadNoticeCount ?? 1);
      emitMessagePush(frame);
      break;
    case 'receiveMessage':
      if (openPeerId() === frame.formUserId) {
        appendMessage({ sendUserId: frame.formUserId, contentType: frame.messageType, content: frame.formMessage, sendTime: frame.dateTime });
        // The conversation is on screen: what just came is read.
        sendFrame({ method: 'UpdateReadMessage', formUserId: frame.formUserId });
      } else bumpChatUnread(frame.formUserId);
      break;
    case 'sendMessage':
      if (openPeerId() === frame.toUserId) {
        appendMessage({
          sendUserId: frame.UserId ?? frame.userId ?? currentUserId(),
          contentType: frame.messageType,
          content: frame.toMessage,
          sendTime: frame.dateTime,
        });
      }
      break;
    case 'messageList':
      receiveHistory(frame);
      break;
    case 'logout':
      // A logout for another (older) token of this browser only needs a reload (contract §5.3).
      if (frame.token && frame.token !== getToken()) hooks.onReload();
      else {
        stopMessageSocket();
        hooks.onLogout(frame.msg ?? '');
      }
      break;
    case 'refresh':
      hooks.onReload();
      break;
    case 'closeSocket':
      socket = null; // the socket has stopped itself
      break;
  }
}

/** Opens the one message socket of this tab for `token`; returns the function that closes it. */
export function startMessageSocket(token: string, hooks: ConnectionHooks): () => void {
  stopMessageSocket();
  const instance = new MessageSocket({
    url: socketUrl(token, window.location, apiBase),
    token: () => getToken() || token,
    create: hooks.create,
    onError: hooks.onSocketError,
    onOpen: forgetPending,
    onFrame: (frame) => handleFrame(frame, hooks),
  });
  socket = instance;
  instance.start();
  return () => {
    if (socket === instance) stopMessageSocket();
    else instance.stop();
  };
}

export function stopMessageSocket(): void {
  socket?.stop();
  socket = null;
  myUserId = '';
}
