import { useEffect, useState } from 'react';
import { PreviewDialog } from './report-preview-dialog.tsx';
import { framedText } from './messages.ts';

/**
 * A blob a framed page sent (message type pdf) shown in a frame under its title (spec §2.4).
 * The blob is always retyped as PDF: a blob address belongs to this app's origin, so content
 * the browser would render as HTML must never be shown from it. Each mount makes its own
 * address and releases it when it goes, so no render can show an address already released.
 */
export function PdfPreviewDialog({ blob, title, onClose }: { blob: Blob; title?: string; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const address = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [blob]);
  const heading = title || framedText('pdfPreview');
  return (
    <PreviewDialog title={heading} testId="pdf-preview-dialog" onClose={onClose}>
      {/* No sandbox: the browser's PDF viewer does not run in sandboxed frames; the PDF type keeps scripts out. */}
      {(height) =>
        url ? <iframe title={heading} src={url} data-testid="pdf-preview-frame" style={{ display: 'block', width: '100%', height, border: 0 }} /> : null
      }
    </PreviewDialog>
  );
}
