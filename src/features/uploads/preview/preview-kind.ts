import { extensionOf, FILE_CATEGORIES, fileCategoryOf, IMAGE_PREVIEW_EXTENSIONS, type StoredFile } from '../../../../common/files/file-kinds.ts';

/**
 * How the preview shows a file (spec shell §9 file categories, lowcode §2 "File/document
 * preview"): the image extensions straight from their own address, every other kind through the
 * server's preview address — PDF in the browser's viewer, text in a sandboxed frame, audio and
 * video in the browser's players, Office documents as the configured converter serves them.
 */
export type PreviewKind = 'image' | 'pdf' | 'text' | 'audio' | 'video' | 'office' | 'other';

const TEXT_EXTENSIONS: readonly string[] = ['txt', 'csv', 'log', 'md', 'json', 'xml'];
/** The document category less what the browser shows itself: what needs a converter. */
const OFFICE_EXTENSIONS: readonly string[] = FILE_CATEGORIES.document.filter((extension) => extension !== 'pdf' && !TEXT_EXTENSIONS.includes(extension));

/** The extension of a stored file: its recorded one, else its own name's, else the stored name's. */
export const extensionOfFile = (file: Pick<StoredFile, 'name' | 'fileId' | 'fileExtension'>): string =>
  (file.fileExtension ?? '').replace(/^\./, '').toLowerCase() || extensionOf(file.name) || extensionOf(file.fileId);

export function previewKindOf(extension: string): PreviewKind {
  if (IMAGE_PREVIEW_EXTENSIONS.includes(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  if (TEXT_EXTENSIONS.includes(extension)) return 'text';
  if (OFFICE_EXTENSIONS.includes(extension)) return 'office';
  const category = fileCategoryOf(extension);
  return category === 'audio' || category === 'video' ? category : 'other';
}
