import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { saveDraft, sendMail, uploadAttachment, type ComposeValues } from './email-api.ts';

// The editor (Quill) loads with the first compose dialog, as forms load theirs.
const QuillEditor = lazy(() => import('../../crud/widgets/rich-text/quill-editor.tsx'));

export interface ComposeDialogProps {
  /** the values to start from (a new mail, a reply, a forward, a draft); null closes the dialog */
  initial: ComposeValues | null;
  onClose: () => void;
  /** after a send (true) or a saved draft (false) */
  onDone?: (sent: boolean) => void;
}

type AddressField = 'recipient' | 'cc' | 'bcc';
const ADDRESS_FIELDS: AddressField[] = ['recipient', 'cc', 'bcc'];

/**
 * 写邮件 (JNPF 3.4 extend/email Form): recipients, copy and blind copy as accounts or e-mail
 * addresses of platform users, subject, a rich-text body, attachments uploaded as `mail`; sends or
 * keeps a draft. The server checks the addresses and sanitises the body again.
 */
export function ComposeDialog({ initial, onClose, onDone }: ComposeDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) => translate(`email.${key}`, options);
  const [values, setValues] = useState<ComposeValues | null>(initial);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [recipientError, setRecipientError] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // What was typed last, also before React renders it: the editor reports from outside React, and Send may follow at once.
  const latest = useRef<ComposeValues | null>(initial);

  useEffect(() => {
    latest.current = initial;
    setValues(initial);
    setRecipientError(false);
  }, [initial]);

  if (!values) return null;
  const update = (next: (current: ComposeValues) => ComposeValues) => {
    if (latest.current) latest.current = next(latest.current);
    setValues(latest.current);
  };
  const change = (patch: Partial<ComposeValues>) => update((current) => ({ ...current, ...patch }));

  const submit = async (send: boolean) => {
    const values = latest.current;
    if (!values) return;
    if (send && values.recipient.trim() === '') {
      setRecipientError(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await (send ? sendMail(values) : saveDraft(values));
      notify(answer.msg ?? '', { type: 'success', autoHideDuration: 1500, messageArgs: { _: answer.msg ?? '' } });
      onDone?.(send);
      onClose();
    } catch {
      // the request client has shown the server's words
    } finally {
      setBusy(false);
    }
  };

  const attach = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      setUploading((count) => count + 1);
      try {
        const added = await uploadAttachment(file);
        update((current) => ({ ...current, attachment: [...current.attachment, added] }));
      } catch {
        // shown by the request client
      } finally {
        setUploading((count) => count - 1);
      }
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" data-testid="email-compose">
      <DialogTitle>{values.id ? t('editDraft') : t('compose')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              name={field}
              label={t(field)}
              size="small"
              required={field === 'recipient'}
              value={values[field]}
              onChange={(event) => {
                change({ [field]: event.target.value });
                if (field === 'recipient') setRecipientError(false);
              }}
              error={field === 'recipient' && recipientError}
              helperText={field === 'recipient' ? (recipientError ? t('recipientRequired') : t('addressHint')) : undefined}
            />
          ))}
          <TextField
            name="subject"
            label={t('subject')}
            size="small"
            value={values.subject}
            onChange={(event) => change({ subject: event.target.value })}
            inputProps={{ maxLength: 200 }}
          />
          <Box>
            <Typography id="email-body-label" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('body')}
            </Typography>
            <Suspense fallback={<CircularProgress size={20} />}>
              <QuillEditor id="email-body" value={values.bodyText} disabled={busy} language={locale} onChange={(html) => change({ bodyText: html })} />
            </Suspense>
          </Box>
          <Box>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
              <Button size="small" variant="outlined" onClick={() => fileInput.current?.click()} disabled={busy} data-testid="email-add-attachment">
                {t('addAttachment')}
              </Button>
              {uploading > 0 && <CircularProgress size={18} />}
              {values.attachment.map((file) => (
                <Chip
                  key={file.fileId}
                  label={file.fileName}
                  size="small"
                  data-testid="email-compose-attachment"
                  onDelete={() => change({ attachment: values.attachment.filter((kept) => kept.fileId !== file.fileId) })}
                />
              ))}
            </Stack>
            <input ref={fileInput} type="file" multiple hidden data-testid="email-file-input" onChange={(event) => void attach(event.target.files)} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void submit(false)} disabled={busy || uploading > 0} data-testid="email-save-draft">
          {t('saveDraft')}
        </Button>
        <Button variant="contained" onClick={() => void submit(true)} disabled={busy || uploading > 0} data-testid="email-send">
          {t('send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
