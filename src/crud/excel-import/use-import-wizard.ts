import { useRef, useState } from 'react';
import {
  failedRowsLink,
  importRows,
  previewSheet,
  templateLink,
  uploadSheet,
  type HeaderCell,
  type ImportEndpoints,
  type ImportResult,
} from './import-calls.ts';
import { fileRefusal, rowsRefusal, toPreviewRows, withCell, withoutRow, type PreviewRow } from './import-rules.ts';

/** 0 upload, 1 preview, 2 result: JNPF's three steps. */
export type WizardStep = 0 | 1 | 2;

/** Why the wizard stays where it is (excelImport.* keys; the spec's messages). */
export type WizardWarning = 'wrongType' | 'tooLarge' | 'noFile' | 'tooManyRows' | 'empty';

/** The picked sheet: its own name, and the server's stored name once the upload answered. */
export interface PickedSheet {
  name: string;
  storedName: string | null;
}

export interface ImportWizard {
  step: WizardStep;
  sheet: PickedSheet | null;
  header: HeaderCell[];
  rows: PreviewRow[];
  result: ImportResult | null;
  /** a call other than the upload is under way: the buttons wait */
  busy: boolean;
  pick(file: File): Promise<void>;
  removeSheet(): void;
  downloadTemplate(): Promise<void>;
  next(): Promise<void>;
  back(): void;
  removeRow(id: string): void;
  editCell(id: string, field: string, value: string): void;
  importNow(): Promise<void>;
  exportFailures(): Promise<void>;
}

/**
 * The import wizard's state and steps (spec shell §5, §7, §8): the view only shows it. A refused
 * step leaves everything as it was, so the user can correct it or go back; a call the server
 * refuses has been explained by the request client and also changes nothing.
 */
export function useImportWizard({
  endpoints,
  warn,
  onDownload,
}: {
  endpoints: ImportEndpoints;
  warn: (warning: WizardWarning) => void;
  onDownload: (url: string, name: string) => void;
}): ImportWizard {
  const [step, setStep] = useState<WizardStep>(0);
  const [sheet, setSheet] = useState<PickedSheet | null>(null);
  const [header, setHeader] = useState<HeaderCell[]>([]);
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  // A file removed while it uploads stays removed when the upload answers.
  const latestPick = useRef(0);
  const uploading = useRef(false);
  const running = useRef(false);

  /** One call at a time; a failure has been shown by the request client and changes nothing here. */
  const run = async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } catch {
      // the request client has said why; the step stays as it was
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const pick = async (file: File) => {
    // The server keeps the file that reached it last: one upload at a time keeps that the file shown.
    if (uploading.current) return;
    const refusal = fileRefusal(file);
    if (refusal) return warn(refusal);
    const mine = ++latestPick.current;
    uploading.current = true;
    setSheet({ name: file.name, storedName: null });
    let storedName = '';
    try {
      storedName = await uploadSheet(endpoints, file);
    } catch {
      // the server's reason is shown; the file is dropped (spec shell §8)
    } finally {
      uploading.current = false;
    }
    if (mine !== latestPick.current) return;
    setSheet(storedName ? { name: file.name, storedName } : null);
  };

  const removeSheet = () => {
    latestPick.current += 1;
    setSheet(null);
  };

  const downloadTemplate = () =>
    run(async () => {
      const link = await templateLink(endpoints);
      if (link?.url) onDownload(link.url, link.name);
    });

  const next = async () => {
    const storedName = sheet?.storedName;
    if (!storedName) return warn('noFile');
    await run(async () => {
      const preview = await previewSheet(endpoints, storedName);
      if (rowsRefusal(preview.dataRow.length) === 'tooManyRows') return warn('tooManyRows');
      setHeader(preview.headerRow);
      setRows(toPreviewRows(preview.dataRow));
      setStep(1);
    });
  };

  const importNow = async () => {
    const refusal = rowsRefusal(rows.length);
    if (refusal) return warn(refusal);
    await run(async () => {
      setResult(
        await importRows(
          endpoints,
          rows.map((row) => row.values),
        ),
      );
      setStep(2);
    });
  };

  const exportFailures = () =>
    run(async () => {
      const link = await failedRowsLink(endpoints, result?.failResult ?? []);
      if (link?.url) onDownload(link.url, link.name);
    });

  return {
    step,
    sheet,
    header,
    rows,
    result,
    busy,
    pick,
    removeSheet,
    downloadTemplate,
    next,
    back: () => setStep(0),
    removeRow: (id) => setRows((current) => withoutRow(current, id)),
    editCell: (id, field, value) => setRows((current) => withCell(current, id, field, value)),
    importNow,
    exportFailures,
  };
}
