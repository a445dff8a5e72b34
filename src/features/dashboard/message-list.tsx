import { useTranslate } from 'react-admin';
import { Badge, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { InboxMessage } from '../../lib/data/inbox-message.ts';

/** Received messages (notices or flow to-dos) as the message drawer lists them; a click opens one. */
export function MessageList({ items, onOpen, testId }: { items: InboxMessage[]; onOpen: (item: InboxMessage) => void; testId: string }) {
  const translate = useTranslate();
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('dashboard.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItemButton key={item.id} onClick={() => onOpen(item)} data-testid={testId} data-read={item.isRead === '1'}>
          <Badge variant="dot" color="error" invisible={item.isRead === '1'} sx={{ mr: 1.5 }} />
          <ListItemText
            primary={item.title}
            secondary={`${item.releaseUser ?? ''} ${item.releaseTime ? dayjs(item.releaseTime).format('YYYY-MM-DD HH:mm') : ''}`}
            slotProps={{ primary: { noWrap: true } }}
          />
        </ListItemButton>
      ))}
    </List>
  );
}
