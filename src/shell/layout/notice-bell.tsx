import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { badgeText, unreadStore } from '../unread-store.ts';

/** The notice bell: the unread count from the unread store (capped at 99+); opens the message centre. */
export function NoticeBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const unread = useSyncExternalStore(unreadStore.subscribe, unreadStore.getSnapshot);
  return (
    <Tooltip title={translate('shell.notices')}>
      <IconButton color="inherit" data-testid="notice-bell" aria-label={translate('shell.notices')} onClick={() => navigate('/messageRecord')}>
        <Badge color="error" badgeContent={badgeText(unread)} invisible={unread <= 0} data-testid="notice-badge">
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
