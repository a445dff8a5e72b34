import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { FRAME_ALLOW, FRAME_SANDBOX, previewFrameHeight } from './frame-address.ts';
import { framedText } from './messages.ts';

const bodyHeight = (): number | undefined => (typeof document === 'undefined' ? undefined : document.body.clientHeight);

/** The dialog both previews share: 85 % wide, its frame 95 % of the body height minus 194 (spec §2.4, §9). */
export function PreviewDialog({
  title,
  testId,
  onClose,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  children: (height: number) => ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: '85%', maxWidth: 'none' }, 'data-testid': testId } as object }}>
      <DialogTitle sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={framedText('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }} data-testid="preview-close">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>{children(previewFrameHeight(bodyHeight()))}</DialogContent>
    </Dialog>
  );
}

/**
 * The report preview (spec §2.4): a frame of the given address, default title 报表预览. The
 * address must already be checked (http/https); the frame gets the business frames' sandbox.
 */
export function ReportPreviewDialog({ url, title, onClose }: { url: string; title?: string; onClose: () => void }) {
  const heading = title || framedText('reportPreview');
  return (
    <PreviewDialog title={heading} testId="report-preview-dialog" onClose={onClose}>
      {(height) => (
        <iframe
          title={heading}
          src={url}
          allow={FRAME_ALLOW}
          sandbox={FRAME_SANDBOX}
          data-testid="report-preview-frame"
          style={{ display: 'block', width: '100%', height, border: 0 }}
        />
      )}
    </PreviewDialog>
  );
}
