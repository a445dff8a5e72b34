import { useCallback, useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead,
  TableRow, TextField, Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { request } from '../request/request.ts';
import type { EntityRecord, EntityResource, Texts } from '../data/entity-resource.ts';
import { EntityFormDialog } from '../entity-screens/entity-form-dialog-lazy.ts';
import { ConfirmDialog, type Confirmation } from '../entity-screens/confirm-dialog.tsx';
import { PagedTablePagination } from '../entity-screens/paged-table-pagination.tsx';
import { RichTextView } from '../rich-text/rich-text-view.tsx';

interface NoticeRow {
  id: string;
  title: string;
  enabledMark: number;
  creatorUser: string;
  releaseUser: string;
  releaseTime: number | null;
  expirationTime: number | null;
  excerpt: string;
}

const STATES = ['', '0', '1', '2'] as const;
const PAGE_SIZES = [10, 20, 50, 100, 500];
const time = (value: number | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '');

/**
 * Notice administration (contract §4.14): the paged list (POST /api/message/Notice) with keyword
 * and state filters; drafts are written in the schema's dialog, released to their recipients
 * after confirmation, previewed as sanitised HTML, and deleted after confirmation.
 */
export function NoticePage({ resource }: { resource: EntityResource }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const lang = (locale as keyof Texts) ?? 'zh';
  const [rows, setRows] = useState<NoticeRow[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const [state, setState] = useState<(typeof STATES)[number]>('');
  const [editing, setEditing] = useState<EntityRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [preview, setPreview] = useState<EntityRecord | null>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);

  const load = useCallback(async () => {
    try {
      const data = { keyword: applied, currentPage: page, pageSize, ...(state ? { enabledMark: [Number(state)] } : {}) };
      const response = await request<{ list: NoticeRow[]; pagination: { total: number } }>({ url: '/api/message/Notice', method: 'POST', data });
      setRows(response.data?.list ?? []);
      setTotal(response.data?.pagination.total ?? 0);
    } catch {
      // the request client has said why
    }
  }, [applied, page, pageSize, state]);
  useEffect(() => void load(), [load]);

  const done = (msg: string | undefined) => {
    notify(msg || translate('entity.saved'), { type: 'success', autoHideDuration: 1500 });
    void load();
  };
  const info = async (id: string) => ((await request<EntityRecord>({ url: `${resource.base}/${id}` })).data ?? null) as EntityRecord | null;

  return (
    <Box sx={{ p: 2 }} data-testid="notice-page">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {resource.labels[lang]}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} alignItems="center">
        <TextField size="small" label={translate('entity.keyword')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        <TextField size="small" select sx={{ width: 140 }} label={translate('notice.state')} value={state} onChange={(e) => { setState(e.target.value as (typeof STATES)[number]); setPage(1); }}>
          {STATES.map((value) => (
            <MenuItem key={value} value={value}>{translate(`notice.state${value || 'All'}`)}</MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => { setPage(1); setApplied(keyword.trim()); }}>{translate('entity.search')}</Button>
        <Button onClick={() => { setKeyword(''); setApplied(''); setState(''); setPage(1); }}>{translate('entity.reset')}</Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" data-testid="notice-add" onClick={() => { setEditing(null); setFormOpen(true); }}>{translate('entity.add')}</Button>
      </Stack>
      <TableContainer component={Paper}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('notice.title')}</TableCell>
              <TableCell>{translate('notice.state')}</TableCell>
              <TableCell>{translate('notice.creator')}</TableCell>
              <TableCell>{translate('notice.releaseTime')}</TableCell>
              <TableCell>{translate('notice.expirationTime')}</TableCell>
              <TableCell>{translate('entity.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="notice-row">
                <TableCell>{row.title}</TableCell>
                <TableCell>
                  <Chip size="small" color={row.enabledMark === 1 ? 'success' : 'default'} label={translate(`notice.state${row.enabledMark}`)} />
                </TableCell>
                <TableCell>{row.creatorUser}</TableCell>
                <TableCell>{time(row.releaseTime)}</TableCell>
                <TableCell>{time(row.expirationTime)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={async () => setPreview(await info(row.id).catch(() => null))}>{translate('notice.preview')}</Button>
                  {row.enabledMark === 0 && (
                    <>
                      <Button size="small" onClick={async () => { const record = await info(row.id).catch(() => null); if (record) { setEditing(record); setFormOpen(true); } }}>
                        {translate('entity.edit')}
                      </Button>
                      <Button size="small" data-testid="notice-release" onClick={() => setConfirm({
                        text: translate('notice.confirmRelease'),
                        run: async () => done((await request({ url: `${resource.base}/${row.id}/Actions/Release`, method: 'PUT' })).msg),
                      })}>
                        {translate('notice.release')}
                      </Button>
                    </>
                  )}
                  <Button size="small" color="error" onClick={() => setConfirm({
                    text: translate('entity.confirmDelete'),
                    run: async () => done((await request({ url: `${resource.base}/${row.id}`, method: 'DELETE' })).msg),
                  })}>
                    {translate('entity.delete')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PagedTablePagination
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={(size) => { setPageSize(size); setPage(1); }}
      />
      <EntityFormDialog
        resource={resource}
        record={editing}
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSubmit={async (data) => {
          const response = editing?.id
            ? await request({ url: `${resource.base}/${editing.id}`, method: 'PUT', data })
            : await request({ url: resource.base, method: 'POST', data });
          setFormOpen(false);
          done(response.msg);
        }}
      />
      <Dialog open={Boolean(preview)} onClose={() => setPreview(null)} maxWidth="md" fullWidth data-testid="notice-preview">
        <DialogTitle>{String(preview?.title ?? '')}</DialogTitle>
        {/* stored sanitised, sanitised again before it is shown: a script in a notice never runs */}
        <DialogContent>
          <RichTextView html={String(preview?.bodyText ?? '')} testId="notice-preview-body" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreview(null)}>{translate('schedule.close')}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog confirmation={confirm} onClose={() => setConfirm(null)} testId="notice-confirm" />
    </Box>
  );
}
