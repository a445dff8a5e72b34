import dayjs from 'dayjs';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import type { MessageInfo } from '../../lib/data/inbox-message.ts';
import { messageText } from './messages.ts';
import { apiBase } from '../../lib/request/request.ts';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';

interface Attachment {
  name?: string;
  fileId?: string;
  url?: string;
}

function attachments(files: string | undefined): Attachment[] {
  try {
    const value: unknown = JSON.parse(files ?? '[]');
    return Array.isArray(value) ? (value as Attachment[]) : [];
  } catch {
    return [];
  }
}

/** Only links the page may follow: relative API paths or http(s). */
const safeUrl = (url: string | undefined) =>
  url && (/^\/api\//.test(url) || /^https?:\/\//.test(url)) ? (url.startsWith('/') ? apiBase + url : url) : undefined;

/**
 * A notice or system message (types 1 and 3): title, sender and time, the body as HTML cleaned
 * by DOMPurify (the server sanitises too; a JNPF backend may not), and its attachments.
 */
export function NoticeDialog({ info, onClose }: { info: MessageInfo | null; onClose: () => void }) {
  const files = attachments(info?.files);
  return (
    <Dialog open={info !== null} onClose={onClose} maxWidth="md" fullWidth data-testid="notice-dialog">
      <DialogTitle>{info?.title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {info?.releaseUser} {info?.releaseTime ? dayjs(info.releaseTime).format('YYYY-MM-DD HH:mm') : ''}
        </Typography>
        <RichTextView testId="notice-body" html={info?.bodyText ?? ''} />
        {files.length > 0 && (
          <Stack sx={{ mt: 2 }} spacing={0.5}>
            <Typography variant="subtitle2">{messageText('attachments')}</Typography>
            {files.map((file, index) => (
              <Link key={file.fileId ?? index} href={safeUrl(file.url)} target="_blank" rel="noopener noreferrer">
                {file.name ?? file.fileId}
              </Link>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messageText('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
