import { useState, useSyncExternalStore } from 'react';
import { Badge, IconButton, Stack, Tooltip } from '@mui/material';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import { sessionStore } from '../auth/session-store.ts';
import { MessageBell } from './message-bell.tsx';
import { MessageDrawer } from './message-drawer.tsx';
import { ChatDrawer } from './chat/chat-drawer.tsx';
import { AdminApplicationPrompt } from './admin-application-prompt.tsx';
import { BADGE_MAX, chatUnreadTotal, unreadStore } from './unread-store.ts';
import { useNewMessageTitle } from './title-prefix.ts';
import { useMessageSocket } from './use-message-socket.ts';
import type { SocketFactory } from './socket/message-socket.ts';
import { messageText } from './messages.ts';

/** Where a floating centre sits until the navbar hosts it: bottom right, clear of the navbar's own buttons. */
const floatingSx = { position: 'fixed', bottom: 16, right: 16, zIndex: 1250, bgcolor: 'background.paper', borderRadius: 5, boxShadow: 2, color: 'text.primary' } as const;

/**
 * The navbar's message centre: the bell with its drawer, the chat button with its drawer, the
 * socket that feeds them and the new-message title prefix. `floating` pins it to the page when
 * it is not inside an app bar; `createSocket` is for tests.
 */
export function MessageCenter({ createSocket, floating = false }: { createSocket?: SocketFactory; floating?: boolean }) {
  const { token } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
  const unread = useSyncExternalStore(unreadStore.subscribe, unreadStore.getSnapshot);
  const [drawer, setDrawer] = useState<'messages' | 'chat' | null>(null);
  const chatUnread = chatUnreadTotal(unread);
  useMessageSocket(token, createSocket);
  useNewMessageTitle(unread.notices + chatUnread > 0);
  if (!token) return null;
  return (
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
  );
}
