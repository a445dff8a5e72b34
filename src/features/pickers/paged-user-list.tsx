import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Avatar, Box, List, ListItemAvatar, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { PickerNode } from './picker-tree.ts';
import { USER_PAGE_SIZE, type UserSource } from './user-picker-api.ts';

/** More is loaded when the list is scrolled within 200 px of its bottom (spec lowcode §9). */
export const LOAD_MORE_DISTANCE = 200;

export function nearBottom(element: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= LOAD_MORE_DISTANCE;
}

/**
 * Users as a flat list, 10 per page, the next page loaded as the list nears its bottom: the
 * user picker's search results ('0' and a keyword), its current-organisation tab and the users a
 * restricted picker allows (the source says which).
 */
export function PagedUserList({ source, keyword, onPick }: { source: UserSource; keyword: string; onPick: (user: PickerNode) => void }) {
  const translate = useTranslate();
  const [users, setUsers] = useState<PickerNode[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const state = useRef({ page: 0, busy: false, generation: 0 });
  // The source is followed by its key (a new object each render would otherwise start again):
  // the pages are read through the latest source and keyword, and a new key or keyword restarts.
  const latest = useRef({ source, keyword });
  latest.current = { source, keyword };

  const loadPage = useCallback(async (currentPage: number) => {
    const generation = state.current.generation;
    state.current.busy = true;
    setLoading(true);
    try {
      const level = await latest.current.source.load({ keyword: latest.current.keyword, currentPage, pageSize: USER_PAGE_SIZE });
      if (generation !== state.current.generation) return;
      state.current.page = currentPage;
      const found = level.list.filter((node) => node.type === 'user');
      setUsers((before) => (currentPage === 1 ? found : [...before, ...found]));
      setTotal(level.total);
    } catch {
      // the request client has said why; what was loaded stays
    } finally {
      if (generation === state.current.generation) {
        state.current.busy = false;
        setLoading(false);
      }
    }
  }, []);

  // A new keyword (or source) starts again from the first page.
  useEffect(() => {
    state.current = { page: 0, busy: false, generation: state.current.generation + 1 };
    setUsers([]);
    setTotal(0);
    void loadPage(1);
  }, [source.key, keyword, loadPage]);

  return (
    <Box
      data-testid="picker-user-list"
      sx={{ height: '100%', overflow: 'auto' }}
      onScroll={(event) => {
        if (nearBottom(event.currentTarget) && !state.current.busy && users.length < total) void loadPage(state.current.page + 1);
      }}
    >
      <List dense disablePadding>
        {users.map((user) => (
          <ListItemButton key={user.id} dense data-testid="picker-user" data-node-id={user.id} onClick={() => onPick(user)}>
            <ListItemAvatar sx={{ minWidth: 36 }}>
              <Avatar src={user.headIcon || undefined} sx={{ width: 24, height: 24, fontSize: 12 }}>
                {user.fullName.slice(0, 1)}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={user.fullName} slotProps={{ primary: { variant: 'body2' } }} />
          </ListItemButton>
        ))}
      </List>
      {(loading || users.length === 0) && (
        <Typography variant="body2" color="textSecondary" sx={{ p: 2, textAlign: 'center' }}>
          {translate(loading ? 'pickers.loading' : 'pickers.noData')}
        </Typography>
      )}
    </Box>
  );
}
