import { useTranslate } from 'react-admin';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { PickerItem } from './picker-tree.ts';

const keyOf = (item: PickerItem) => (item.path ? item.path.join('/') : item.id);

/** The right pane of a two-pane picker: what is chosen, 'clear list' and a delete per entry. */
export function SelectedList({ items, onRemove, onClear }: { items: PickerItem[]; onRemove: (item: PickerItem) => void; onClear: () => void }) {
  const translate = useTranslate();
  return (
    <Stack sx={{ height: '100%' }} data-testid="picker-selected">
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="body2">
          {translate('pickers.selected')} ({items.length})
        </Typography>
        <Button size="small" onClick={onClear} data-testid="picker-clear-list">
          {translate('pickers.clearList')}
        </Button>
      </Stack>
      <Box sx={{ flex: 1, overflow: 'auto' }}>
        {items.length === 0 ? (
          <Typography variant="body2" color="textSecondary" sx={{ p: 2, textAlign: 'center' }}>
            {translate('pickers.noData')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {items.map((item) => (
              <ListItem
                key={keyOf(item)}
                data-testid="picker-selected-item"
                secondaryAction={
                  <IconButton edge="end" size="small" aria-label={translate('pickers.remove')} data-testid="picker-remove" onClick={() => onRemove(item)}>
                    <CloseIcon fontSize="inherit" />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={item.fullName}
                  secondary={item.pathNames && item.pathNames.length > 1 ? item.pathNames.join('/') : undefined}
                  slotProps={{ primary: { variant: 'body2' } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}
