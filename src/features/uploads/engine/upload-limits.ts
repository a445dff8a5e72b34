import { extensionOf, FILE_CATEGORIES, SIZE_UNITS, type SizeUnit } from '../../../../common/files/file-kinds.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { uploadText } from './messages.ts';

/**
 * What an upload widget allows (spec shell §5, §9; lowcode §5, §9). `limit` 0 or absent means any
 * number; `fileSize` 0 or absent means any size (the widget supplies the spec's defaults: 10 MB,
 * 5 in the chunk uploader); `accept` is an <input accept> list (".pdf,.docx", "image/*"); `image`
 * switches to the image widget's words and refuses what is not an image.
 */
export interface UploadLimits {
  limit?: number;
  fileSize?: number;
  sizeUnit?: SizeUnit;
  accept?: string;
  image?: boolean;
}

const IMAGE_EXTENSIONS: readonly string[] = FILE_CATEGORIES.image;

function isImage(file: File): boolean {
  return file.type.startsWith('image/') || IMAGE_EXTENSIONS.includes(extensionOf(file.name));
}

/** <input accept> matching: ".ext" by extension, "type/*" by the MIME type's head, else the exact MIME type. */
export function accepts(accept: string, file: File): boolean {
  const tokens = accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return token.slice(1) === extension;
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return token === type;
  });
}

/**
 * Why these files may not be added to the `already` ones, in the user's language, or undefined
 * when they may. The count is checked for the whole batch first (the file list is never half
 * filled), then each file's size, then its type: the order the JNPF widgets check in.
 */
export function refusalOf(files: File[], already: number, limits: UploadLimits, language: Locale): string | undefined {
  const { limit = 0, fileSize = 0, sizeUnit = 'MB', accept = '', image = false } = limits;
  if (limit > 0 && already + files.length > limit) return uploadText(image ? 'tooManyImages' : 'tooManyFiles', language, { limit });
  for (const file of files) {
    if (fileSize > 0 && file.size > fileSize * SIZE_UNITS[sizeUnit]) {
      return uploadText(image ? 'imageTooLarge' : 'fileTooLarge', language, { size: fileSize, unit: sizeUnit });
    }
    // The image widget answers any type refusal with its one sentence (请上传图片).
    if (image && (!isImage(file) || (accept && !accepts(accept, file)))) return uploadText('imagesOnly', language);
    if (!image && accept && !accepts(accept, file)) return uploadText('wrongType', language, { accept });
  }
  return undefined;
}
