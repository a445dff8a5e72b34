import type { ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Drawer, Stack, Typography } from '@mui/material';
import type { InterfaceRow, ParamValue } from '../../lib/data-interface/data-interface-api.ts';
import type { Language } from '../../form-runtime/widget-contract.ts';
import type { InterfaceConfig } from './interface-config.ts';
import { pickerTexts } from './messages.ts';
import { RecordsPanel } from './records-panel.tsx';
import { useRecordChoice } from './use-record-choice.ts';

export interface RecordsDialogProps {
  open: boolean;
  /** the interface, columns, paging and the popup's type, title and width */
  config: InterfaceConfig;
  multiple: boolean;
  language: Language;
  /** the stored value's records: each opening starts from them */
  initial?: InterfaceRow[];
  /** the interface's parameters, read at each request (spec §7: paramList) */
  paramList: () => ParamValue[];
  /** Confirm with nothing chosen writes an empty choice (a multiple picker emptied); otherwise Confirm needs a record */
  allowEmpty?: boolean;
  onConfirm: (rows: InterfaceRow[]) => void;
  onCancel: () => void;
}

const NONE: InterfaceRow[] = [];

/**
 * The record picker of every data-interface picker (spec lowcode §2 "Pop-up data picker",
 * "Select popup filling form fields", "Record picker dialog"): a dialog, or a drawer when
 * popupType is 'drawer', titled popupTitle (选择数据) and popupWidth wide (800px), with the keyword
 * box, the record table, the optional pager, and Cancel/Confirm. Confirm does nothing until a
 * record is chosen (§4); Cancel forgets the choice.
 */
export function RecordsDialog({ open, config, multiple, language, initial = NONE, paramList, allowEmpty, onConfirm, onCancel }: RecordsDialogProps) {
  const texts = pickerTexts(language);
  const choice = useRecordChoice(config, open, multiple, initial, paramList);
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
