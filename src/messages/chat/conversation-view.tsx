import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Avatar, Box, Button, IconButton, Popover, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import InsertEmoticon from '@mui/icons-material/InsertEmoticon';
import ImageIcon from '@mui/icons-material/Image';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import dayjs from 'dayjs';
import { conversationStore, clearMessages } from './conversation-store.ts';
import { loadEarlier, sendImage, sendText } from './chat-actions.ts';
import { imageRefusal, measureImage, sendableText } from './chat-send-rules.ts';
import { EMOJI_CODES, emojiOf } from './emoji.ts';
import { ChatContent } from './chat-content.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { deleteChatRecord, uploadChatImage } from '../message-api.ts';
import { currentUserId } from '../socket/socket-connection.ts';
import { showErrorToast } from '../../shell/toast-store.ts';
import { messageText } from '../messages.ts';
import { apiBase } from '../../request/request.ts';

/** The open conversation: history (earlier pages on demand), text with emoji, one image at a time. */
export function ConversationView({ onBack }: { onBack: () => void }) {
  const { peer, messages, total } = useSyncExternalStore(conversationStore.subscribe, conversationStore.getSnapshot);
  const [text, setText] = useState('');
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const me = currentUserId();
  const lastKey = messages[messages.length - 1]?.key;

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastKey]);

  if (!peer) return null;

  const send = () => {
    const message = sendableText(text);
    if (message === undefined) return;
    if (sendText(peer.id, message)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };
  const pickImage = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const refusal = imageRefusal(files);
    if (fileInput.current) fileInput.current.value = '';
    if (refusal) {
      showErrorToast(refusal);
      return;
    }
    const file = files[0];
    try {
      const [uploaded, size] = await Promise.all([uploadChatImage(file), measureImage(file)]);
      if (uploaded) sendImage(peer.id, { name: uploaded.name, ...size });
    } catch {
      // the request client has shown why
    }
  };
  const clearRecord = async () => {
    try {
      await deleteChatRecord(peer.id);
      clearMessages();
    } catch {
      // the request client has shown why
    }
  };

  return (
    <Stack sx={{ height: '100%' }} data-testid="chat-conversation">
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton onClick={onBack} aria-label={messageText('back')} data-testid="chat-back">
          <ArrowBack />
        </IconButton>
        <Typography sx={{ flex: 1 }} noWrap data-testid="chat-peer">
          {peer.realName}/{peer.account}
        </Typography>
        <Tooltip title={messageText('clearRecord')}>
          <IconButton onClick={() => setConfirming(true)} aria-label={messageText('clearRecord')} data-testid="chat-clear">
            <DeleteSweepOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 1 }} data-testid="chat-messages">
        {messages.length < total && (
          <Button size="small" fullWidth onClick={loadEarlier} data-testid="chat-more-history">
            {messageText('moreHistory')}
          </Button>
        )}
        {messages.map((message) => {
          const mine = message.sendUserId === me;
          return (
            <Stack key={message.key} direction={mine ? 'row-reverse' : 'row'} spacing={1} sx={{ my: 1 }} data-testid={mine ? 'chat-message-mine' : 'chat-message-theirs'}>
              <Avatar sx={{ width: 28, height: 28 }} src={!mine && peer.headIcon?.startsWith('/api/') ? apiBase + peer.headIcon : undefined} />
              <Box sx={{ maxWidth: '75%' }}>
                <Typography variant="caption" color="text.secondary" component="div" align={mine ? 'right' : 'left'}>
                  {dayjs(message.sendTime).format('YYYY-MM-DD HH:mm')}
                </Typography>
                <Box sx={{ px: 1.25, py: 0.75, borderRadius: 1, bgcolor: mine ? 'primary.light' : 'action.hover' }} data-testid="chat-message-content">
                  <ChatContent contentType={message.contentType} content={message.content} />
                </Box>
              </Box>
            </Stack>
          );
        })}
        <div ref={bottom} />
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ px: 1, borderTop: 1, borderColor: 'divider' }}>
        <IconButton size="small" onClick={(event) => setEmojiAnchor(event.currentTarget)} aria-label={messageText('emoji')} data-testid="chat-emoji">
          <InsertEmoticon fontSize="small" />
        </IconButton>
        <IconButton size="small" onClick={() => fileInput.current?.click()} aria-label={messageText('image')} data-testid="chat-image-button">
          <ImageIcon fontSize="small" />
        </IconButton>
        <input ref={fileInput} type="file" accept="image/*" hidden onChange={(event) => void pickImage(event.target.files)} data-testid="chat-image-input" />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ p: 1 }}>
        <TextField
          size="small"
          fullWidth
          multiline
          maxRows={4}
          value={text}
          placeholder={messageText('messagePlaceholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { 'data-testid': 'chat-input', maxLength: 2000 } }}
        />
        <Button variant="contained" onClick={send} data-testid="chat-send">
          {messageText('send')}
        </Button>
      </Stack>
      <Popover open={emojiAnchor !== null} anchorEl={emojiAnchor} onClose={() => setEmojiAnchor(null)} anchorOrigin={{ vertical: 'top', horizontal: 'left' }} transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 28px)', p: 1 }} data-testid="chat-emoji-panel">
          {EMOJI_CODES.map((code) => (
            <Box
              key={code}
              component="button"
              type="button"
              title={String(code)}
              onClick={() => setText((old) => old + emojiOf(code))}
              sx={{ border: 0, background: 'none', cursor: 'pointer', fontSize: 18, p: 0, lineHeight: '28px' }}
              data-testid="chat-emoji-item"
            >
              {emojiOf(code)}
            </Box>
          ))}
        </Box>
      </Popover>
      <ConfirmDialog open={confirming} text={messageText('confirmClearRecord')} onConfirm={() => void clearRecord()} onClose={() => setConfirming(false)} />
    </Stack>
  );
}
