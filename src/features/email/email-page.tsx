import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  IconButton,
  Link,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  TextField,
  Tooltip,
} from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import MailIcon from '@mui/icons-material/Mail';
import DraftsIcon from '@mui/icons-material/Drafts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import {
  attachmentsOf,
  deleteMail,
  EMAIL_BOXES,
  emptyCompose,
  listMails,
  mailInfo,
  setRead,
  setStarred,
  type ComposeValues,
  type EmailBox,
  type EmailListItem,
} from './email-api.ts';
import { ComposeDialog } from './compose-dialog.tsx';
import { draftValues } from './compose-values.ts';
import { timeText } from './email-detail-page.tsx';

interface Query {
  type: EmailBox;
  keyword: string;
  currentPage: number;
  pageSize: number;
}

/**
 * 邮件 (in the demo under 工作流程 beside the schedule; page keys extend/email, the stock client's view, and msgCenter/email): 收件箱, 星标件, 草稿箱 and 已发送,
 * each searched by keyword and paged; 写邮件 opens the compose dialog. A mail opens at /emailDetail,
 * a draft in the compose dialog.
 */
export function EmailPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`email.${key}`, options);
  const [query, setQuery] = useState<Query>({ type: 'inBox', keyword: '', currentPage: 1, pageSize: 20 });
  const [typed, setTyped] = useState('');
  const [rows, setRows] = useState<EmailListItem[]>([]);
  const [total, setTotal] = useState(0);
  const [compose, setCompose] = useState<ComposeValues | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  const load = useCallback(async () => {
    try {
      const page = await listMails(query);
      setRows(page.list);
      setTotal(page.total);
    } catch {
      // the request client has said why
    }
  }, [query]);
  useEffect(() => {
    void load();
  }, [load]);

  const received = query.type === 'inBox' || query.type === 'star';
  const said = (msg: string | undefined) => notify(msg ?? '', { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg ?? '' } });
  const act = async (call: () => Promise<{ msg?: string }>) => {
    try {
      said((await call()).msg);
      await load();
    } catch {
      // shown by the request client
    }
  };
  const open = async (row: EmailListItem) => {
    if (query.type === 'draft') {
      try {
        setCompose(draftValues(await mailInfo(row.id)));
      } catch {
        // shown by the request client
      }
      return;
    }
    navigate(`/emailDetail?id=${encodeURIComponent(row.id)}`);
  };

  return (
    <Box sx={{ p: 2 }} data-testid="email-page">
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1 }}>
        <Tabs value={query.type} onChange={(_, type: EmailBox) => setQuery({ ...query, type, currentPage: 1 })} sx={{ flex: 1 }}>
          {EMAIL_BOXES.map((box) => (
            <Tab key={box} value={box} label={t(box)} data-testid={`email-box-${box}`} />
          ))}
        </Tabs>
        <Button variant="contained" onClick={() => setCompose(emptyCompose())} data-testid="email-compose-button">
          {t('compose')}
        </Button>
      </Stack>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ ...query, keyword: typed.trim(), currentPage: 1 });
        }}
      >
        <TextField size="small" name="keyword" label={t('keyword')} value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit" variant="contained">
          {t('search')}
        </Button>
        <Button
          onClick={() => {
            setTyped('');
            setQuery({ ...query, keyword: '', currentPage: 1 });
          }}
        >
          {t('reset')}
        </Button>
      </Stack>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell padding="checkbox" />
            <TableCell>{received ? t('sender') : t('recipient')}</TableCell>
            <TableCell>{t('subject')}</TableCell>
            <TableCell>{t('time')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const unread = received && row.isRead !== 1;
            return (
              <TableRow key={row.id} data-testid="email-row" data-unread={unread ? '1' : '0'} hover>
                <TableCell padding="checkbox">
                  {received ? (
                    <Tooltip title={unread ? t('markRead') : t('markUnread')}>
                      <IconButton size="small" aria-label={unread ? t('markRead') : t('markUnread')} onClick={() => void act(() => setRead(row.id, unread))}>
                        {unread ? <MailIcon fontSize="small" color="warning" /> : <DraftsIcon fontSize="small" />}
                      </IconButton>
                    </Tooltip>
                  ) : (
                    <DraftsIcon fontSize="small" color="disabled" />
                  )}
                </TableCell>
                <TableCell padding="checkbox">{attachmentsOf(row.attachment).length > 0 && <AttachFileIcon fontSize="small" color="action" />}</TableCell>
                <TableCell sx={{ fontWeight: unread ? 600 : undefined }}>
                  {received ? (row.senderName ? `${row.senderName}<${row.sender}>` : row.sender) : row.recipient}
                </TableCell>
                <TableCell sx={{ fontWeight: unread ? 600 : undefined }}>
                  <Link component="button" type="button" underline="hover" onClick={() => void open(row)} data-testid="email-open">
                    {row.subject || t('noSubject')}
                  </Link>
                </TableCell>
                <TableCell>{timeText(row.fdate)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {received && (
                    <Tooltip title={row.starred === 1 ? t('unstar') : t('starIt')}>
                      <IconButton
                        size="small"
                        aria-label={row.starred === 1 ? t('unstar') : t('starIt')}
                        aria-pressed={row.starred === 1}
                        onClick={() => void act(() => setStarred(row.id, row.starred !== 1))}
                      >
                        {row.starred === 1 ? <StarIcon fontSize="small" color="warning" /> : <StarBorderIcon fontSize="small" />}
                      </IconButton>
                    </Tooltip>
                  )}
                  <Button size="small" color="error" onClick={() => setConfirmation({ text: t('confirmDelete'), run: () => act(() => deleteMail(row.id)) })}>
                    {t('delete')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={6} align="center">
                {t('empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={query.currentPage - 1}
        rowsPerPage={query.pageSize}
        rowsPerPageOptions={[20, 50, 100]}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
        onPageChange={(_, page) => setQuery({ ...query, currentPage: page + 1 })}
        onRowsPerPageChange={(event) => setQuery({ ...query, currentPage: 1, pageSize: Number(event.target.value) })}
      />
      <ComposeDialog
        initial={compose}
        onClose={() => setCompose(null)}
        onDone={(sent) => setQuery({ ...query, type: sent ? 'sent' : 'draft', currentPage: 1 })}
      />
      <ConfirmDialog
        confirmation={confirmation}
        onClose={() => setConfirmation(null)}
        testId="email-confirm-delete"
        labels={{ confirm: translate('entity.confirm'), cancel: t('cancel') }}
      />
    </Box>
  );
}
