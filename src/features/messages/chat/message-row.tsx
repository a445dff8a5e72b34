import { forwardRef } from 'react';
import { Avatar, Box, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { ChatContent } from './chat-content.tsx';
import { avatarSrc } from './recent-list.tsx';
import type { ChatMessage, ChatPeer } from './chat-types.ts';

interface MessageRowProps {
  message: ChatMessage;
  mine: boolean;
  peer: ChatPeer;
  /** the message a search hit jumped to: outlined so the eye finds it */
  located?: boolean;
}

/** One message of a conversation (or of a history search): time, bubble, the peer's avatar. */
export const MessageRow = forwardRef<HTMLDivElement, MessageRowProps>(function MessageRow({ message, mine, peer, located = false }, ref) {
  return (
    <Stack
      ref={ref}
      direction={mine ? 'row-reverse' : 'row'}
      spacing={1}
      sx={{ my: 1 }}
      data-testid={mine ? 'chat-message-mine' : 'chat-message-theirs'}
      data-located={located || undefined}
    >
      <Avatar sx={{ width: 28, height: 28 }} src={mine ? undefined : avatarSrc(peer.headIcon)} />
      <Box sx={{ maxWidth: '75%' }}>
        <Typography variant="caption" color="text.secondary" component="div" align={mine ? 'right' : 'left'}>
          {dayjs(message.sendTime).format('YYYY-MM-DD HH:mm')}
        </Typography>
        <Box
          sx={{ px: 1.25, py: 0.75, borderRadius: 1, bgcolor: mine ? 'primary.light' : 'action.hover', outline: located ? 2 : 0, outlineColor: 'warning.main' }}
          data-testid="chat-message-content"
        >
          <ChatContent contentType={message.contentType} content={message.content} />
        </Box>
      </Box>
    </Stack>
  );
});
