import type { UploaderVO } from '../../../common/files/file-kinds.ts';
import type { StoredFileRow } from '../../core/files/stored-files.ts';

/**
 * Where a stored file is shown (contract §6.1): `/api/file/Image/{type}/{name}` (annex and annexpic
 * included), under the type as the client named it; the route looks it up in lower case.
 */
const storedFileUrl = (type: string, name: string): string => `/api/file/Image/${type}/${name}`;

/** The UploaderVO of a stored file, the answer of a simple upload and of a merge. */
export const uploaderAnswer = (type: string, row: StoredFileRow): UploaderVO => ({
  name: row.id,
  url: storedFileUrl(type, row.id),
  fileSize: row.fileSize ?? 0,
  fileExtension: row.fileExtension ?? '',
});
