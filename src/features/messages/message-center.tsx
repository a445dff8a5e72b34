import { useState, useSyncExternalStore } from 'react';
import { Badge, IconButton, Stack, Tooltip } from '@mui/material';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { MessageBell } from './message-bell.tsx';
import { AdminApplicationPrompt } from './admin-application-prompt.tsx';
import { BADGE_MAX, chatUnreadTotal, unreadStore } from './unread-store.ts';
import { useNewMessageTitle } from './title-prefix.ts';
import { useMessageSocket } from './use-message-socket.ts';
import type { SocketFactory } from './socket/message-socket.ts';
import { messageText } from './messages.ts';
import { lazyUntilOpen } from '../../shell/lazy-until-open.tsx';

// The drawers are their own chunks, fetched once the centre shows; the connection and the bell do not wait for them.
const MessageDrawer = lazyUntilOpen(() => import('./message-drawer.tsx').then((m) => m.MessageDrawer), { preload: true });
const ChatDrawer = lazyUntilOpen(() => import('./chat/chat-drawer.tsx').then((m) => m.ChatDrawer), { preload: true });

/** Resolves once both drawers open without waiting for their code (tests start from there). */
export const preloadMessageDrawers = () => Promise.all([MessageDrawer.preload(), ChatDrawer.preload()]);

/** Where the centre sits when no navbar shows (plain layout, full screen): bottom right. */
const floatingSx = {
  position: 'fixed',
  bottom: 16,
  right: 16,
  zIndex: 1250,
  bgcolor: 'background.paper',
  borderRadius: 5,
  boxShadow: 2,
  color: 'text.primary',
} as const;

/**
 * The tab's one socket and what it keeps up to date (unread counts, the title prefix). The app
 * mounts it once, outside the shell, so the socket lives on while the navbar is hidden (plain
 * layout, full screen). `createSocket` is for tests.
 */
export function MessageConnection({ createSocket }: { createSocket?: SocketFactory }) {
  const { token } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const unread = useSyncExternalStore(unreadStore.subscribe, unreadStore.getSnapshot);
  useMessageSocket(token, createSocket);
  useNewMessageTitle(unread.notices + chatUnreadTotal(unread) > 0);
  return null;
}

/**
 * The navbar's message centre: the bell with its drawer and the chat button with its drawer.
 * `floating` pins it to the page when no navbar shows. Tests pass `createSocket`, which brings
 * its own MessageConnection along; in the app the one connection is mounted by app.tsx.
 */
export function MessageCenter({ createSocket, floating = false }: { createSocket?: SocketFactory; floating?: boolean }) {
  const { token } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const unread = useSyncExternalStore(unreadStore.subscribe, unreadStore.getSnapshot);
  const [drawer, setDrawer] = useState<'messages' | 'chat' | null>(null);
  const chatUnread = chatUnreadTotal(unread);
  return (
    <>
      {createSocket && <MessageConnection createSocket={createSocket} />}
      {token && (
        <Stack direction="row" alignItems="center" data-testid="message-center" data-synced={unread.synced} sx={floating ? floatingSx : undefined}>
          <Tooltip title={messageText('chat')}>
            <IconButton color="inherit" onClick={() => setDrawer('chat')} aria-label={messageText('chat')} data-testid="chat-button">
              <Badge badgeContent={chatUnread} max={BADGE_MAX} color="error" data-testid="chat-badge">
                <ChatBubbleOutline />
              </Badge>
            </IconButton>
          </Tooltip>
          <MessageBell onOpen={() => setDrawer('messages')} />
          <MessageDrawer open={drawer === 'messages'} onClose={() => setDrawer(null)} />
          <ChatDrawer open={drawer === 'chat'} onClose={() => setDrawer(null)} />
          <AdminApplicationPrompt />
        </Stack>
      )}
    </>
  );
}
