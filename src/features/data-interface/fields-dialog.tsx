import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { interfaceFields, interfaceParameters } from '../../lib/data-interface/data-interface-api.ts';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import { initialInput, paramListOf } from './parameter-values.ts';
import { failureText } from './failure-text.ts';

/** The size of spec §9's form dialogs (dictionary, serial number): a short list needs no more. */
const WIDTH = 600;

/**
 * The field names of an interface's result (POST Actions/GetFields), what a picker's columns and
 * fill targets are chosen from. The server runs the interface for them, with each parameter's default.
 */
export function FieldsDialog({ row, onClose }: { row: EntityRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [fields, setFields] = useState<string[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    (async () => {
      const parameters = await interfaceParameters(row.id);
      const defaults = Object.fromEntries(parameters.map((parameter) => [parameter.field, initialInput(parameter)]));
      return interfaceFields(row.id, paramListOf(parameters, defaults));
    })().then(
      (list) => {
        if (live) setFields(list);
      },
      (failure: unknown) => {
        if (!live) return;
        setFields([]);
        setError(failureText(failure) || translate('request.error'));
      },
    );
    return () => {
      live = false;
    };
  }, [row.id, translate]);

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: WIDTH, maxWidth: '95vw' } } }}
      data-testid="data-interface-fields-dialog"
    >
      <DialogTitle>
        {translate('dataInterface.fieldsTitle')} · {String(row.fullName ?? '')}
      </DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {fields === null ? (
          <CircularProgress size={24} />
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 80 }}>{translate('dataInterface.index')}</TableCell>
                <TableCell>{translate('dataInterface.field')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field, index) => (
                <TableRow key={field} data-testid="data-interface-field">
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>{field}</TableCell>
                </TableRow>
              ))}
              {fields.length === 0 && !error && (
                <TableRow>
                  <TableCell colSpan={2} align="center">
                    {translate('dataInterface.noFields')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dataInterface.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
