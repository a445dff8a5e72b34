import { Box } from '@mui/material';
import type { ViewProps } from '../../../form-runtime/widget-contract.ts';
import { DownloadAllButton } from './download-all-button.tsx';
import { FileList } from './file-list.tsx';
import { storedFilesOf } from './stored-files.ts';
import { uploadSettingsOf } from './upload-settings.ts';

/** uploadFz read-only (spec lowcode §2 read-only renderer: upload): the files with preview and download, and 全部下载. */
export function FileUploadView({ item, value, size, language }: ViewProps) {
  const files = storedFilesOf(value);
  const { type } = uploadSettingsOf(item, language, 'file');
  return (
    <Box sx={{ width: '100%' }} data-testid="upload-fz-view">
      <DownloadAllButton files={files} type={type} language={language} size={size} />
      <FileList files={files} type={type} language={language} size={size} />
    </Box>
  );
}
