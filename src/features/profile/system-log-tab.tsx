import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, TextField } from '@mui/material';
import dayjs from 'dayjs';
import { getSystemLog, type LoginLogRow } from './profile-api.ts';

const COLUMNS: { key: keyof LoginLogRow; label: string }[] = [
  { key: 'creatorTime', label: 'time' },
  { key: 'userName', label: 'user' },
  { key: 'ipAddress', label: 'ip' },
  { key: 'ipAddressName', label: 'place' },
  { key: 'platForm', label: 'device' },
  { key: 'abstracts', label: 'abstracts' },
];

/** The user's own sign-ins (GET SystemLog), paged, newest first, searchable by IP or device. */
export function SystemLogTab() {
  const translate = useTranslate();
  const [query, setQuery] = useState({ currentPage: 1, pageSize: 20, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<LoginLogRow[]>([]);
  const [total, setTotal] = useState(0);

  useEffect(() => {
    getSystemLog({ ...query, keyword: query.keyword || undefined }).then(
      (page) => {
        setRows(page.list);
        setTotal(page.pagination.total);
      },
      () => undefined,
    );
  }, [query]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, currentPage: 1, keyword: keyword.trim() });
  };
  return (
    <Box>
      <Stack component="form" direction="row" spacing={1} onSubmit={search} sx={{ mb: 1 }}>
        <TextField
          size="small"
          name="keyword"
          placeholder={translate('profile.log.keyword')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Button type="submit" variant="outlined">
          {translate('profile.log.search')}
        </Button>
      </Stack>
      <Table size="small" data-testid="system-log">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column.key}>{translate(`profile.log.${column.label}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="system-log-row">
              {COLUMNS.map((column) => (
                <TableCell key={column.key}>
                  {column.key === 'creatorTime' ? dayjs(row.creatorTime).format('YYYY-MM-DD HH:mm:ss') : String(row[column.key] ?? '')}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS.length} align="center">
                {translate('profile.empty')}
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
    </Box>
  );
}
