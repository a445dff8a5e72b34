import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { request } from '../../lib/request/request.ts';
import type { ListSource } from '../../lib/data/list-source.ts';
import type { EntityRecord, EntityResource, Texts } from '../../lib/data/entity-resource.ts';
import { EntityFormDialog } from '../../crud/entity-form-dialog-lazy.ts';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import { ListTable, flatRows, type ListColumn } from '../../crud/list/list-table.tsx';
import { PAGE_SIZES, usePagedList } from '../../crud/list/use-paged-list.ts';
import { RichTextView } from '../../components/rich-text/rich-text-view.tsx';

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

/** The administration list: POST with keyword, paging and the states as a JSON body (contract §4.14). */
const NOTICE_LIST: ListSource = { url: '/api/message/Notice', method: 'POST', sortable: false };
const STATES = ['', '0', '1', '2'] as const;
type State = (typeof STATES)[number];
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
  const list = usePagedList<NoticeRow>({ resource: 'notice', source: NOTICE_LIST });
  const applied = list.filterValues;
  // the state filter applies as it is chosen; the typed keyword only with Search
  const state = (Array.isArray(applied.enabledMark) ? String(applied.enabledMark[0]) : '') as State;
  const states = (value: State) => (value ? { enabledMark: [Number(value)] } : {});
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<EntityRecord | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [preview, setPreview] = useState<EntityRecord | null>(null);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);

  const done = (msg: string | undefined) => {
    notify(msg || translate('entity.saved'), { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg || translate('entity.saved') } });
    list.refresh();
  };
  const info = async (id: string) => ((await request<EntityRecord>({ url: `${resource.base}/${id}` })).data ?? null) as EntityRecord | null;
  const columns: ListColumn<NoticeRow>[] = [
    { key: 'title', header: translate('notice.title'), render: (row) => row.title },
    {
      key: 'enabledMark',
      header: translate('notice.state'),
      render: (row) => <Chip size="small" color={row.enabledMark === 1 ? 'success' : 'default'} label={translate(`notice.state${row.enabledMark}`)} />,
    },
    { key: 'creatorUser', header: translate('notice.creator'), render: (row) => row.creatorUser },
    { key: 'releaseTime', header: translate('notice.releaseTime'), render: (row) => time(row.releaseTime) },
    { key: 'expirationTime', header: translate('notice.expirationTime'), render: (row) => time(row.expirationTime) },
  ];
  const actionsOf = (row: NoticeRow) => (
    <>
      <Button size="small" onClick={async () => setPreview(await info(row.id).catch(() => null))}>
        {translate('notice.preview')}
      </Button>
      {row.enabledMark === 0 && (
        <>
          <Button
            size="small"
            onClick={async () => {
              const record = await info(row.id).catch(() => null);
              if (record) {
                setEditing(record);
                setFormOpen(true);
              }
            }}
          >
            {translate('entity.edit')}
          </Button>
          <Button
            size="small"
            data-testid="notice-release"
            onClick={() =>
              setConfirm({
                text: translate('notice.confirmRelease'),
                run: async () => done((await request({ url: `${resource.base}/${row.id}/Actions/Release`, method: 'PUT' })).msg),
              })
            }
          >
            {translate('notice.release')}
          </Button>
        </>
      )}
      <Button
        size="small"
        color="error"
        onClick={() =>
          setConfirm({
            text: translate('entity.confirmDelete'),
            run: async () => done((await request({ url: `${resource.base}/${row.id}`, method: 'DELETE' })).msg),
          })
        }
      >
        {translate('entity.delete')}
      </Button>
    </>
  );

  return (
    <Box sx={{ p: 2 }} data-testid="notice-page">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {resource.labels[lang]}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} alignItems="center">
        <TextField size="small" data-testid="notice-keyword" label={translate('entity.keyword')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        <TextField
          size="small"
          select
          sx={{ width: 140 }}
          // 全部 is the empty value, shown as a choice; the select's own size (the theme sets one for selects) keeps the keyword box's height.
          slotProps={{ select: { displayEmpty: true, size: 'small' }, inputLabel: { shrink: true } }}
          data-testid="notice-state-filter"
          label={translate('notice.state')}
          value={state}
          onChange={(e) => list.search({ keyword: applied.keyword, ...states(e.target.value as State) })}
        >
          {STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`notice.state${value || 'All'}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => list.search({ keyword: keyword.trim(), ...states(state) })}>
          {translate('entity.search')}
        </Button>
        <Button
          onClick={() => {
            setKeyword('');
            list.search({});
          }}
        >
          {translate('entity.reset')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          data-testid="notice-add"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {translate('entity.add')}
        </Button>
      </Stack>
      <ListTable
        columns={columns}
        rows={flatRows(list.rows)}
        rowTestId="notice-row"
        loading={list.loading}
        actions={{ header: translate('entity.actions'), render: actionsOf }}
        pagination={{ ...list.pagination, pageSizes: PAGE_SIZES }}
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
