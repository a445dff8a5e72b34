import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';

/** Chat images: 5 MB at most (spec §5, §9). */
export const IM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Stored names are `yyyyMMdd_<uuid>.<ext>` (contract §6.1); nothing else is ever looked up. */
export const IM_FILE_NAME = /^\d{8}_[0-9a-f]{32}\.(png|jpg|jpeg|gif|bmp|webp)$/;

export const imFileUrl = (name: string) => `/api/file/Image/IM/${name}`;

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/**
 * The image type of the bytes themselves (magic numbers), not of the name or the declared
 * content type, which the client chooses: a script renamed to .png is refused.
 */
export function sniffImage(bytes: Buffer): { extension: string; mimeType: string } | undefined {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  let extension: string | undefined;
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) extension = 'png';
  else if (starts(0xff, 0xd8, 0xff)) extension = 'jpg';
  else if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') extension = 'gif';
  else if (starts(0x42, 0x4d)) extension = 'bmp';
  else if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') extension = 'webp';
  return extension ? { extension, mimeType: MIME_BY_EXTENSION[extension] } : undefined;
}

function storedName(extension: string, now = new Date()): string {
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `${day}_${randomUUID().replace(/-/g, '')}.${extension}`;
}

export async function saveImFile(db: Db, userId: string, bytes: Buffer, image: { extension: string; mimeType: string }): Promise<string> {
  const name = storedName(image.extension);
  await db
    .insertInto('base_im_file')
    .values({ id: name, userId, mimeType: image.mimeType, fileSize: bytes.length, content: bytes.toString('base64'), creatorTime: Date.now() })
    .execute();
  return name;
}

export async function readImFile(db: Db, name: string): Promise<{ mimeType: string; bytes: Buffer } | undefined> {
  const row = await db.selectFrom('base_im_file').select(['mimeType', 'content']).where('id', '=', name).executeTakeFirst();
  return row ? { mimeType: row.mimeType ?? 'application/octet-stream', bytes: Buffer.from(row.content ?? '', 'base64') } : undefined;
}

export async function imFileExists(db: Db, name: string): Promise<boolean> {
  return Boolean(await db.selectFrom('base_im_file').select('id').where('id', '=', name).executeTakeFirst());
}
