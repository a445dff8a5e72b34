import { useNotify, useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Step, StepLabel, Stepper } from '@mui/material';
import type { ImportEndpoints } from './import-calls.ts';
import { useImportWizard, type WizardWarning } from './use-import-wizard.ts';
import { UploadStep } from './upload-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { allImported, ResultStep } from './result-step.tsx';

const STEPS = ['upload', 'preview', 'result'] as const;
// A wrong file is an error, as JNPF's upload says it; a step that cannot go on is a warning.
const ERRORS: ReadonlySet<WizardWarning> = new Set(['wrongType', 'tooLarge']);

/**
 * The import wizard's dialog (spec shell §5): upload, preview, result, with the buttons each step
 * offers. It is mounted only while open, so every opening starts from an empty first step.
 * `onClose(imported)` says whether any row went in, so the list reloads only then.
 */
export function ExcelImportDialog({
  title,
  endpoints,
  onClose,
  onDownload,
}: {
  title: string;
  endpoints: ImportEndpoints;
  onClose: (imported: boolean) => void;
  onDownload: (url: string, name: string) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const wizard = useImportWizard({
    endpoints,
    onDownload,
    warn: (warning) => notify(`excelImport.${warning}`, { type: ERRORS.has(warning) ? 'error' : 'warning', autoHideDuration: 1500 }),
  });
  const { step, result, busy } = wizard;
  const uploading = wizard.sheet !== null && wizard.sheet.storedName === null;
  const close = () => onClose((result?.snum ?? 0) > 0);
  return (
    <Dialog open onClose={busy ? undefined : close} maxWidth="lg" fullWidth data-testid="excel-import-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((name, index) => (
            <Step key={name} completed={index < step}>
              <StepLabel data-testid={`excel-import-step-${name}`}>{translate(`excelImport.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && <UploadStep wizard={wizard} />}
        {step === 1 && <PreviewStep wizard={wizard} />}
        {step === 2 && result && <ResultStep result={result} header={wizard.header} />}
      </DialogContent>
      <DialogActions>
        {step === 0 && (
          <>
            <Button onClick={close} disabled={busy}>
              {translate('excelImport.cancel')}
            </Button>
            <Button variant="contained" data-testid="excel-import-next" disabled={busy || uploading} onClick={() => void wizard.next()}>
              {translate('excelImport.next')}
            </Button>
          </>
        )}
        {step === 1 && (
          <>
            <Button data-testid="excel-import-prev" onClick={wizard.back} disabled={busy}>
              {translate('excelImport.prev')}
            </Button>
            <Button variant="contained" data-testid="excel-import-submit" disabled={busy} onClick={() => void wizard.importNow()}>
              {translate('excelImport.import')}
            </Button>
          </>
        )}
        {step === 2 && (
          <>
            {result && !allImported(result) && (
              <Button data-testid="excel-import-export-failures" disabled={busy} onClick={() => void wizard.exportFailures()}>
                {translate('excelImport.exportFailures')}
              </Button>
            )}
            <Button variant="contained" data-testid="excel-import-close" disabled={busy} onClick={close}>
              {translate('excelImport.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
