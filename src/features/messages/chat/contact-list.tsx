import { useCallback, useEffect, useRef, useState } from 'react';
import { Avatar, Box, List, ListItemAvatar, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { listContacts } from '../message-api.ts';
import { nearBottom } from '../use-message-pages.ts';
import { messageText } from '../messages.ts';
import { avatarSrc } from './recent-list.tsx';
import type { ChatContact, ChatPeer } from './chat-types.ts';

/** Spec §9: more contacts load within 300 px of the bottom. */
export const CONTACT_LOAD_MORE_PX = 300;

/** The contact list: 20 a page (10 while searching), the next page near the bottom. */
export function ContactList({ onOpen }: { onOpen: (peer: ChatPeer) => void }) {
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<ChatContact[]>([]);
  const [total, setTotal] = useState(0);
  const page = useRef(0);
  const busy = useRef(false);
  const generation = useRef(0);

  const load = useCallback(async (next: number, search: string) => {
    const mine = generation.current;
    busy.current = true;
    try {
      const answer = await listContacts(next, search);
      if (mine !== generation.current) return;
      page.current = next;
      setTotal(answer.pagination.total);
      setRows((old) => (next === 1 ? answer.list : [...old, ...answer.list]));
    } catch {
      // the request client has shown why
    } finally {
      if (mine === generation.current) busy.current = false;
    }
  }, []);

  useEffect(() => {
    generation.current += 1;
    page.current = 0;
    const timer = setTimeout(() => void load(1, keyword.trim()), keyword ? 300 : 0);
    return () => clearTimeout(timer);
  }, [keyword, load]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <TextField
        size="small"
        sx={{ m: 1 }}
        placeholder={messageText('search')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'chat-contact-search' } }}
      />
      <Box
        sx={{ flex: 1, overflowY: 'auto' }}
        data-testid="chat-contact-scroll"
        onScroll={(event) => {
          if (nearBottom(event.currentTarget, CONTACT_LOAD_MORE_PX) && !busy.current && page.current > 0 && rows.length < total)
            void load(page.current + 1, keyword.trim());
        }}
      >
        <List dense>
          {rows.map((row) => (
            <ListItemButton key={row.id} onClick={() => onOpen(row)} data-testid="chat-contact-item">
              <ListItemAvatar>
                <Avatar src={avatarSrc(row.headIcon)}>{row.realName.slice(0, 1)}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={`${row.realName}/${row.account}`} secondary={row.department} />
            </ListItemButton>
          ))}
        </List>
        {page.current > 0 && rows.length === 0 && (
          <Typography color="text.secondary" align="center" sx={{ py: 2 }}>
            {messageText('noContacts')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
