import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import dayjs from 'dayjs';
import type { AuditLogTexts } from './messages.ts';

/** What the log lists are searched by (contract §4.16): a keyword and an inclusive time range in epoch ms. */
export interface LogFilter {
  keyword?: string;
  startTime?: number;
  endTime?: number;
}

/** The chosen days as the list's bounds: from the start of the first day to the last millisecond of the last, in the user's time. */
export function filterOf(keyword: string, from: string, to: string): LogFilter {
  const filter: LogFilter = {};
  if (keyword.trim()) filter.keyword = keyword.trim();
  if (from) filter.startTime = dayjs(from).startOf('day').valueOf();
  if (to) filter.endTime = dayjs(to).endOf('day').valueOf();
  return filter;
}

/**
 * The log pages' search: keyword, first and last day, 查询 (Enter too) and 重置, which empties the
 * boxes and searches again. `onSearch` gets only what was filled in.
 */
export function LogSearchBar({ texts, onSearch }: { texts: AuditLogTexts; onSearch: (filter: LogFilter) => void }) {
  const [keyword, setKeyword] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filterOf(keyword, from, to));
  };
  const reset = () => {
    setKeyword('');
    setFrom('');
    setTo('');
    onSearch({});
  };
  const dateProps = { size: 'small', type: 'date', slotProps: { inputLabel: { shrink: true } }, sx: { width: 170 } } as const;
  return (
    <Stack component="form" direction="row" spacing={1} sx={{ mb: 2 }} alignItems="center" flexWrap="wrap" useFlexGap onSubmit={search}>
      <TextField
        size="small"
        name="keyword"
        label={texts.keyword}
        placeholder={texts.keywordHint}
        sx={{ minWidth: 240 }}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <TextField {...dateProps} name="startDate" label={texts.startDate} value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField {...dateProps} name="endDate" label={texts.endDate} value={to} onChange={(event) => setTo(event.target.value)} />
      <Button type="submit" variant="contained">
        {texts.search}
      </Button>
      <Button onClick={reset}>{texts.reset}</Button>
    </Stack>
  );
}
