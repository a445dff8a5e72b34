import { useState, type ReactNode } from 'react';
import { IconButton, List, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { formatFileSize, shownFileName, type StoredFile } from '../../../../common/files/file-kinds.ts';
import type { FormSize, Language } from '../../../form-runtime/widget-contract.ts';
import { fontSizeOf } from '../../../form-runtime/size.ts';
import { downloadStoredFile } from '../download/download-api.ts';
import { FileCategoryIcon } from '../preview/file-category-icon.tsx';
import { FilePreviewDialog } from '../preview/file-preview-dialog.tsx';
import { extensionOfFile } from '../preview/preview-kind.ts';
import { uploadWidgetTexts } from './messages.ts';

export interface FileListProps {
  files: readonly StoredFile[];
  /** the storage type downloads and previews ask for */
  type: string;
  language: Language;
  size: FormSize;
  /** absent: the files cannot be removed (read-only, disabled) */
  onRemove?: (fileId: string) => void;
}

/**
 * The stored files of an upload widget, one row each: category icon, name ('#' hidden), size in
 * B/KB/MB/GB, and preview, download and (when allowed) remove. A refused download was shown by
 * the request client; nothing more to do here.
 */
export function FileList({ files, type, language, size, onRemove }: FileListProps) {
  const texts = uploadWidgetTexts[language];
  const [previewing, setPreviewing] = useState<StoredFile | null>(null);
  if (files.length === 0) return null;
  const action = (label: string, testId: string, icon: ReactNode, run: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} data-testid={testId} onClick={run}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <>
      <List dense disablePadding aria-label={texts.fileList} data-testid="upload-file-list">
        {files.map((file) => {
          const name = shownFileName(file.name);
          return (
            <ListItem key={file.fileId} disableGutters data-testid="upload-file" data-file-id={file.fileId} sx={{ py: 0 }}>
              <Stack direction="row" alignItems="center" spacing={1} sx={{ width: '100%', minWidth: 0 }}>
                <FileCategoryIcon extension={extensionOfFile(file)} fontSize="small" color="action" />
                <Typography noWrap title={name} data-testid="upload-file-name" sx={{ flex: 1, minWidth: 0, fontSize: fontSizeOf(size) }}>
                  {name}
                </Typography>
                {typeof file.fileSize === 'number' && (
                  <Typography variant="caption" color="text.secondary" data-testid="upload-file-size" sx={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(file.fileSize)}
                  </Typography>
                )}
                {action(texts.preview, 'upload-file-preview', <VisibilityIcon fontSize="inherit" />, () => setPreviewing(file))}
                {action(
                  texts.download,
                  'upload-file-download',
                  <DownloadIcon fontSize="inherit" />,
                  () => void downloadStoredFile(type, file).catch(() => undefined),
                )}
                {onRemove && action(texts.remove, 'upload-file-remove', <DeleteOutlineIcon fontSize="inherit" />, () => onRemove(file.fileId))}
              </Stack>
            </ListItem>
          );
        })}
      </List>
      {previewing && <FilePreviewDialog key={previewing.fileId} file={previewing} type={type} language={language} onClose={() => setPreviewing(null)} />}
    </>
  );
}
