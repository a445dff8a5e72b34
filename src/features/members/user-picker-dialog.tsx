import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { RecordsPanel } from '../../components/record-picker/records-panel.tsx';
import { recordPickerTexts } from '../../components/record-picker/messages.ts';
import { useRecordChoice } from '../../components/record-picker/use-record-choice.ts';
import type { LoadRecords, RecordListConfig, RecordRow } from '../../components/record-picker/record-rows.ts';
import { loadOrganisations, loadUsers, type Member, type OrganisationNode } from './members-api.ts';
import { fill, type MembersTexts } from './messages.ts';
import { OrganisationTree } from './organisation-tree.tsx';
import type { Locale } from '../../lib/i18n/locale.ts';

export interface UserPickerDialogProps {
  texts: MembersTexts;
  locale: Locale;
  /** the organisation listed first (a position's department); else the first of the tree */
  startAt?: string;
  onConfirm: (users: Member[]) => void;
  onCancel: () => void;
}

const NONE: RecordRow[] = [];

const asMember = (row: RecordRow): Member => ({
  id: String(row.id ?? ''),
  account: String(row.account ?? ''),
  realName: String(row.realName ?? ''),
  organize: String(row.organize ?? ''),
});

/**
 * 添加成员's user picker: the organisation tree on the left, on the right the record picker's
 * list (src/components/record-picker) of the users of the chosen organisation, with the keyword
 * box (a keyword searches the chosen organisation, or everyone before one is chosen), paging and
 * checkboxes that keep their ticks across organisations and pages. Confirm hands the ticked users over.
 */
export function UserPickerDialog({ texts, locale, startAt, onConfirm, onCancel }: UserPickerDialogProps) {
  const pickerTexts = recordPickerTexts(locale);
  const [organisations, setOrganisations] = useState<OrganisationNode[]>([]);
  const [organizeId, setOrganizeId] = useState<string | null>(null);
  const config = useMemo<RecordListConfig>(
    () => ({
      propsValue: 'id',
      columns: [
        { value: 'account', label: texts.account },
        { value: 'realName', label: texts.realName },
        { value: 'organize', label: texts.organize },
      ],
      hasPage: true,
      pageSize: 20,
    }),
    [texts],
  );
  // Read at each request (the record picker does not follow it), so it sees the organisation chosen last.
  // Before the tree has said where to start, only a keyword (searching everyone) asks the server.
  const load: LoadRecords = (query) =>
    organizeId === null && !query.keyword
      ? Promise.resolve({ list: [], total: 0 })
      : loadUsers(organizeId ?? '0', query).then(({ list, total }) => ({ list: list.map((user): RecordRow => ({ ...user })), total }));
  const choice = useRecordChoice(config, true, true, NONE, load);
  const { search } = choice.list;

  useEffect(() => {
    let live = true;
    loadOrganisations()
      .then((tree) => {
        if (!live) return;
        setOrganisations(tree);
        setOrganizeId(startAt ?? tree[0]?.id ?? null);
      })
      .catch(() => undefined); // the request client has said why; the keyword still searches everyone
    return () => {
      live = false;
    };
  }, [startAt]);
  // A new organisation lists its first page, with the keyword typed.
  useEffect(() => {
    if (organizeId !== null) search();
    // only the organisation restarts the list; a typed keyword waits for Search
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [organizeId]);

  return (
    <Dialog open onClose={onCancel} maxWidth={false} slotProps={{ paper: { sx: { width: 960, maxWidth: '95vw' } } }} data-testid="members-picker">
      <DialogTitle>{texts.pickerTitle}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={2} sx={{ minHeight: 420 }}>
          <Box sx={{ width: 240, flexShrink: 0, borderRight: 1, borderColor: 'divider', overflow: 'auto', maxHeight: 520 }}>
            <Typography variant="subtitle2" sx={{ px: 1, pb: 1 }}>
              {texts.organisations}
            </Typography>
            <OrganisationTree
              nodes={organisations}
              activeId={organizeId}
              onPick={(node) => setOrganizeId(node.id)}
              labels={{ expand: texts.expand, collapse: texts.collapse }}
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <RecordsPanel config={config} multiple choice={choice} texts={pickerTexts} />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 2 }} data-testid="members-picker-count">
          {fill(texts.chosen, { n: choice.chosen.length })}
        </Typography>
        <Button onClick={onCancel} data-testid="members-picker-cancel">
          {pickerTexts.cancel}
        </Button>
        <Button variant="contained" onClick={() => onConfirm(choice.chosen.map(asMember))} data-testid="members-picker-confirm">
          {pickerTexts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
