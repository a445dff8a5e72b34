import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { ConfirmDialog, type Confirmation } from '../../components/confirm-dialog.tsx';
import { ListTable, flatRows, type ListColumn } from '../../crud/list/list-table.tsx';
import { PAGE_SIZES, usePagedList } from '../../crud/list/use-paged-list.ts';
import { forceOffline, ONLINE_USER_LIST, type OnlineUserRow } from './online-user-api.ts';

/**
 * 在线用户 (page key permission/userOnline, the stock client's view name): who is signed in, one
 * row per session, searched by keyword and shown a page at a time; 强制下线 asks first, then ends
 * that session (its pages get the logout text and return to the login page), shows the server's
 * answer and reloads the list.
 */
export function OnlineUsersPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const list = usePagedList<OnlineUserRow>({ resource: 'onlineUser', source: ONLINE_USER_LIST });
  const [keyword, setKeyword] = useState('');
  const [confirm, setConfirm] = useState<Confirmation | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    list.search({ keyword: keyword.trim() });
  };
  const reset = () => {
    setKeyword('');
    list.search({});
  };
  const askForceOffline = (row: OnlineUserRow) =>
    setConfirm({
      text: translate('onlineUser.confirm', { name: row.userName || row.userAccount }),
      run: async () => {
        const msg = await forceOffline(row.id);
        notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
        list.refresh();
      },
    });
  const columns: ListColumn<OnlineUserRow>[] = [
    { key: 'userName', header: translate('onlineUser.userName'), render: (row) => row.userName },
    { key: 'userAccount', header: translate('onlineUser.account'), render: (row) => row.userAccount },
    { key: 'loginTime', header: translate('onlineUser.loginTime'), render: (row) => (row.loginTime ? dayjs(row.loginTime).format('YYYY-MM-DD HH:mm:ss') : '') },
    { key: 'loginIPAddress', header: translate('onlineUser.ip'), render: (row) => row.loginIPAddress },
    { key: 'loginPlatForm', header: translate('onlineUser.platform'), render: (row) => row.loginPlatForm },
  ];

  return (
    <Box sx={{ p: 2 }} data-testid="online-users-page">
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {translate('onlineUser.title')}
      </Typography>
      <Stack component="form" direction="row" spacing={1} sx={{ mb: 2 }} alignItems="center" onSubmit={search}>
        <TextField
          size="small"
          name="keyword"
          label={translate('onlineUser.keyword')}
          sx={{ minWidth: 260 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Button type="submit" variant="contained">
          {translate('onlineUser.search')}
        </Button>
        <Button onClick={reset}>{translate('onlineUser.reset')}</Button>
      </Stack>
      <ListTable
        columns={columns}
        rows={flatRows(list.rows)}
        rowTestId="online-user-row"
        loading={list.loading}
        empty={translate('onlineUser.empty')}
        actions={{
          header: translate('onlineUser.actions'),
          render: (row) => (
            <Button size="small" color="error" data-testid="online-user-force-offline" onClick={() => askForceOffline(row)}>
              {translate('onlineUser.forceOffline')}
            </Button>
          ),
        }}
        pagination={{ ...list.pagination, pageSizes: PAGE_SIZES }}
      />
      <ConfirmDialog confirmation={confirm} onClose={() => setConfirm(null)} testId="online-user-confirm" />
    </Box>
  );
}
