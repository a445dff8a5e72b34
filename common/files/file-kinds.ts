/**
 * What both halves know about files (spec shell §9, lowcode §9, contract §6): the stored value of
 * an upload widget, the chunked upload's sizes, file categories and how a size reads.
 */

/** One uploaded file as an upload widget stores it inside the record (contract §6.1). */
export interface StoredFile {
  /** the original file name, as the user chose it */
  name: string;
  /** the stored name, `yyyyMMdd_<32 hex>.<ext>` (UploaderVO.name) */
  fileId: string;
  url: string;
  fileSize?: number;
  fileExtension?: string;
  fileVersionId?: string;
}

/** The server's answer to an upload or a merge (contract §6.1 UploaderVO). */
export interface UploaderVO {
  name: string;
  url: string;
  fileSize: number;
  fileExtension: string;
  fileVersionId?: string;
}

/** Chunked upload (spec §9): 5 MB chunks, 5 retries per chunk, the hash read in 10,240,000-byte pieces. */
export const CHUNK_SIZE = 5_242_880;
export const MAX_CHUNK_RETRIES = 5;
export const HASH_PIECE_SIZE = 10_240_000;

/** Upload size units (spec §9): KB 1024, MB 1048576, GB. */
export const SIZE_UNITS = { KB: 1024, MB: 1_048_576, GB: 1_073_741_824 } as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

export const FILE_CATEGORIES = {
  image: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  video: ['mp4', 'm3u8', 'rmvb', 'avi', 'swf', '3gp', 'mkv', 'flv'],
  audio: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac'],
  document: ['doc', 'txt', 'docx', 'pages', 'epub', 'pdf', 'numbers', 'csv', 'xls', 'xlsx', 'keynote', 'ppt', 'pptx'],
} as const;
export type FileCategory = keyof typeof FILE_CATEGORIES | 'other';

/** Extensions an image preview shows (spec §9). */
export const IMAGE_PREVIEW_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'bmp', 'gif'];

/** The extension in lower case, without the dot; empty when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function fileCategoryOf(nameOrExtension: string): FileCategory {
  const extension = nameOrExtension.includes('.') ? extensionOf(nameOrExtension) : nameOrExtension.toLowerCase();
  for (const [category, extensions] of Object.entries(FILE_CATEGORIES) as [keyof typeof FILE_CATEGORIES, readonly string[]][]) {
    if (extensions.includes(extension)) return category;
  }
  return 'other';
}

/** A size in bytes, KB, MB or GB with two decimals (spec §9): 1536 → "1.50 KB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < SIZE_UNITS.KB) return `${bytes} B`;
  if (bytes < SIZE_UNITS.MB) return `${(bytes / SIZE_UNITS.KB).toFixed(2)} KB`;
  if (bytes < SIZE_UNITS.GB) return `${(bytes / SIZE_UNITS.MB).toFixed(2)} MB`;
  return `${(bytes / SIZE_UNITS.GB).toFixed(2)} GB`;
}

/** '#' is hidden in shown file names (lowcode §5) and removed from the merge's fileName (contract §6.2). */
export const shownFileName = (name: string): string => name.replace(/#/g, '');

/** Stored names (contract §6.1): the only names a file route ever looks up. */
export const STORED_FILE_NAME = /^\d{8}_[0-9a-f]{32}(\.[a-z0-9]{1,10})?$/;
