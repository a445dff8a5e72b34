import { useState, type ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { shownFileName, type StoredFile } from '../../../../common/files/file-kinds.ts';
import type { Language } from '../../../form-runtime/widget-contract.ts';
import { FilePreviewDialog } from '../preview/file-preview-dialog.tsx';
import { pageAddress } from '../preview/preview-api.ts';
import { uploadWidgetTexts } from './messages.ts';

export const THUMBNAIL_SIZE = 100;

export const tileSx = {
  width: THUMBNAIL_SIZE,
  height: THUMBNAIL_SIZE,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  overflow: 'hidden',
  position: 'relative',
  flex: '0 0 auto',
} as const;

export interface ImageThumbnailsProps {
  files: readonly StoredFile[];
  type: string;
  language: Language;
  /** absent: the images cannot be removed */
  onRemove?: (fileId: string) => void;
  /** tiles after the images (the uploads under way, the add tile) */
  children?: ReactNode;
}

/**
 * The images of an uploadImg field as thumbnails (contract §6.1: `<img src = base + url>`, no
 * header needed); a click shows the image large in the preview dialog, a corner button removes it
 * when allowed.
 */
export function ImageThumbnails({ files, type, language, onRemove, children }: ImageThumbnailsProps) {
  const texts = uploadWidgetTexts[language];
  const [previewing, setPreviewing] = useState<StoredFile | null>(null);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="upload-images">
      {files.map((file) => {
        const name = shownFileName(file.name);
        return (
          <Box key={file.fileId} sx={tileSx} data-testid="upload-image" data-file-id={file.fileId}>
            <Box
              component="button"
              type="button"
              aria-label={`${texts.preview} ${name}`}
              onClick={() => setPreviewing(file)}
              data-testid="upload-image-open"
              sx={{ p: 0, m: 0, border: 0, width: '100%', height: '100%', cursor: 'zoom-in', bgcolor: 'grey.100', display: 'block' }}
            >
              <img
                src={pageAddress(file.url)}
                alt={name}
                title={name}
                loading="lazy"
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </Box>
            {onRemove && (
              <Tooltip title={texts.remove}>
                <IconButton
                  size="small"
                  aria-label={`${texts.remove} ${name}`}
                  onClick={() => onRemove(file.fileId)}
                  data-testid="upload-image-remove"
                  sx={{
                    position: 'absolute',
                    top: 2,
                    right: 2,
                    p: 0.25,
                    bgcolor: 'rgba(0,0,0,0.45)',
                    color: 'common.white',
                    '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
                  }}
                >
                  <CloseIcon sx={{ fontSize: 14 }} />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        );
      })}
      {children}
      {previewing && <FilePreviewDialog key={previewing.fileId} file={previewing} type={type} language={language} onClose={() => setPreviewing(null)} />}
    </Box>
  );
}
