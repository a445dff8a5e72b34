import { useEffect, useState, useSyncExternalStore } from 'react';
import { Avatar, Badge, IconButton, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import MoreVert from '@mui/icons-material/MoreVert';
import { listConversations, removeConversation } from '../message-api.ts';
import { chatUnreadTotal, unreadStore, BADGE_MAX } from '../unread-store.ts';
import { messageText } from '../messages.ts';
import { ChatPreview } from './chat-content.tsx';
import type { ChatPeer, ChatReply } from './chat-types.ts';
import { apiBase } from '../../../lib/request/request.ts';

export const avatarSrc = (headIcon?: string) => (headIcon?.startsWith('/api/') ? apiBase + headIcon : undefined);

/**
 * Recent conversations (GET /api/message/imreply). Counts come from the live unread store; the
 * list is fetched again when the total changes, so a new sender shows up. A row's menu removes
 * the conversation from the list (relocation); its history stays.
 */
export function RecentList({ onOpen }: { onOpen: (peer: ChatPeer) => void }) {
  const unread = useSyncExternalStore(unreadStore.subscribe, unreadStore.getSnapshot);
  const total = chatUnreadTotal(unread);
  const [rows, setRows] = useState<ChatReply[]>([]);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; peerId: string } | null>(null);
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
  const remove = async (peerId: string) => {
    setMenu(null);
    try {
      await removeConversation(peerId);
      setRows((old) => old.filter((row) => row.id !== peerId));
    } catch {
      // the request client has shown why
    }
  };
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" align="center" sx={{ py: 2 }}>
        {messageText('empty')}
      </Typography>
    );
  return (
    <List dense data-testid="chat-recent-list">
      {rows.map((row) => (
        <ListItem
          key={row.id}
          disablePadding
          data-testid="chat-recent-row"
          secondaryAction={
            <IconButton
              edge="end"
              size="small"
              aria-label={messageText('moreActions')}
              onClick={(event) => setMenu({ anchor: event.currentTarget, peerId: row.id })}
              data-testid="chat-recent-menu"
            >
              <MoreVert fontSize="small" />
            </IconButton>
          }
        >
          <ListItemButton onClick={() => onOpen(row)} data-testid="chat-recent-item">
            <ListItemAvatar>
              <Badge badgeContent={unread.chat[row.id] ?? 0} max={BADGE_MAX} color="error" data-testid="chat-recent-unread">
                <Avatar src={avatarSrc(row.headIcon)}>{row.realName.slice(0, 1)}</Avatar>
              </Badge>
            </ListItemAvatar>
            <ListItemText
              primary={`${row.realName}/${row.account}`}
              secondary={<ChatPreview messageType={row.messageType} latestMessage={row.latestMessage} />}
              slotProps={{ secondary: { noWrap: true } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => menu && void remove(menu.peerId)} data-testid="chat-recent-remove">
          {messageText('removeConversation')}
        </MenuItem>
      </Menu>
    </List>
  );
}
