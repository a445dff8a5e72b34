import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Drawer, Stack, Typography } from '@mui/material';
import type { Language } from '../../form-runtime/widget-contract.ts';
import { recordPickerTexts } from './messages.ts';
import type { LoadRecords, RecordPopupConfig, RecordRow } from './record-rows.ts';
import { RecordsPanel } from './records-panel.tsx';
import { useRecordChoice } from './use-record-choice.ts';

export interface RecordsDialogProps {
  open: boolean;
  /** the key field, columns, paging and the popup's type, title and width */
  config: RecordPopupConfig;
  multiple: boolean;
  language: Language;
  /** the stored value's records: each opening starts from them */
  initial?: RecordRow[];
  /** one page of the source's records (a data interface, an online form's records), read at each request */
  load: LoadRecords;
  /** Confirm with nothing chosen writes an empty choice (a multiple picker emptied); otherwise Confirm needs a record */
  allowEmpty?: boolean;
  onConfirm: (rows: RecordRow[]) => void;
  onCancel: () => void;
}

const NONE: RecordRow[] = [];

/**
 * The record picker of the data-interface and related-form pickers (spec lowcode §2 "Pop-up data
 * picker", "Related-form picker", "Select popup filling form fields", "Record picker dialog"): a dialog, or a drawer when
 * popupType is 'drawer', titled popupTitle (选择数据) and popupWidth wide (800px), with the keyword
 * box, the record table, the optional pager, and Cancel/Confirm. Confirm does nothing until a
 * record is chosen (§4); Cancel forgets the choice.
 */
export function RecordsDialog({ open, config, multiple, language, initial = NONE, load, allowEmpty, onConfirm, onCancel }: RecordsDialogProps) {
  const texts = recordPickerTexts(language);
  const choice = useRecordChoice(config, open, multiple, initial, load);
  const confirm = () => {
    if (choice.chosen.length === 0 && !allowEmpty) return;
    onConfirm(choice.chosen);
  };
  const panel = <RecordsPanel config={config} multiple={multiple} choice={choice} texts={texts} />;
  const actions = (
    <>
      <Button onClick={onCancel} data-testid="records-cancel">
        {texts.cancel}
      </Button>
      <Button variant="contained" onClick={confirm} data-testid="records-confirm">
        {texts.confirm}
      </Button>
    </>
  );

  if (config.popupType === 'drawer') {
    return (
      <Drawer anchor="right" open={open} onClose={onCancel} slotProps={{ paper: { sx: { width: config.popupWidth, maxWidth: '95vw' } } }}>
        <Stack sx={{ height: '100%' }} data-testid="records-dialog" data-variant="drawer" role="dialog" aria-label={config.popupTitle}>
          <DrawerTitle>{config.popupTitle}</DrawerTitle>
          <Box sx={{ flex: 1, overflow: 'auto', p: 2 }}>{panel}</Box>
          <Stack direction="row" justifyContent="flex-end" spacing={1} sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
            {actions}
          </Stack>
        </Stack>
      </Drawer>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: config.popupWidth, maxWidth: '95vw' } } }}
      data-testid="records-dialog"
      data-variant="dialog"
    >
      <DialogTitle>{config.popupTitle}</DialogTitle>
      <DialogContent dividers>{panel}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}

function DrawerTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      {children}
    </Typography>
  );
}
