import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { ConfirmDialog, type Confirmation } from '../entity-screens/confirm-dialog.tsx';
import { PagedTablePagination } from '../entity-screens/paged-table-pagination.tsx';
import { forceOffline, listOnlineUsers, type OnlineUserQuery, type OnlineUserRow } from './online-user-api.ts';

const PAGE_SIZES = [10, 20, 50, 100];

/**
 * 在线用户 (page key permission/onlineUser): who is signed in, one row per session, searched by
 * keyword and paged; 强制下线 asks first, then ends that session (its pages get the logout text
 * and return to the login page), shows the server's answer and reloads the list.
 */
export function OnlineUsersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [query, setQuery] = useState<OnlineUserQuery>({ keyword: '', currentPage: 1, pageSize: 20 });
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<OnlineUserRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [confirm, setConfirm] = useState<Confirmation | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await listOnlineUsers(query);
      setRows(page.list);
      setTotal(page.total);
    } catch {
      // the request client has shown why
    } finally {
      setLoading(false);
    }
  }, [query]);

  useEffect(() => {
    void load();
  }, [load]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, currentPage: 1, keyword: keyword.trim() });
  };
  const reset = () => {
    setKeyword('');
    setQuery({ ...query, currentPage: 1, keyword: '' });
  };
  const askForceOffline = (row: OnlineUserRow) =>
    setConfirm({
      text: translate('onlineUser.confirm', { name: row.userName || row.userAccount }),
      run: async () => {
        const msg = await forceOffline(row.id);
        notify(msg, { type: 'success', autoHideDuration: 1500 });
        await load();
      },
    });

  return (
    <Box sx={{ p: 2 }} data-testid="online-users-page">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {translate('onlineUser.title')}
      </Typography>
      <Stack component="form" direction="row" spacing={1} sx={{ mb: 2 }} alignItems="center" onSubmit={search}>
        <TextField size="small" name="keyword" label={translate('onlineUser.keyword')} sx={{ minWidth: 260 }} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        <Button type="submit" variant="contained">{translate('onlineUser.search')}</Button>
        <Button onClick={reset}>{translate('onlineUser.reset')}</Button>
      </Stack>
      <TableContainer component={Paper}>
        <Table size="small" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('onlineUser.userName')}</TableCell>
              <TableCell>{translate('onlineUser.account')}</TableCell>
              <TableCell>{translate('onlineUser.loginTime')}</TableCell>
              <TableCell>{translate('onlineUser.ip')}</TableCell>
              <TableCell>{translate('onlineUser.platform')}</TableCell>
              <TableCell>{translate('onlineUser.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="online-user-row">
                <TableCell>{row.userName}</TableCell>
                <TableCell>{row.userAccount}</TableCell>
                <TableCell>{row.loginTime ? dayjs(row.loginTime).format('YYYY-MM-DD HH:mm:ss') : ''}</TableCell>
                <TableCell>{row.loginIPAddress}</TableCell>
                <TableCell>{row.loginPlatForm}</TableCell>
                <TableCell>
                  <Button size="small" color="error" data-testid="online-user-force-offline" onClick={() => askForceOffline(row)}>
                    {translate('onlineUser.forceOffline')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={6} align="center">{translate('onlineUser.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <PagedTablePagination
        total={total}
        page={query.currentPage}
        pageSize={query.pageSize}
        pageSizes={PAGE_SIZES}
        onPageChange={(currentPage) => setQuery({ ...query, currentPage })}
        onPageSizeChange={(pageSize) => setQuery({ ...query, currentPage: 1, pageSize })}
      />
      <ConfirmDialog confirmation={confirm} onClose={() => setConfirm(null)} testId="online-user-confirm" />
    </Box>
  );
}
