import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSessionReset, resetSession } from '../../lib/auth/session-store.ts';
import { showErrorToast } from '../../shell/toast-store.ts';
import { startMessageSocket, stopMessageSocket } from './socket/socket-connection.ts';
import type { SocketFactory } from './socket/message-socket.ts';
import { resetUnread } from './unread-store.ts';
import { openConversation } from './chat/conversation-store.ts';
import { messageText } from './messages.ts';
import { reloadPage } from './page-reload.ts';

/**
 * Keeps this tab's message socket open while `token` is signed in (spec §4, §7). A logout frame
 * resets the session and goes to login, as SessionWiring does on session loss; a session reset
 * anywhere (sign-out, another tab signing out) closes the socket and forgets the counts.
 */
export function useMessageSocket(token: string, create?: SocketFactory): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!token) return undefined;
    const stop = startMessageSocket(token, {
      create,
      onSocketError: () => showErrorToast(messageText('socketError')),
      onReload: reloadPage,
      onLogout: (message) => {
        showErrorToast(message || messageText('sessionExpired'));
        resetSession();
        const { pathname, search } = window.location;
        navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`, { replace: true });
      },
    });
    const unregister = onSessionReset(() => {
      stopMessageSocket();
      resetUnread(0, [], false);
      openConversation(null);
    });
    return () => {
      unregister();
      stop();
    };
  }, [token, create, navigate]);
}
