import { useState } from 'react';
import { useLocaleState } from 'react-admin';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { Box, Button, Checkbox, IconButton, List, ListItem, ListItemText, Popover, Stack, Tooltip, Typography } from '@mui/material';
import type { ColumnSettings } from './use-column-settings.ts';
import { columnSettingsTexts } from './column-settings-texts.ts';

/**
 * The column chooser of a list toolbar: an icon button (列设置) opening a panel that lists the
 * columns the user is granted, each with a box to show or hide it and buttons to move it up or
 * down, and 重置. Every change is saved at once by the hook (use-column-settings.ts), which also
 * keeps the last shown column from being hidden; this only shows its state.
 */
export function ColumnSettingsButton({ settings }: { settings: ColumnSettings }) {
  const [locale] = useLocaleState();
  const texts = columnSettingsTexts(locale);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!settings.available) return null;
  const { columns, saving } = settings;
  const onlyShown = settings.shown.length === 1 ? settings.shown[0] : undefined;
  return (
    <>
      <Tooltip title={texts.button}>
        {/* a disabled button fires no events: the span lets the tooltip show while the settings load */}
        <span>
          <IconButton aria-label={texts.button} data-testid="column-settings" disabled={!settings.ready} onClick={(event) => setAnchor(event.currentTarget)}>
            <ViewColumnIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ py: 1, minWidth: 280 }} data-testid="column-settings-panel" aria-busy={saving}>
          <Stack direction="row" alignItems="center" sx={{ px: 2 }}>
            <Typography variant="subtitle2" sx={{ flex: 1 }}>
              {texts.title}
            </Typography>
            <Button size="small" disabled={saving} onClick={settings.reset}>
              {texts.reset}
            </Button>
          </Stack>
          <List dense disablePadding>
            {columns.map((column, index) => (
              <ListItem key={column.key} data-testid="column-setting" sx={{ py: 0 }}>
                <Checkbox
                  size="small"
                  checked={column.visible}
                  disabled={saving || column.key === onlyShown}
                  title={column.key === onlyShown ? texts.lastShown : undefined}
                  onChange={(event) => settings.setVisible(column.key, event.target.checked)}
                  inputProps={{ 'aria-label': column.label }}
                />
                <ListItemText primary={column.label} sx={{ mr: 1 }} />
                <IconButton
                  size="small"
                  aria-label={`${texts.moveUp} ${column.label}`}
                  disabled={saving || index === 0}
                  onClick={() => settings.move(column.key, -1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`${texts.moveDown} ${column.label}`}
                  disabled={saving || index === columns.length - 1}
                  onClick={() => settings.move(column.key, 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Popover>
    </>
  );
}
