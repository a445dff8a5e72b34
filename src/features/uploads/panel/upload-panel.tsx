import type { ReactElement } from 'react';
import { Box, IconButton, LinearProgress, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import CloseIcon from '@mui/icons-material/Close';
import { formatFileSize } from '../../../../common/files/file-kinds.ts';
import type { UploadEntry } from '../engine/upload-queue.ts';
import { canPause, canRemove, canResume, canRetry, type UploadStatus } from '../engine/upload-status.ts';
import type { UploadTextKey } from '../engine/messages.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { STATUS_TEXT, useUploadText } from './upload-texts.ts';

export interface UploadPanelProps {
  entries: UploadEntry[];
  onPause(id: string): void;
  onResume(id: string): void;
  onRetry(id: string): void;
  onRemove(id: string): void;
  /** the language of the texts; default react-admin's current one */
  language?: Locale;
}

const STATUS_COLOUR: Partial<Record<UploadStatus, string>> = { success: 'success.main', error: 'error.main' };

/**
 * The upload panel (spec lowcode §2): one compact row per file with its name ('#' hidden), size,
 * progress, status and the operations its state allows (pause, resume, retry, remove), each an
 * icon button with a tooltip. It only shows the queue (engine/upload-queue.ts); it decides nothing.
 */
export function UploadPanel({ entries, onPause, onResume, onRetry, onRemove, language }: UploadPanelProps): ReactElement {
  const text = useUploadText(language);
  const action = (entry: UploadEntry, key: UploadTextKey, testId: string, icon: ReactElement, run: (id: string) => void) => (
    <Tooltip title={text(key)}>
      <IconButton size="small" aria-label={text(key)} data-testid={testId} onClick={() => run(entry.id)}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <List dense disablePadding data-testid="upload-panel">
      {entries.map((entry) => (
        <ListItem key={entry.id} data-testid="upload-entry" data-status={entry.status} disableGutters sx={{ display: 'block', py: 0.5 }}>
          <Stack direction="row" alignItems="center" spacing={1}>
            <Typography variant="body2" noWrap title={entry.name} sx={{ flex: 1, minWidth: 0 }}>
              {entry.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(entry.size)}
            </Typography>
            <Typography variant="caption" data-testid="upload-status" sx={{ whiteSpace: 'nowrap', color: STATUS_COLOUR[entry.status] ?? 'text.secondary' }}>
              {text(STATUS_TEXT[entry.status])}
            </Typography>
            <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
              {canPause(entry.status) && action(entry, 'pause', 'upload-pause', <PauseIcon fontSize="inherit" />, onPause)}
              {canResume(entry.status) && action(entry, 'resume', 'upload-resume', <PlayArrowIcon fontSize="inherit" />, onResume)}
              {canRetry(entry.status) && action(entry, 'retry', 'upload-retry', <ReplayIcon fontSize="inherit" />, onRetry)}
              {canRemove(entry.status) && action(entry, 'remove', 'upload-remove', <CloseIcon fontSize="inherit" />, onRemove)}
            </Box>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={Math.round(entry.progress * 100)}
            color={entry.status === 'error' ? 'error' : entry.status === 'success' ? 'success' : 'primary'}
            aria-label={entry.name}
            data-testid="upload-progress"
            sx={{ height: 3, mt: 0.25 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
