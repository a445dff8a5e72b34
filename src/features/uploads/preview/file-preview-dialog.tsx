import { useRef } from 'react';
import { useNotify } from 'react-admin';
import { Box, Button, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import DownloadIcon from '@mui/icons-material/Download';
import { shownFileName, type StoredFile } from '../../../../common/files/file-kinds.ts';
import type { Language } from '../../../form-runtime/widget-contract.ts';
import { showErrorToast } from '../../../shell/toast-store.ts';
import { downloadStoredFile } from '../download/download-api.ts';
import { FileCategoryIcon } from './file-category-icon.tsx';
import { enterFullscreen } from './fullscreen.ts';
import { previewTexts } from './messages.ts';
import { extensionOfFile } from './preview-kind.ts';
import { usePreview, type PreviewView } from './use-preview.ts';

export interface FilePreviewDialogProps {
  /** the file shown; null keeps the dialog closed */
  file: StoredFile | null;
  /** the storage type a download of the file asks for (annex, annexpic …) */
  type: string;
  language: Language;
  onClose: () => void;
}

const fill = { width: '100%', height: '100%', border: 0, display: 'block' } as const;

function PreviewBody({ view, name, onDownload, language }: { view: PreviewView; name: string; onDownload: () => void; language: Language }) {
  const texts = previewTexts[language];
  switch (view.show) {
    case 'loading':
      return (
        <Stack alignItems="center" justifyContent="center" sx={{ height: '100%' }}>
          <CircularProgress aria-label={texts.loading} size={32} />
        </Stack>
      );
    case 'image':
      return (
        <Stack alignItems="center" justifyContent="center" sx={{ height: '100%', bgcolor: 'grey.900' }}>
          <img src={view.src} alt={name} data-testid="file-preview-image" style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        </Stack>
      );
    case 'document':
      // No sandbox attribute here: Chromium refuses to start its PDF viewer in a frame that has one,
      // whatever it allows. The document is sandboxed by the policy the server sends with every
      // served file (server/features/files/serve-file.ts SERVED_FILE_POLICY: an opaque origin
      // that runs and loads nothing), which the viewer accepts.
      return <iframe title={name} src={view.src} referrerPolicy="no-referrer" data-testid="file-preview-document" style={fill} />;
    case 'page':
      return <iframe title={name} src={view.src} sandbox="" referrerPolicy="no-referrer" data-testid="file-preview-page" style={fill} />;
    case 'audio':
      return (
        <Stack alignItems="center" justifyContent="center" sx={{ height: '100%' }}>
          <audio controls preload="metadata" src={view.src} data-testid="file-preview-audio" />
        </Stack>
      );
    case 'video':
      return <video controls preload="metadata" src={view.src} data-testid="file-preview-video" style={{ ...fill, background: '#000' }} />;
    case 'refused':
      return (
        <Stack alignItems="center" justifyContent="center" spacing={2} sx={{ height: '100%', p: 3 }} data-testid="file-preview-refused">
          <Typography color="text.secondary" textAlign="center">
            {view.message || texts.cannotPreview}
          </Typography>
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={onDownload}>
            {texts.download}
          </Button>
        </Stack>
      );
  }
}

/**
 * The file preview (spec lowcode §2 "File/document preview"): the file's name and category icon,
 * a full-screen button (不支持全屏 where the browser cannot) and the file as `usePreview` decides.
 * A missing file warns 文件不存在 and closes (spec §8).
 */
export function FilePreviewDialog({ file, type, language, onClose }: FilePreviewDialogProps) {
  const texts = previewTexts[language];
  const notify = useNotify();
  const stage = useRef<HTMLDivElement>(null);
  const warn = (message: string) => notify(message, { type: 'warning', autoHideDuration: 1500, messageArgs: { _: message } });
  const view = usePreview(
    file,
    () => {
      warn(texts.fileMissing);
      onClose();
    },
    (message) => {
      if (message) showErrorToast(message, 1500);
      onClose();
    },
  );
  if (!file) return null;
  const name = shownFileName(file.name);
  const fullscreen = () => {
    if (!enterFullscreen(stage.current)) warn(texts.noFullscreen);
  };
  // A refused download was shown by the request client already.
  const download = () => void downloadStoredFile(type, file).catch(() => undefined);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-label={texts.title} data-testid="file-preview-dialog">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <FileCategoryIcon extension={extensionOfFile(file)} fontSize="small" color="action" />
        <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={name}>
          {name}
        </Box>
        <Tooltip title={texts.fullscreen}>
          <IconButton aria-label={texts.fullscreen} onClick={fullscreen} data-testid="file-preview-fullscreen">
            <FullscreenIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={texts.close}>
          <IconButton aria-label={texts.close} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: '75vh' }}>
        <Box ref={stage} sx={{ height: '100%', bgcolor: 'background.paper' }}>
          <PreviewBody view={view} name={name} onDownload={download} language={language} />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
