import { Checkbox, Chip } from '@mui/material';
import dayjs from 'dayjs';
import type { ListColumn } from '../../crud/list/list-table.tsx';
import type { AuditLogTexts } from './messages.ts';
import type { LogRow, LogTab } from './audit-log-api.ts';

/** A log time as the lists show it. */
export const logTime = (value: number | null | undefined): string => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '');

/** A browser and system as one text ("Chrome 120 / Windows 10"). */
export const clientOf = (row: Pick<LogRow, 'browser' | 'platForm'>): string => [row.browser, row.platForm].filter(Boolean).join(' / ');

/** The columns of a tab, in the stock client's words (FE347 views/system/log) and order. */
export function logColumns(tab: LogTab, texts: AuditLogTexts): ListColumn<LogRow>[] {
  if (tab.key === 'signIn') {
    const words = texts.signIn;
    return [
      { key: 'creatorTime', header: words.time, width: 170, render: (row) => logTime(row.creatorTime) },
      { key: 'userName', header: words.user, render: (row) => row.userName },
      { key: 'ipaddress', header: words.ip, render: (row) => row.ipaddress },
      // the browser and system the sign-in's user agent named ("Chrome 120 / Windows 10"), else its device
      { key: 'platForm', header: words.device, render: clientOf },
      {
        key: 'loginMark',
        header: words.status,
        align: 'center',
        render: (row) => (
          <Chip size="small" variant="outlined" color={row.loginMark === 1 ? 'success' : 'error'} label={row.loginMark === 1 ? words.success : words.failure} />
        ),
      },
      { key: 'abstracts', header: words.abstracts, render: (row) => row.abstracts ?? '' },
    ];
  }
  if (tab.key === 'operation') {
    const words = texts.operation;
    return [
      { key: 'creatorTime', header: words.time, width: 170, render: (row) => logTime(row.creatorTime) },
      { key: 'userName', header: words.user, render: (row) => row.userName },
      { key: 'ipaddress', header: words.ip, render: (row) => row.ipaddress },
      { key: 'moduleName', header: words.module, render: (row) => row.moduleName ?? '' },
      { key: 'requestMethod', header: words.method, align: 'center', render: (row) => row.requestMethod ?? '' },
      { key: 'requestURL', header: words.url, width: 280, render: (row) => row.requestURL ?? '' },
      { key: 'resultCode', header: words.result, align: 'center', render: (row) => String(row.resultCode ?? '') },
      { key: 'requestDuration', header: words.duration, align: 'right', render: (row) => String(row.requestDuration ?? '') },
    ];
  }
  const words = texts.exception;
  return [
    { key: 'creatorTime', header: words.time, width: 170, render: (row) => logTime(row.creatorTime) },
    { key: 'userName', header: words.user, render: (row) => row.userName },
    { key: 'ipaddress', header: words.ip, render: (row) => row.ipaddress },
    { key: 'requestURL', header: words.url, width: 240, render: (row) => `${row.requestMethod ?? ''} ${row.requestURL ?? ''}`.trim() },
    { key: 'requestId', header: words.requestId, width: 200, render: (row) => row.requestId ?? '' },
    { key: 'json', header: words.description, width: 320, render: (row) => row.json ?? '' },
  ];
}

/** The leading check box column: one box per row and one in the header for every row shown. */
export function selectionColumn(
  rows: readonly LogRow[],
  chosen: ReadonlySet<string>,
  setChosen: (next: Set<string>) => void,
  texts: AuditLogTexts,
): ListColumn<LogRow> {
  const all = rows.length > 0 && rows.every((row) => chosen.has(row.id));
  const some = rows.some((row) => chosen.has(row.id));
  return {
    key: 'select',
    padding: 'checkbox',
    header: (
      <Checkbox
        size="small"
        checked={all}
        indeterminate={some && !all}
        disabled={rows.length === 0}
        onChange={() => setChosen(all ? new Set() : new Set(rows.map((row) => row.id)))}
        slotProps={{ input: { 'aria-label': texts.selectAll } }}
      />
    ),
    render: (row) => (
      <Checkbox
        size="small"
        checked={chosen.has(row.id)}
        onChange={() => {
          const next = new Set(chosen);
          if (!next.delete(row.id)) next.add(row.id);
          setChosen(next);
        }}
        slotProps={{ input: { 'aria-label': texts.selectRow } }}
      />
    ),
  };
}
