import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { ExcelImportDialog } from './excel-import-dialog.tsx';
import { openDownload } from './open-download.ts';

/**
 * The list's Import button (导入) and its wizard (spec shell §5, §7): upload an xls/xlsx sheet,
 * preview and correct its rows, import them, see and export the rows that failed. Generic: the
 * calls live under `apiBase` (users: /api/permission/Users; an online-development form:
 * /api/visualdev/OnlineDev/{modelId}, with `uploadUrl` /api/visualdev/OnlineDev/Uploader and
 * `exceptionPath` ImportExceptionData). `onImported` runs when the wizard closes after rows went in,
 * so the list shows them.
 */
export function ExcelImportButton({
  apiBase,
  title,
  onImported,
  exceptionPath = 'ExportExceptionData',
  uploadUrl = `${apiBase}/Uploader`,
  onDownload = openDownload,
}: {
  apiBase: string;
  /** the dialog's title; JNPF's 批量导入 when not given */
  title?: string;
  onImported: () => void;
  exceptionPath?: string;
  uploadUrl?: string;
  /** opens a signed download link (the template, the failed rows); an `<a download>` by default */
  onDownload?: (url: string, name: string) => void;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button data-testid="excel-import" onClick={() => setOpen(true)}>
        {translate('excelImport.button')}
      </Button>
      {open && (
        <ExcelImportDialog
          title={title ?? translate('excelImport.title')}
          endpoints={{ base: apiBase, uploadUrl, exceptionPath }}
          onDownload={onDownload}
          onClose={(imported) => {
            setOpen(false);
            if (imported) onImported();
          }}
        />
      )}
    </>
  );
}
