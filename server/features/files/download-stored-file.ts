import type { Db } from '../../core/db/database.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { storeFolderOf, storeKeyOf } from '../../core/files/stored-files.ts';
import { STORED_FILE_NAME } from '../../../common/files/file-kinds.ts';

export interface FoundFile {
  /** the stored name (base_file.id) */
  id: string;
  /** the store key, `<type>/<id>` */
  key: string;
  /** the original name, or the stored name when none was recorded */
  fullName: string;
  /** bytes in the store */
  size: number;
  creatorTime: number;
}

/**
 * A stored file a client names, or undefined. Only names of the stored form and upload types
 * (letters) are ever looked up, and only files recorded in base_file whose bytes are in the
 * store are found: no name a client sends reaches the store otherwise (`..`, `/`, `\` and
 * encoded forms of them fail the patterns). Without a type, the name alone finds it (stored
 * names are unique).
 */
export async function locateStoredFile(db: Db, files: FileStorage, type: string | undefined, name: string): Promise<FoundFile | undefined> {
  if (!STORED_FILE_NAME.test(name)) return undefined;
  let query = db.selectFrom('base_file').select(['id', 'type', 'fullName', 'creatorTime']).where('id', '=', name);
  if (type !== undefined) {
    const folder = storeFolderOf(type);
    if (!folder) return undefined;
    query = query.where('type', '=', folder);
  }
  const row = await query.executeTakeFirst();
  // a row of another shape (written by hand) is no stored file: its key might not be a store key
  if (!row?.type || storeFolderOf(row.type) !== row.type) return undefined;
  const key = storeKeyOf(row);
  const size = await files.size(key);
  if (size === undefined) return undefined;
  return { id: row.id, key, fullName: row.fullName || row.id, size, creatorTime: row.creatorTime ?? Date.now() };
}
