import { useRef } from 'react';
import { Box, Button, FormHelperText, Stack } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import type { WidgetProps } from '../../../form-runtime/widget-contract.ts';
import { muiSize } from '../../../form-runtime/size.ts';
import { showErrorToast } from '../../../shell/toast-store.ts';
import { refusalOf } from '../engine/upload-limits.ts';
import { useUploadQueue } from '../engine/upload-queue.ts';
import { UploadPanel } from '../panel/upload-panel.tsx';
import { DownloadAllButton } from './download-all-button.tsx';
import { FileList } from './file-list.tsx';
import { uploadWidgetTexts } from './messages.ts';
import { isLocked, uploadSettingsOf } from './upload-settings.ts';
import { useStoredFiles } from './use-stored-files.ts';

/**
 * JNPF uploadFz (contract §7.2; spec shell §5 "File upload"): files sent in chunks through the
 * upload queue (hashed, resumable; the panel shows each with pause, resume, retry and remove),
 * then kept in the field as the contract's `[{name, fileId, url, fileSize, fileExtension}]`.
 * The limits are checked before anything is sent (当前限制最多可以上传N个文件, 文件大小超过…,
 * 请选择…类型的文件); with limit 1 a new file replaces the one held.
 */
export function FileUploadEdit({ item, id, value, onChange, disabled, size, language, error }: WidgetProps) {
  const texts = uploadWidgetTexts[language];
  const settings = uploadSettingsOf(item, language, 'file');
  const locked = isLocked(item, disabled);
  const { files, add, remove } = useStoredFiles(value, onChange, settings.single);
  const queue = useUploadQueue({
    type: settings.type,
    pathType: settings.pathType,
    isAccount: settings.isAccount,
    folder: settings.pathType === 'selfPath' ? settings.folder : '',
    language: () => language,
    onSuccess: (_entry, stored) => add(stored),
  });
  const input = useRef<HTMLInputElement>(null);
  // Finished entries are in the file list below; the panel keeps what is still on its way or failed.
  const unfinished = queue.entries.filter((entry) => entry.status !== 'success');
  const choose = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const underway = unfinished.filter((entry) => entry.status !== 'error').length;
    const refusal = refusalOf(
      chosen,
      settings.single ? 0 : files.length + underway,
      { limit: settings.limit, fileSize: settings.fileSize, sizeUnit: settings.sizeUnit, accept: settings.accept },
      language,
    );
    if (refusal) return showErrorToast(refusal, 1500);
    // Single-file mode: the new file replaces one still on its way, so two never end up competing for the field.
    if (settings.single) for (const entry of unfinished) queue.remove(entry.id);
    queue.add(chosen);
  };
  return (
    <Box sx={{ width: '100%' }} data-testid="upload-fz">
      <Stack direction="row" alignItems="center" spacing={1}>
        {!locked && (
          <Button
            id={id}
            variant="outlined"
            size={muiSize(size)}
            color={error ? 'error' : 'primary'}
            startIcon={<CloudUploadIcon />}
            onClick={() => input.current?.click()}
            data-testid="upload-choose"
          >
            {settings.buttonText || texts.chooseFile}
          </Button>
        )}
        <DownloadAllButton files={files} type={settings.type} language={language} size={size} />
      </Stack>
      {!locked && (
        <input
          ref={input}
          type="file"
          hidden
          multiple={!settings.single}
          accept={settings.accept || undefined}
          data-testid="upload-input"
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            // The same file may be chosen again after a refusal or a removal.
            event.target.value = '';
          }}
        />
      )}
      {settings.tipText && <FormHelperText sx={{ mt: 0.5 }}>{settings.tipText}</FormHelperText>}
      {unfinished.length > 0 && (
        <UploadPanel entries={unfinished} onPause={queue.pause} onResume={queue.resume} onRetry={queue.retry} onRemove={queue.remove} />
      )}
      <FileList files={files} type={settings.type} language={language} size={size} onRemove={locked ? undefined : remove} />
    </Box>
  );
}
