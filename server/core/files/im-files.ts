import type { Db } from '../db/database.ts';
import { findStoredFile, saveStoredFile, sendableLegacyFile, sendableStoredFile, type FileStore, type SendableFile } from './stored-files.ts';

/** Chat images: 5 MB at most (spec §5, §9). */
export const IM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Stored names are `yyyyMMdd_<32 hex>.<ext>` (contract §6.1); nothing else is ever looked up. */
export const IM_FILE_NAME = /^\d{8}_[0-9a-f]{32}\.(png|jpg|jpeg|gif|bmp|webp)$/;

export const imFileUrl = (name: string) => `/api/file/Image/IM/${name}`;

/** The upload type of chat images (contract §6.1), their folder `im` in the store. */
const IM_TYPE = 'IM';

/** Stores a chat image (already checked to be one) like every upload; answers its stored name. */
export async function saveImFile(
  store: FileStore,
  userId: string,
  bytes: Buffer,
  image: { extension: string; mimeType: string },
  originalName: string,
): Promise<string> {
  const row = await saveStoredFile(store, { type: IM_TYPE, originalName, content: bytes, mimeType: image.mimeType, extension: image.extension, userId });
  return row.id;
}

/**
 * A chat image to send: from the file store, or from base_im_file where images were kept
 * before the store existed (read only; nothing is written there any more).
 */
export async function readImFile(store: FileStore, name: string): Promise<SendableFile | undefined> {
  if (!IM_FILE_NAME.test(name)) return undefined;
  const row = await findStoredFile(store.db, IM_TYPE, name);
  if (row) return sendableStoredFile(store.files, row);
  const old = await store.db.selectFrom('base_im_file').select(['mimeType', 'content']).where('id', '=', name).executeTakeFirst();
  return old && sendableLegacyFile(old);
}

/** Whether a chat image of this name was uploaded (a message may only show an existing one). */
export async function imFileExists(db: Db, name: string): Promise<boolean> {
  if (await findStoredFile(db, IM_TYPE, name)) return true;
  return Boolean(await db.selectFrom('base_im_file').select('id').where('id', '=', name).executeTakeFirst());
}
