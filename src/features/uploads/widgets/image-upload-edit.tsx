import { useRef, useState } from 'react';
import { Box, ButtonBase, CircularProgress, FormHelperText, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { WidgetProps } from '../../../form-runtime/widget-contract.ts';
import type { RequestFailure } from '../../../lib/request/types.ts';
import { showErrorToast } from '../../../shell/toast-store.ts';
import { refusalOf } from '../engine/upload-limits.ts';
import { uploadSimple } from '../engine/simple-upload.ts';
import { ImageThumbnails, tileSx } from './image-thumbnails.tsx';
import { uploadWidgetTexts } from './messages.ts';
import { storedFileFrom } from './stored-files.ts';
import { isLocked, uploadFields, uploadSettingsOf } from './upload-settings.ts';
import { useStoredFiles } from './use-stored-files.ts';

interface Pending {
  key: number;
  name: string;
}

let pendingSequence = 0;

/**
 * JNPF uploadImg (contract §7.2; spec shell §5 "Image upload"): images sent in one piece to
 * `POST /api/file/Uploader/{type}` (annexpic unless configured), shown as thumbnails, a click
 * shows one large. Images only, limits checked first (当前限制最多可以上传N张图片, 图片大小超过…,
 * 请上传图片); with limit 1 a new image replaces the one held. A refusal by the server shows its
 * msg (the request client does), a broken transfer 上传失败; the image is then dropped.
 */
export function ImageUploadEdit({ item, id, value, onChange, disabled, size, language, error }: WidgetProps) {
  const texts = uploadWidgetTexts[language];
  const settings = uploadSettingsOf(item, language, 'image');
  const locked = isLocked(item, disabled);
  const { files, add, remove } = useStoredFiles(value, onChange, settings.single);
  const [pending, setPending] = useState<Pending[]>([]);
  const input = useRef<HTMLInputElement>(null);

  const send = (file: File) => {
    pendingSequence += 1;
    const entry: Pending = { key: pendingSequence, name: file.name };
    setPending((list) => [...list, entry]);
    uploadSimple(settings.type, file, uploadFields(settings))
      .then((uploaded) => add(storedFileFrom(file.name, uploaded)))
      .catch((failure: RequestFailure) => {
        // A refusal's msg was shown by the request client; a broken transfer says 上传失败 (spec §8).
        if (failure?.code === 0) showErrorToast(texts.uploadFailed, 1500);
      })
      .finally(() => setPending((list) => list.filter((other) => other !== entry)));
  };

  const choose = (chosen: File[]) => {
    if (chosen.length === 0) return;
    const refusal = refusalOf(
      chosen,
      settings.single ? 0 : files.length + pending.length,
      { limit: settings.limit, fileSize: settings.fileSize, sizeUnit: settings.sizeUnit, accept: settings.accept, image: true },
      language,
    );
    if (refusal) return showErrorToast(refusal, 1500);
    chosen.forEach(send);
  };

  const full = !settings.single && settings.limit > 0 && files.length + pending.length >= settings.limit;
  return (
    <Box sx={{ width: '100%' }} data-testid="upload-img">
      <ImageThumbnails files={files} type={settings.type} language={language} onRemove={locked ? undefined : remove}>
        {pending.map((entry) => (
          <Box key={entry.key} sx={{ ...tileSx, display: 'flex', alignItems: 'center', justifyContent: 'center' }} data-testid="upload-image-pending">
            <CircularProgress size={24} aria-label={`${texts.uploading} ${entry.name}`} />
          </Box>
        ))}
        {!locked && !full && (
          <Tooltip title={settings.buttonText || texts.addImage}>
            <ButtonBase
              id={id}
              aria-label={settings.buttonText || texts.addImage}
              onClick={() => input.current?.click()}
              data-testid="upload-choose"
              sx={{ ...tileSx, borderStyle: 'dashed', borderColor: error ? 'error.main' : 'divider', color: 'text.secondary' }}
            >
              <AddIcon fontSize={size === 'mini' || size === 'small' ? 'medium' : 'large'} />
            </ButtonBase>
          </Tooltip>
        )}
      </ImageThumbnails>
      {!locked && (
        <input
          ref={input}
          type="file"
          hidden
          multiple={!settings.single}
          accept={settings.accept}
          data-testid="upload-input"
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      )}
      {settings.tipText && <FormHelperText sx={{ mt: 0.5 }}>{settings.tipText}</FormHelperText>}
    </Box>
  );
}
