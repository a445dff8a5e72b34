import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, IconButton, LinearProgress, Paper, Stack, Table, TableBody, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import dayjs from 'dayjs';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';
import { attachmentsOf, mailInfo, MAIL_FILE_TYPE, setStarred, type ComposeValues, type DownloadMailFile, type EmailInfo } from './email-api.ts';
import { ComposeDialog } from './compose-dialog.tsx';
import { withoutRemoteImages } from './remote-images.ts';
import { draftValues, forwardValues, replyValues } from './compose-values.ts';

export const timeText = (time: number | null | undefined) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm:ss') : '');

function Field({ name, label, children }: { name: string; label: string; children: ReactNode }) {
  return (
    <TableRow data-testid={`email-field-${name}`}>
      <TableCell component="th" scope="row" sx={{ width: 120, color: 'text.secondary', verticalAlign: 'top' }}>
        {label}
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>{children}</TableCell>
    </TableRow>
  );
}

const VIEW_TITLE = { inBox: 'viewInBox', star: 'viewInBox', sent: 'viewSent', draft: 'viewDraft' } as const;

/**
 * /emailDetail?id=… (spec §2.1 "view an e-mail"; JNPF 3.4 extend/email DetailMain): subject,
 * sender, recipients, copy, time, the body sanitised right before it is drawn, the attachments
 * (downloaded through the file module's signed links), the star of a received mail, reply and
 * forward. Opening a received mail marks it read (the server does).
 */
export function EmailDetailPage({ download }: { download: DownloadMailFile }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`email.${key}`, options);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [info, setInfo] = useState<EmailInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [compose, setCompose] = useState<ComposeValues | null>(null);
  // Images from other sites wait until the reader asks, each mail afresh (remote-images.ts).
  const [showImages, setShowImages] = useState(false);
  const bodyText = info?.bodyText ?? '';
  const guarded = useMemo(() => withoutRemoteImages(bodyText), [bodyText]);
  useEffect(() => setShowImages(false), [bodyText]);

  const load = useCallback(async () => {
    if (!id) return;
    setFailed(false);
    try {
      setInfo(await mailInfo(id));
    } catch {
      // the request client has said why (数据不存在)
      setFailed(true);
    }
  }, [id]);
  useEffect(() => {
    setInfo(null);
    void load();
  }, [load]);

  if (!id)
    return (
      <Alert severity="info" data-testid="email-missing-id">
        {t('missingId')}
      </Alert>
    );
  if (failed)
    return (
      <Alert severity="warning" data-testid="email-unavailable">
        {translate('email.empty')}
      </Alert>
    );
  if (!info) return <LinearProgress />;

  const received = info.box === 'inBox' || info.box === 'star';
  const starred = info.starred === 1;
  const files = attachmentsOf(info.attachment);
  const toggleStar = async () => {
    try {
      await setStarred(info.id, !starred);
      setInfo({ ...info, starred: starred ? 0 : 1 });
    } catch {
      // shown by the request client
    }
  };

  return (
    <Box sx={{ p: 2 }} data-testid="email-detail-page">
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ flex: 1 }}>
          {t(VIEW_TITLE[info.box])}
        </Typography>
        {received && (
          <Button size="small" variant="contained" onClick={() => setCompose(replyValues(info, t, timeText(info.fdate)))} data-testid="email-reply">
            {t('reply')}
          </Button>
        )}
        {info.box === 'draft' ? (
          <Button size="small" variant="contained" onClick={() => setCompose(draftValues(info))} data-testid="email-edit-draft">
            {t('editDraft')}
          </Button>
        ) : (
          <Button size="small" variant="outlined" onClick={() => setCompose(forwardValues(info, t, timeText(info.fdate)))} data-testid="email-forward">
            {t('forward')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined">
        <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1, wordBreak: 'break-all' }} data-testid="email-subject">
            {info.subject || t('noSubject')}
          </Typography>
          {received && (
            <Tooltip title={starred ? t('unstar') : t('starIt')}>
              <IconButton aria-label={starred ? t('unstar') : t('starIt')} aria-pressed={starred} onClick={() => void toggleStar()} data-testid="email-star">
                {starred ? <StarIcon color="warning" /> : <StarBorderIcon />}
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Table size="small">
          <TableBody>
            <Field name="sender" label={t('sender')}>
              {info.senderName ? `${info.senderName}<${info.sender}>` : info.sender}
            </Field>
            <Field name="time" label={t('time')}>
              {timeText(info.fdate)}
            </Field>
            <Field name="recipient" label={t('recipient')}>
              {info.recipient}
            </Field>
            {info.cc && (
              <Field name="cc" label={t('cc')}>
                {info.cc}
              </Field>
            )}
            {info.bcc && (
              <Field name="bcc" label={t('bcc')}>
                {info.bcc}
              </Field>
            )}
            {files.length > 0 && (
              <Field name="attachments" label={t('attachments')}>
                <Stack spacing={0.5} alignItems="flex-start">
                  {files.map((file) => (
                    <Button
                      key={file.fileId}
                      size="small"
                      startIcon={<AttachFileIcon />}
                      aria-label={t('download', { name: file.fileName })}
                      data-testid="email-attachment"
                      onClick={() => void download(MAIL_FILE_TYPE, { fileId: file.fileId, name: file.fileName }).catch(() => undefined)}
                    >
                      {file.fileName}
                    </Button>
                  ))}
                </Stack>
              </Field>
            )}
          </TableBody>
        </Table>
        <Box sx={{ p: 2 }}>
          {guarded.blocked > 0 && !showImages && (
            <Alert
              severity="info"
              sx={{ mb: 1 }}
              data-testid="email-remote-images"
              action={
                <Button size="small" onClick={() => setShowImages(true)}>
                  {t('showRemoteImages')}
                </Button>
              }
            >
              {t('remoteImagesBlocked', { count: guarded.blocked })}
            </Alert>
          )}
          <RichTextView html={showImages ? info.bodyText : guarded.html} testId="email-body" />
        </Box>
      </Paper>
      <ComposeDialog initial={compose} onClose={() => setCompose(null)} onDone={() => void load()} />
    </Box>
  );
}
