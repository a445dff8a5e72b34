import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { PagedList } from '../../crud/list/use-paged-list.ts';
import { AUDIT_STATUSES } from './company-apply-api.ts';
import { useCompanyApplyTexts } from './use-company-apply-texts.ts';

/** '' lists every state. */
const statusOf = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

/**
 * The two audit lists' search row: the keyword (applied with 查询), the state (applied as it is
 * chosen), 重置, and what the page puts on the right (the apply button).
 */
export function AuditSearchBar({
  list,
  keywordLabel,
  children,
}: {
  list: Pick<PagedList, 'search' | 'filterValues'>;
  keywordLabel: string;
  children?: ReactNode;
}) {
  const texts = useCompanyApplyTexts();
  const [keyword, setKeyword] = useState('');
  const status = statusOf(list.filterValues.status);
  const withStatus = (value: string) => (value === '' ? {} : { status: Number(value) });
  const search = (event: FormEvent) => {
    event.preventDefault();
    list.search({ ...(keyword.trim() ? { keyword: keyword.trim() } : {}), ...withStatus(status) });
  };
  return (
    <Stack component="form" direction="row" spacing={1} sx={{ mb: 2 }} alignItems="center" onSubmit={search}>
      <TextField size="small" name="keyword" label={keywordLabel} sx={{ minWidth: 260 }} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <TextField
        size="small"
        select
        sx={{ width: 140 }}
        label={texts.status}
        value={status}
        onChange={(event) =>
          list.search({ ...(typeof list.filterValues.keyword === 'string' ? { keyword: list.filterValues.keyword } : {}), ...withStatus(event.target.value) })
        }
      >
        <MenuItem value="">{texts.allStatuses}</MenuItem>
        {AUDIT_STATUSES.map((value) => (
          <MenuItem key={value} value={String(value)}>
            {texts.statuses[value]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {texts.search}
      </Button>
      <Button
        onClick={() => {
          setKeyword('');
          list.search({});
        }}
      >
        {texts.reset}
      </Button>
      <Box sx={{ flex: 1 }} />
      {children}
    </Stack>
  );
}
