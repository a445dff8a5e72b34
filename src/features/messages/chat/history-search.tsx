import { useEffect, useState, useSyncExternalStore } from 'react';
import { Box, Button, IconButton, InputAdornment, TextField, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { conversationStore } from './conversation-store.ts';
import { loadMoreHits, locateMessage, searchHistory } from './chat-actions.ts';
import { MessageRow } from './message-row.tsx';
import { currentUserId } from '../socket/socket-connection.ts';
import { messageText } from '../messages.ts';

/** Typing pauses this long before the search goes out. */
export const HISTORY_SEARCH_DELAY_MS = 300;

/** The keyword field of the history search; emptying it (or the clear button) ends the search. */
export function HistorySearchField({ onClose }: { onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => searchHistory(keyword), keyword.trim() ? HISTORY_SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [keyword]);
  return (
    <TextField
      size="small"
      autoFocus
      fullWidth
      sx={{ px: 1, pt: 1 }}
      placeholder={messageText('searchHistory')}
      value={keyword}
      onChange={(event) => setKeyword(event.target.value)}
      slotProps={{
        htmlInput: { 'data-testid': 'chat-history-search', maxLength: 100 },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={messageText('clearSearch')}
                data-testid="chat-history-search-clear"
                onClick={() => {
                  searchHistory('');
                  onClose();
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** The search's hits, older pages on demand; a click jumps to the hit's place in the history. */
export function HistorySearchResults() {
  const { peer, search, loading } = useSyncExternalStore(conversationStore.subscribe, conversationStore.getSnapshot);
  if (!peer || !search) return null;
  const me = currentUserId();
  return (
    <Box data-testid="chat-search-results">
      <Typography variant="caption" color="text.secondary" component="div" align="center" data-testid="chat-search-count">
        {search.page === 0 ? messageText('loading') : search.total === 0 ? messageText('noHits') : messageText('hitCount').replace('{n}', String(search.total))}
      </Typography>
      {search.hits.length < search.total && (
        <Button size="small" fullWidth disabled={loading} onClick={loadMoreHits} data-testid="chat-more-hits">
          {messageText('moreHistory')}
        </Button>
      )}
      {search.hits.map((hit) => (
        <Box
          key={hit.key}
          role="button"
          tabIndex={0}
          title={messageText('locate')}
          onClick={() => locateMessage(hit.key)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') locateMessage(hit.key);
          }}
          sx={{ cursor: 'pointer', borderRadius: 1, '&:hover': { bgcolor: 'action.selected' } }}
          data-testid="chat-search-hit"
        >
          <MessageRow message={hit} mine={hit.sendUserId === me} peer={peer} />
        </Box>
      ))}
    </Box>
  );
}
