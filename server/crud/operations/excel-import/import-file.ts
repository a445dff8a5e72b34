import { createHash, randomBytes } from 'node:crypto';
import { extensionOf } from '../../../../common/files/file-kinds.ts';
import type { ImportContext } from './import-context.ts';
import { importRefusal } from './import-texts.ts';
import { workbookBytesOf } from './workbook-bytes.ts';

/** Spec §9: an import file is at most 500 KB. */
export const IMPORT_FILE_LIMIT = 500 * 1024;

/** An uploaded workbook: its name as chosen, the bytes read, and whether there were more than the limit. */
export interface ImportUpload {
  fileName: string;
  content: Buffer;
  /** the upload went on past IMPORT_FILE_LIMIT (the transport stopped reading there) */
  truncated: boolean;
}

/** The names Uploader hands out; nothing else is ever looked up, so no name can leave the caller's folder. */
const STORED_NAME = /^[0-9a-f]{32}\.xlsx$/;
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

/** Each user's one import file waits in a folder of its own (the id itself, or its hash when it has other characters). */
const folderOf = (userId: string) => `import/${SAFE_SEGMENT.test(userId) ? userId : createHash('sha256').update(userId).digest('hex')}`;

/**
 * POST base/Uploader: an .xls or .xlsx of at most 500 KB whose content is a workbook exceljs can
 * read (an .xls name is accepted when the content is one; an Excel 97-2003 file is refused with a
 * clear message) becomes the caller's only import file. Answers the opaque name the wizard's next
 * steps send back.
 */
export async function uploadImportFile(context: ImportContext, upload: ImportUpload | undefined): Promise<{ name: string }> {
  if (!upload || !['xls', 'xlsx'].includes(extensionOf(upload.fileName))) throw importRefusal('wrongType');
  if (upload.truncated || upload.content.length > IMPORT_FILE_LIMIT) throw importRefusal('fileTooLarge');
  const kind = workbookBytesOf(upload.content);
  if (kind === 'xls97') throw importRefusal('oldExcel');
  if (kind === 'other') throw importRefusal('wrongType');
  if (kind === 'unreadable') throw importRefusal('unreadable');
  const folder = folderOf(context.caller.userId);
  const name = `${randomBytes(16).toString('hex')}.xlsx`;
  await context.files.write(`${folder}/${name}`, upload.content);
  // Only the latest file is kept (spec §5): the earlier ones go once the new one is in place.
  for (const earlier of await context.files.list(folder)) if (earlier !== name) await context.files.remove(`${folder}/${earlier}`);
  return { name };
}

/** The caller's import file by the name Uploader gave; 请先上传文件 when there is none by that name. */
export async function readImportFile(context: ImportContext, name: string | undefined): Promise<Buffer> {
  if (!name || !STORED_NAME.test(name)) throw importRefusal('noFile');
  const stream = await context.files.read(`${folderOf(context.caller.userId)}/${name}`);
  if (!stream) throw importRefusal('noFile');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
