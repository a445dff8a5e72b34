import { memo, useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, CircularProgress, List, ListItemButton, ListItemIcon, ListItemText, Stack, TextField, Typography } from '@mui/material';
import type { AuthorizeTexts } from './messages.ts';
import type { ObjectChoice } from './object-choices-api.ts';

export interface ChoiceListProps {
  /** null while loading */
  items: readonly ObjectChoice[] | null;
  chosen: ReadonlySet<string>;
  onToggle: (choice: ObjectChoice, on: boolean) => void;
  /** checkboxes for several; one highlighted row for a single choice */
  multiple: boolean;
  texts: AuthorizeTexts;
  testId: string;
  /** a filter box over the items (off for search results, filtered by the server) */
  filter?: boolean;
  /** what shows when there is nothing to list */
  emptyText?: string;
}

const Row = memo(function Row({
  choice,
  on,
  multiple,
  onToggle,
}: {
  choice: ObjectChoice;
  on: boolean;
  multiple: boolean;
  onToggle: ChoiceListProps['onToggle'];
}) {
  return (
    <ListItemButton dense selected={!multiple && on} onClick={() => onToggle(choice, !on)} data-testid="authorize-choice" data-id={choice.id}>
      {multiple && (
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Checkbox edge="start" size="small" checked={on} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-label': choice.label } }} />
        </ListItemIcon>
      )}
      <ListItemText primary={choice.label} secondary={choice.caption || undefined} />
    </ListItemButton>
  );
});

/** Roles, positions or users to tick (several) or pick (one), with a filter on their names. */
export function ChoiceList({ items, chosen, onToggle, multiple, texts, testId, filter = true, emptyText }: ChoiceListProps) {
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    return word ? (items ?? []).filter((item) => `${item.label} ${item.caption}`.toLowerCase().includes(word)) : (items ?? []);
  }, [items, keyword]);
  return (
    <Stack spacing={1} data-testid={testId} sx={{ minHeight: 0 }}>
      {filter && (
        <TextField
          size="small"
          placeholder={texts.filter}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': texts.filter } }}
        />
      )}
      {items === null ? (
        <Box sx={{ p: 2 }}>
          <CircularProgress size={20} />
        </Box>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {emptyText ?? texts.empty}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ overflow: 'auto' }}>
          {shown.map((choice) => (
            <Row key={choice.id} choice={choice} on={chosen.has(choice.id)} multiple={multiple} onToggle={onToggle} />
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Users found by name or account (the server searches every organisation), to tick or pick. */
export function UserSearchList({
  search,
  ...list
}: Omit<ChoiceListProps, 'items' | 'filter' | 'emptyText'> & { search: (keyword: string) => Promise<readonly ObjectChoice[]> }) {
  const { texts } = list;
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<readonly ObjectChoice[] | null>([]);
  const [searched, setSearched] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const word = keyword.trim();
    if (!word) return;
    setItems(null);
    try {
      setItems(await search(word));
    } catch {
      // the request client has said why
      setItems([]);
    }
    setSearched(true);
  };
  return (
    <Stack spacing={1} sx={{ minHeight: 0 }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={(event) => void submit(event)}>
        <TextField
          size="small"
          fullWidth
          placeholder={texts.userSearch}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': texts.userSearch, 'data-testid': 'authorize-user-keyword' } }}
        />
        <Button type="submit" variant="outlined" data-testid="authorize-user-search">
          {texts.search}
        </Button>
      </Stack>
      <ChoiceList {...list} items={items} filter={false} emptyText={searched ? texts.empty : texts.userSearchHint} />
    </Stack>
  );
}
