import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Button, Stack } from '@mui/material';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import { ListTable, flatRows } from '../../crud/list/list-table.tsx';
import { PAGE_SIZES, usePagedList } from '../../crud/list/use-paged-list.ts';
import type { AuditLogTexts } from './messages.ts';
import { clearCategory, logSource, removeEntries, type LogRow, type LogTab } from './audit-log-api.ts';
import { logColumns, selectionColumn } from './log-columns.tsx';
import { LogDetailDialog } from './log-detail-dialog.tsx';
import { LogSearchBar, type LogFilter } from './log-search-bar.tsx';

/**
 * One tab of the system log: its search, its entries a page at a time, 删除 for the checked ones and
 * 一键清空 for the whole category (each asked first; the server lets only system administrators and
 * says so to anyone else), and 详情 of an operation or exception.
 */
export function LogCategoryView({ tab, texts }: { tab: LogTab; texts: AuditLogTexts }) {
  const notify = useNotify();
  const list = usePagedList<LogRow>({ resource: 'systemLog', source: logSource(tab.category) });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<Confirmation | null>(null);
  const [detail, setDetail] = useState<LogRow | null>(null);

  const rows = list.rows;
  const done = (msg: string) => {
    notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
    setChosen(new Set());
    list.refresh();
  };
  const search = (filter: LogFilter) => {
    setChosen(new Set());
    list.search({ ...filter });
  };
  const askRemove = () => {
    const ids = rows.filter((row) => chosen.has(row.id)).map((row) => row.id);
    if (ids.length === 0) {
      notify(texts.chooseOne, { type: 'error', autoHideDuration: 1500, messageArgs: { _: texts.chooseOne } });
      return;
    }
    setConfirm({ text: texts.confirmRemove, run: async () => done(await removeEntries(ids)) });
  };
  const askClear = () => setConfirm({ text: texts.confirmClear, run: async () => done(await clearCategory(tab.category)) });

  return (
    <>
      <LogSearchBar texts={texts} onSearch={search} />
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="contained" color="error" onClick={askRemove} data-testid="log-remove">
          {texts.remove}
        </Button>
        <Button size="small" color="error" onClick={askClear} data-testid="log-clear">
          {texts.clear}
        </Button>
      </Stack>
      <ListTable
        columns={[selectionColumn(rows, chosen, setChosen, texts), ...logColumns(tab, texts)]}
        rows={flatRows(rows)}
        rowTestId="log-row"
        loading={list.loading}
        empty={texts.empty}
        actions={
          tab.key === 'signIn'
            ? undefined
            : {
                header: texts.actions,
                render: (row) => (
                  <Button size="small" onClick={() => setDetail(row)}>
                    {texts.detail}
                  </Button>
                ),
              }
        }
        pagination={{ ...list.pagination, pageSizes: PAGE_SIZES }}
      />
      <ConfirmDialog confirmation={confirm} onClose={() => setConfirm(null)} testId="log-confirm" />
      <LogDetailDialog row={detail} texts={texts} onClose={() => setDetail(null)} />
    </>
  );
}
