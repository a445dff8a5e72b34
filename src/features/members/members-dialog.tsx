import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { RecordsPager } from '../../components/record-picker/records-pager.tsx';
import { recordPickerTexts } from '../../components/record-picker/messages.ts';
import { loadMembers, saveMembers, type Member, type MemberObjectType } from './members-api.ts';
import { fill, useMembersTexts } from './messages.ts';
import { LoadState } from './load-state.tsx';
import { UserPickerDialog } from './user-picker-dialog.tsx';

/** The role, position or group whose members the dialog edits. */
export interface MemberTarget {
  id: string;
  objectType: MemberObjectType;
  name: string;
  /** a position's department: the user picker opens there */
  organizeId?: string;
}

const PAGE_SIZE = 20;

const matches = (member: Member, keyword: string) =>
  !keyword || member.account.toLowerCase().includes(keyword) || member.realName.toLowerCase().includes(keyword);

/**
 * The member dialog of a role, position or group (issue 15 point 3): the current members (account,
 * name, organisation), filtered and paged here, each with 移除; 添加成员 opens the user picker;
 * 保存 sends the whole list in one call (contract §8 `POST UserRelation/{objectId}`), so nothing
 * changes on the server before it. A refused save keeps the dialog open with the request client's
 * toast of the server's words (a user outside the position's department, a refusal of rank).
 */
export function MembersDialog({ target, onClose }: { target: MemberTarget; onClose: () => void }) {
  const { texts, locale } = useMembersTexts();
  const pagerTexts = recordPickerTexts(locale);
  const notify = useNotify();
  const [members, setMembers] = useState<Member[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    setMembers(null);
    try {
      setMembers(await loadMembers(target.id));
    } catch {
      setFailed(true); // the request client has said why
    }
  }, [target.id]);
  useEffect(() => void load(), [load]);

  const shown = useMemo(() => (members ?? []).filter((member) => matches(member, keyword.trim().toLowerCase())), [members, keyword]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  const remove = (id: string) => setMembers((list) => (list ?? []).filter((member) => member.id !== id));
  const add = (users: Member[]) => {
    setPicking(false);
    const known = new Set((members ?? []).map((member) => member.id));
    const fresh = users.filter((user) => !known.has(user.id));
    if (fresh.length === 0) return;
    setMembers((list) => [...(list ?? []), ...fresh]);
    notify(fill(texts.added, { n: fresh.length }), { type: 'info', messageArgs: { _: fill(texts.added, { n: fresh.length }) } });
  };
  const save = async () => {
    if (!members) return;
    setSaving(true);
    try {
      const msg = await saveMembers(
        target.id,
        target.objectType,
        members.map((member) => member.id),
      );
      // the server's own words, shown as they are (not looked up as a translation key)
      notify(msg, { type: 'success', autoHideDuration: 1500, messageArgs: { _: msg } });
      onClose();
    } catch {
      setSaving(false); // the request client has shown the refusal; the list stays as edited
    }
  };

  const title = fill(texts.titleOf, { kind: texts.titles[target.objectType], name: target.name });
  return (
    <>
      <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="members-dialog" aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            <Button variant="contained" size="small" onClick={() => setPicking(true)} disabled={!members} data-testid="members-add">
              {texts.add}
            </Button>
            <TextField
              size="small"
              value={keyword}
              placeholder={texts.filter}
              onChange={(event) => {
                setKeyword(event.target.value);
                setPage(1);
              }}
              slotProps={{ htmlInput: { 'aria-label': texts.filterLabel, 'data-testid': 'members-filter' } }}
              sx={{ width: 240 }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto !important' }} data-testid="members-count">
              {fill(texts.count, { n: members?.length ?? 0 })}
            </Typography>
          </Stack>
          <LoadState loading={members === null} failed={failed} texts={texts} onRetry={() => void load()} />
          {members !== null && (
            <>
              <TableContainer sx={{ maxHeight: 440, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table size="small" stickyHeader data-testid="members-table">
                  <TableHead>
                    <TableRow>
                      <TableCell>{texts.account}</TableCell>
                      <TableCell>{texts.realName}</TableCell>
                      <TableCell>{texts.organize}</TableCell>
                      <TableCell align="right">{texts.actions}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((member) => (
                      <TableRow key={member.id} data-testid="members-row" data-user-id={member.id}>
                        <TableCell>{member.account}</TableCell>
                        <TableCell>{member.realName}</TableCell>
                        <TableCell>{member.organize}</TableCell>
                        <TableCell align="right">
                          <Button size="small" color="error" onClick={() => remove(member.id)} data-testid="members-remove">
                            {texts.remove}
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                    {rows.length === 0 && (
                      <TableRow>
                        <TableCell colSpan={4} align="center" sx={{ color: 'text.secondary', py: 3 }}>
                          {texts.noMembers}
                        </TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
              </TableContainer>
              {shown.length > PAGE_SIZE && <RecordsPager total={shown.length} currentPage={current} pageSize={PAGE_SIZE} texts={pagerTexts} onPage={setPage} />}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="members-cancel">
            {texts.cancel}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={!members || saving} data-testid="members-save">
            {texts.save}
          </Button>
        </DialogActions>
      </Dialog>
      {picking && <UserPickerDialog texts={texts} locale={locale} startAt={target.organizeId} onConfirm={add} onCancel={() => setPicking(false)} />}
    </>
  );
}
