import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNotify } from 'react-admin';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { sessionStore } from '../../lib/auth/session-store.ts';
import { loadAdministrators, saveAdministrators, type Administrator } from './admin-list-api.ts';
import { useAdminListTexts } from './admin-list-texts.ts';
import { membersTexts, type MembersTexts } from './messages.ts';
import { UserPickerDialog } from './user-picker-dialog.tsx';
import { LoadState } from './load-state.tsx';
import type { Member } from './members-api.ts';

/**
 * 系统配置's 超级管理员 tab: who else than the built-in administrators administers the platform,
 * read with SysConfig/getAdminList and saved with SysConfig/setAdminList, the one operation that
 * changes the list (the server refuses the list in the generic SysConfig save). Users are added
 * with the member dialogs' user picker; a built-in administrator and the signed-in user have no
 * 移除 (the server refuses both as well). Save sends the whole list; the server's words show.
 */
export function AdminListSection() {
  const { texts, locale } = useAdminListTexts();
  const notify = useNotify();
  const me = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot).userInfo?.userId ?? '';
  const [admins, setAdmins] = useState<Administrator[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    setAdmins(null);
    try {
      setAdmins(await loadAdministrators());
    } catch {
      setFailed(true); // the request client has said why
    }
  }, []);
  useEffect(() => void load(), [load]);

  const add = (users: Member[]) => {
    setPicking(false);
    setAdmins((list) => {
      const known = new Set((list ?? []).map((admin) => admin.id));
      const fresh = users
        .filter((user) => !known.has(user.id))
        .map((user) => ({ id: user.id, account: user.account, realName: user.realName, isAdministrator: 0 }));
      return [...(list ?? []), ...fresh];
    });
  };
  const save = async () => {
    if (!admins) return;
    setSaving(true);
    try {
      const msg = await saveAdministrators(admins.map((admin) => admin.id));
      // the server's own words, shown as they are (not looked up as a translation key)
      notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
      await load();
    } catch {
      // the request client has shown the refusal; the list stays as edited
    } finally {
      setSaving(false);
    }
  };

  const pickerTexts: MembersTexts = membersTexts(locale);
  return (
    <Box data-testid="admin-list-section">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {texts.hint}
        </Typography>
        <Button size="small" variant="outlined" disabled={!admins} onClick={() => setPicking(true)} data-testid="admin-list-add">
          {texts.add}
        </Button>
        <Button size="small" variant="contained" disabled={!admins || saving} onClick={() => void save()} data-testid="admin-list-save">
          {texts.save}
        </Button>
      </Stack>
      <LoadState loading={admins === null} failed={failed} texts={texts} onRetry={() => void load()} />
      {admins !== null && (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" data-testid="admin-list-table" aria-label={texts.title}>
            <TableHead>
              <TableRow>
                <TableCell>{texts.account}</TableCell>
                <TableCell>{texts.realName}</TableCell>
                <TableCell>{texts.kind}</TableCell>
                <TableCell align="right">{texts.actions}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {admins.map((admin) => (
                <TableRow key={admin.id} data-testid={`admin-list-row-${admin.id}`}>
                  <TableCell>{admin.account}</TableCell>
                  <TableCell>{admin.realName}</TableCell>
                  <TableCell>
                    <Chip size="small" label={admin.isAdministrator === 1 ? texts.builtIn : texts.listed} />
                  </TableCell>
                  <TableCell align="right">
                    {admin.isAdministrator !== 1 && admin.id !== me && (
                      <Button size="small" color="error" onClick={() => setAdmins((list) => (list ?? []).filter((row) => row.id !== admin.id))}>
                        {texts.remove}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {picking && <UserPickerDialog texts={pickerTexts} locale={locale} onConfirm={add} onCancel={() => setPicking(false)} />}
    </Box>
  );
}
