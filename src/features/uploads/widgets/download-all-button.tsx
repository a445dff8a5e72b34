import { Button } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import type { StoredFile } from '../../../../common/files/file-kinds.ts';
import type { FormSize, Language } from '../../../form-runtime/widget-contract.ts';
import { muiSize } from '../../../form-runtime/size.ts';
import { downloadAllFiles } from '../download/download-api.ts';
import { uploadWidgetTexts } from './messages.ts';

/** 全部下载 (contract §6.3 PackDownload), offered while the widget holds files; the server's refusal (未发现文件) shows as a toast. */
export function DownloadAllButton({ files, type, language, size }: { files: readonly StoredFile[]; type: string; language: Language; size: FormSize }) {
  if (files.length === 0) return null;
  return (
    <Button
      size={muiSize(size)}
      startIcon={<FileDownloadIcon />}
      data-testid="upload-download-all"
      onClick={() => void downloadAllFiles(type, files).catch(() => undefined)}
    >
      {uploadWidgetTexts[language].downloadAll}
    </Button>
  );
}
