import { Fragment } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { InterfaceRow } from '../../lib/data-interface/data-interface-api.ts';
import type { RecordPickerTexts } from '../../components/record-picker/messages.ts';
import { cellText } from '../../components/record-picker/record-rows.ts';
import type { InterfaceConfig } from './interface-config.ts';

export interface RecordDetailDialogProps {
  open: boolean;
  config: Pick<InterfaceConfig, 'columns' | 'popupWidth'>;
  rows: InterfaceRow[];
  texts: RecordPickerTexts;
  onClose: () => void;
}

/**
 * The chosen record's detail, read-only (spec lowcode §2 "A read-only picker that holds a value
 * opens the detail of the related record instead of a selector"): the picker's columns and their
 * values, one block per record when several are chosen.
 */
export function RecordDetailDialog({ open, config, rows, texts, onClose }: RecordDetailDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: config.popupWidth, maxWidth: '95vw' } } }}
      data-testid="record-detail"
    >
      <DialogTitle>{texts.detail}</DialogTitle>
      <DialogContent dividers>
        {rows.length === 0 && texts.noData}
        {rows.map((row, index) => (
          <Fragment key={index}>
            {index > 0 && <Divider sx={{ my: 1 }} />}
            <Table size="small">
              <TableBody>
                {config.columns.map((column) => (
                  <TableRow key={column.value} data-testid="record-detail-row">
                    <TableCell component="th" scope="row" sx={{ width: '30%', color: 'text.secondary', borderBottom: 'none' }}>
                      {column.label}
                    </TableCell>
                    <TableCell sx={{ borderBottom: 'none' }}>{cellText(row[column.value])}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Fragment>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="record-detail-close">
          {texts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
