import type { FrameMessage } from './frame-messages.ts';
import { ReportPreviewDialog } from './report-preview-dialog.tsx';
import { PdfPreviewDialog } from './pdf-preview-dialog.tsx';

/** The dialog a frame's message asks for: fr → report preview of the url, pdf → the blob. */
export function FrameDialogs({ message, onClose }: { message: FrameMessage; onClose: () => void }) {
  if (message.type === 'fr') return <ReportPreviewDialog url={message.url} title={message.title} onClose={onClose} />;
  return <PdfPreviewDialog blob={message.blob} title={message.title} onClose={onClose} />;
}
