import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Box, Button, CircularProgress, IconButton, Popover, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import InsertEmoticon from '@mui/icons-material/InsertEmoticon';
import ImageIcon from '@mui/icons-material/Image';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Search from '@mui/icons-material/Search';
import { conversationStore, clearMessages } from './conversation-store.ts';
import { continueLocating, loadEarlier, sendImage, sendText } from './chat-actions.ts';
import { imageRefusal, measureImage, sendableText } from './chat-send-rules.ts';
import { EMOJI_CODES, emojiOf, emojiToken } from './emoji.ts';
import { MessageRow } from './message-row.tsx';
import { HistorySearchField, HistorySearchResults } from './history-search.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { deleteChatRecord, uploadChatImage } from '../message-api.ts';
import { currentUserId } from '../socket/socket-connection.ts';
import { showErrorToast } from '../../../shell/toast-store.ts';
import { confirmLabels, messageText } from '../messages.ts';

/**
 * The open conversation: history (earlier pages on demand) or a search over it, text with emoji
 * codes, one image at a time. A search hit jumps back to its place in the history.
 */
export function ConversationView({ onBack }: { onBack: () => void }) {
  const { peer, messages, total, search, loading, locating, located } = useSyncExternalStore(conversationStore.subscribe, conversationStore.getSnapshot);
  const [text, setText] = useState('');
  const [searching, setSearching] = useState(false);
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const locatedRow = useRef<HTMLDivElement>(null);
  const me = currentUserId();
  const lastKey = messages[messages.length - 1]?.key;

  useEffect(() => {
    if (!search) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastKey, search]);
  // Locating: each history page that arrives is checked for the hit, or the next one is asked for.
  useEffect(() => {
    if (locating) continueLocating();
  }, [locating, loading, messages]);
  useEffect(() => {
    if (located) locatedRow.current?.scrollIntoView?.({ block: 'center' });
  }, [located]);

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
  /** The emoji goes in as its code text at the caret, as every JNPF client sends it. */
  const insertEmoji = (code: number) => {
    const field = input.current;
    const at = field && field.selectionStart !== null ? field.selectionStart : text.length;
    const end = field && field.selectionEnd !== null ? field.selectionEnd : at;
    setText(text.slice(0, at) + emojiToken(code) + text.slice(end));
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
        <Tooltip title={messageText('searchHistory')}>
          <IconButton onClick={() => setSearching(true)} aria-label={messageText('searchHistory')} data-testid="chat-search-toggle">
            <Search />
          </IconButton>
        </Tooltip>
        <Tooltip title={messageText('clearRecord')}>
          <IconButton onClick={() => setConfirming(true)} aria-label={messageText('clearRecord')} data-testid="chat-clear">
            <DeleteSweepOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
      {searching && <HistorySearchField onClose={() => setSearching(false)} />}
      <Box sx={{ flex: 1, overflowY: 'auto', p: 1 }} data-testid="chat-messages">
        {search ? (
          <HistorySearchResults />
        ) : (
          <>
            {locating && (
              <Box sx={{ textAlign: 'center' }} data-testid="chat-locating">
                <CircularProgress size={20} />
              </Box>
            )}
            {!locating && messages.length < total && (
              <Button size="small" fullWidth disabled={loading} onClick={loadEarlier} data-testid="chat-more-history">
                {messageText('moreHistory')}
              </Button>
            )}
            {messages.map((message) => (
              <MessageRow
                key={message.key}
                ref={message.key === located ? locatedRow : undefined}
                message={message}
                mine={message.sendUserId === me}
                peer={peer}
                located={message.key === located}
              />
            ))}
          </>
        )}
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
          inputRef={input}
          slotProps={{ htmlInput: { 'data-testid': 'chat-input', maxLength: 2000 } }}
        />
        <Button variant="contained" onClick={send} data-testid="chat-send">
          {messageText('send')}
        </Button>
      </Stack>
      <Popover
        open={emojiAnchor !== null}
        anchorEl={emojiAnchor}
        onClose={() => setEmojiAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, 28px)', p: 1 }} data-testid="chat-emoji-panel">
          {EMOJI_CODES.map((code) => (
            <Box
              key={code}
              component="button"
              type="button"
              title={emojiToken(code)}
              onClick={() => insertEmoji(code)}
              sx={{ border: 0, background: 'none', cursor: 'pointer', fontSize: 18, p: 0, lineHeight: '28px' }}
              data-testid="chat-emoji-item"
            >
              {emojiOf(code)}
            </Box>
          ))}
        </Box>
      </Popover>
      <ConfirmDialog
        confirmation={confirming ? { text: messageText('confirmClearRecord'), run: clearRecord } : null}
        onClose={() => setConfirming(false)}
        testId="message-confirm"
        labels={confirmLabels()}
      />
    </Stack>
  );
}
