import type { ViewProps } from '../../../form-runtime/widget-contract.ts';
import { ImageThumbnails } from './image-thumbnails.tsx';
import { storedFilesOf } from './stored-files.ts';
import { uploadSettingsOf } from './upload-settings.ts';

/** uploadImg read-only (spec lowcode §2 read-only renderer: image): the thumbnails, a click shows one large. */
export function ImageUploadView({ item, value, language }: ViewProps) {
  const { type } = uploadSettingsOf(item, language, 'image');
  return <ImageThumbnails files={storedFilesOf(value)} type={type} language={language} />;
}
