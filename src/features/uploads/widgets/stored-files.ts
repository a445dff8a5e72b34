import type { StoredFile, UploaderVO } from '../../../../common/files/file-kinds.ts';

/**
 * The value of an upload widget (contract §6.1): an array of `{name, fileId, url, fileSize,
 * fileExtension, fileVersionId?}`. A record read back may hold it as JSON text (JNPF stores the
 * field as text); anything that is not such a list reads as no files.
 */
export function storedFilesOf(value: unknown): StoredFile[] {
  let list = value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is StoredFile =>
      typeof entry === 'object' && entry !== null && typeof (entry as StoredFile).fileId === 'string' && typeof (entry as StoredFile).url === 'string',
  );
}

/** What the widget keeps of an upload's answer, under the name the user chose (contract §6.2 merge, §6.1). */
export function storedFileFrom(originalName: string, uploaded: UploaderVO): StoredFile {
  return {
    name: originalName,
    fileId: uploaded.name,
    url: uploaded.url,
    fileSize: uploaded.fileSize,
    fileExtension: uploaded.fileExtension,
    ...(uploaded.fileVersionId ? { fileVersionId: uploaded.fileVersionId } : {}),
  };
}

/** A new file added to the list; in single-file mode (limit 1, spec §5) it replaces what was there. */
export const withFile = (files: readonly StoredFile[], file: StoredFile, single: boolean): StoredFile[] => (single ? [file] : [...files, file]);

export const withoutFile = (files: readonly StoredFile[], fileId: string): StoredFile[] => files.filter((file) => file.fileId !== fileId);
