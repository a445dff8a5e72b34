import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { interfaceParameters, previewInterface, type InterfaceParameter } from '../../lib/data-interface/data-interface-api.ts';
import type { EntityRecord } from '../../lib/data/entity-resource.ts';
import { initialInput, inputKindOf, missingRequired, paramListOf, type InputKind } from './parameter-values.ts';
import { failureText } from './failure-text.ts';
import { PreviewResult } from './preview-result.tsx';
import { InterfaceAddress } from './interface-address.tsx';

/** Spec §9 gives pickers 800px; the preview shows the same kind of table. */
const WIDTH = 800;

const INPUT_TYPES: Record<InputKind, string> = { text: 'text', integer: 'number', decimal: 'number', datetime: 'datetime-local' };

/** One parameter's input: typed by the parameter's type, required ones marked. */
function ParameterInput({
  parameter,
  value,
  missing,
  onChange,
}: {
  parameter: InterfaceParameter;
  value: string;
  missing: boolean;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const kind = inputKindOf(parameter.dataType);
  const typeLabel = translate(`dataInterface.types.${parameter.dataType}`, { _: parameter.dataType });
  return (
    <TextField
      size="small"
      fullWidth
      label={parameter.field}
      required={parameter.required}
      type={INPUT_TYPES[kind]}
      value={value}
      error={missing}
      helperText={missing ? translate('dataInterface.required', { field: parameter.field }) : [typeLabel, parameter.fieldName].filter(Boolean).join(' · ')}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        inputLabel: kind === 'datetime' ? { shrink: true } : undefined,
        htmlInput: {
          'data-testid': `data-interface-param-${parameter.field}`,
          ...(kind === 'integer' ? { step: 1 } : kind === 'decimal' ? { step: 'any' } : {}),
        },
      }}
    />
  );
}

/**
 * Runs an interface as its author would (POST Actions/Preview with origin 'preview', so the call log
 * names it): its call address to copy, a form of its declared parameters, then the result as a table or JSON. A refusal shows
 * here in the server's words, not as a passing toast, so the author can read it while fixing.
 */
export function PreviewDialog({ row, onClose }: { row: EntityRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [parameters, setParameters] = useState<InterfaceParameter[] | null>(null);
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ result: unknown } | { error: string } | null>(null);

  useEffect(() => {
    let live = true;
    interfaceParameters(row.id).then(
      (list) => {
        if (!live) return;
        setParameters(list);
        setInputs(Object.fromEntries(list.map((parameter) => [parameter.field, initialInput(parameter)])));
      },
      (error: unknown) => {
        if (!live) return;
        setParameters([]);
        setOutcome({ error: failureText(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [row.id]);

  const run = async () => {
    const list = parameters ?? [];
    const empty = missingRequired(list, inputs);
    setMissing(empty);
    if (empty.length > 0) return;
    setRunning(true);
    try {
      // silent: the refusal comes back here to be shown inline, instead of as the client's toast
      setOutcome({ result: await previewInterface(row.id, paramListOf(list, inputs), { origin: 'preview', silent: true }) });
    } catch (error) {
      setOutcome({ error: failureText(error) });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: WIDTH, maxWidth: '95vw' } } }}
      data-testid="data-interface-preview-dialog"
    >
      <DialogTitle>
        {translate('dataInterface.previewTitle')} · {String(row.fullName ?? '')}
      </DialogTitle>
      <DialogContent dividers>
        <InterfaceAddress id={row.id} />
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {translate('dataInterface.parameters')}
        </Typography>
        {parameters === null ? (
          <CircularProgress size={24} />
        ) : parameters.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('dataInterface.noParameters')}
          </Typography>
        ) : (
          <Stack spacing={2} sx={{ mb: 2, pt: 1 }}>
            {parameters.map((parameter) => (
              <ParameterInput
                key={parameter.field}
                parameter={parameter}
                value={inputs[parameter.field] ?? ''}
                missing={missing.includes(parameter.field)}
                onChange={(value) => setInputs((current) => ({ ...current, [parameter.field]: value }))}
              />
            ))}
          </Stack>
        )}
        <Box sx={{ mb: 2 }}>
          <Button variant="contained" data-testid="data-interface-run" disabled={parameters === null || running} onClick={() => void run()}>
            {translate('dataInterface.run')}
          </Button>
        </Box>
        {outcome &&
          ('error' in outcome ? (
            <Alert severity="error" data-testid="data-interface-preview-error">
              {outcome.error || translate('request.error')}
            </Alert>
          ) : (
            <PreviewResult result={outcome.result} />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('dataInterface.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
