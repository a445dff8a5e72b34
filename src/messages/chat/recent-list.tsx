import { useEffect, useState, useSyncExternalStore } from 'react';
import { Avatar, Badge, List, ListItemAvatar, ListItemButton, ListItemText, Typography } from '@mui/material';
import { listConversations } from '../message-api.ts';
import { chatUnreadTotal, unreadStore, BADGE_MAX } from '../unread-store.ts';
import { messageText } from '../messages.ts';
import { previewOf } from './chat-content.tsx';
import type { ChatPeer, ChatReply } from './chat-types.ts';
import { apiBase } from '../../request/request.ts';

export const avatarSrc = (headIcon?: string) => (headIcon?.startsWith('/api/') ? apiBase + headIcon : undefined);

/**
 * Recent conversations (GET /api/message/imreply). Counts come from the live unread store; the
 * list is fetched again when the total changes, so a new sender shows up.
 */
export function RecentList({ onOpen }: { onOpen: (peer: ChatPeer) => void }) {
  const unread = useSyncExternalStore(unreadStore.subscribe, unreadStore.getSnapshot);
  const total = chatUnreadTotal(unread);
  const [rows, setRows] = useState<ChatReply[]>([]);
  useEffect(() => {
    let live = true;
    listConversations()
      .then((list) => {
        if (live) setRows(list);
      })
      .catch(() => undefined); // the request client has shown why
    return () => {
      live = false;
    };
  }, [total]);
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" align="center" sx={{ py: 2 }}>
        {messageText('empty')}
      </Typography>
    );
  return (
    <List dense data-testid="chat-recent-list">
      {rows.map((row) => (
        <ListItemButton key={row.id} onClick={() => onOpen(row)} data-testid="chat-recent-item">
          <ListItemAvatar>
            <Badge badgeContent={unread.chat[row.id] ?? 0} max={BADGE_MAX} color="error" data-testid="chat-recent-unread">
              <Avatar src={avatarSrc(row.headIcon)}>{row.realName.slice(0, 1)}</Avatar>
            </Badge>
          </ListItemAvatar>
          <ListItemText primary={`${row.realName}/${row.account}`} secondary={previewOf(row.messageType, row.latestMessage)} slotProps={{ secondary: { noWrap: true } }} />
        </ListItemButton>
      ))}
    </List>
  );
}
