import { drawerAboveNavbar } from './drawer-layer.ts';
import { useEffect, useState } from 'react';
import { Badge, Box, Button, Drawer, List, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { readAllMessages, type MessageTypeFilter } from './message-api.ts';
import { LOAD_MORE_PX, nearBottom, useMessagePages } from './use-message-pages.ts';
import { useMessageOpener } from './message-opener.tsx';
import { MessageTypeTabs, typeLabel } from './message-type-filter.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { onMessagePush } from './socket/message-events.ts';
import { setNotices } from './unread-store.ts';
import { resyncUnread } from './socket/socket-connection.ts';
import { confirmLabels, messageText } from './messages.ts';

/**
 * The message drawer (spec §2.5, §4): the inbox 10 at a time, more near the bottom, filtered by
 * type; opening a message reads it; mark-all-read after confirmation. A push reloads it.
 */
export function MessageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [type, setType] = useState<MessageTypeFilter>('');
  const [confirming, setConfirming] = useState(false);
  const pages = useMessagePages(type, open);
  const { open: openMessage, dialogs } = useMessageOpener(pages.markRead);
  const navigate = useNavigate();
  const { reload } = pages;

  useEffect(() => (open ? onMessagePush(() => reload()) : undefined), [open, reload]);

  const markAllRead = async () => {
    try {
      await readAllMessages(type);
    } catch {
      return; // the request client has shown why (暂无未读消息…)
    }
    if (type === '') setNotices(0);
    resyncUnread(); // the server knows the exact count left for the other types
    reload();
  };

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={onClose}
        sx={drawerAboveNavbar}
        slotProps={{ paper: { sx: { width: 400, display: 'flex', flexDirection: 'column' } } }}
        data-testid="message-drawer"
      >
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1 }}>
          <Typography variant="h6">{messageText('drawerTitle')}</Typography>
          <Button size="small" onClick={() => setConfirming(true)} data-testid="mark-all-read">
            {messageText('markAllRead')}
          </Button>
        </Stack>
        <MessageTypeTabs value={type} onChange={setType} />
        <Box
          sx={{ flex: 1, overflowY: 'auto' }}
          data-testid="message-list"
          onScroll={(event) => {
            if (nearBottom(event.currentTarget, LOAD_MORE_PX)) pages.more();
          }}
        >
          <List dense>
            {pages.items.map((item) => (
              <ListItemButton key={item.id} onClick={() => void openMessage(item)} data-testid="message-item">
                <Badge
                  variant="dot"
                  color="error"
                  invisible={item.isRead === '1'}
                  sx={{ mr: 1.5 }}
                  data-testid={item.isRead === '1' ? 'message-read' : 'message-unread'}
                >
                  <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
                    {typeLabel(item.type)}
                  </Box>
                </Badge>
                <ListItemText
                  primary={item.title}
                  secondary={`${item.releaseUser ?? ''} ${item.releaseTime ? dayjs(item.releaseTime).format('YYYY-MM-DD HH:mm') : ''}`}
                  slotProps={{ primary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary" align="center" sx={{ py: 1 }}>
            {pages.loading ? messageText('loading') : pages.items.length === 0 ? messageText('empty') : pages.done ? messageText('noMore') : ''}
          </Typography>
        </Box>
        <Button
          onClick={() => {
            onClose();
            navigate('/messageRecord');
          }}
        >
          {messageText('viewAll')}
        </Button>
      </Drawer>
      <ConfirmDialog
        confirmation={confirming ? { text: messageText('confirmMarkAllRead'), run: markAllRead } : null}
        onClose={() => setConfirming(false)}
        testId="message-confirm"
        labels={confirmLabels()}
      />
      {dialogs}
    </>
  );
}
