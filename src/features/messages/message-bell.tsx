import { useSyncExternalStore } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { BADGE_MAX, unreadStore } from './unread-store.ts';
import { messageText } from './messages.ts';

/** The navbar bell: unread messages as a badge, "99+" past 99 (spec §2.5, §9). */
export function MessageBell({ onOpen }: { onOpen: () => void }) {
  const { notices } = useSyncExternalStore(unreadStore.subscribe, unreadStore.getSnapshot);
  return (
    <Tooltip title={messageText('bell')}>
      <IconButton color="inherit" onClick={onOpen} data-testid="message-bell" aria-label={messageText('bell')}>
        <Badge badgeContent={notices} max={BADGE_MAX} color="error" data-testid="message-badge">
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
