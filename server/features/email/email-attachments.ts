import type { Db } from '../../core/db/database.ts';
import { emailRefusal } from './email-texts.ts';
import { MAX_ATTACHMENTS, type AttachmentInput } from './email-schemas.ts';

/** An attachment as a mail keeps it and its detail answers it (JNPF: `fileId`, `fileName`). */
export interface StoredAttachment {
  fileId: string;
  fileName: string;
  fileSize: number;
}

/** The upload type mail attachments are stored under (contract §6.1 lists `mail`). */
export const MAIL_FILE_TYPE = 'mail';

function inputsOf(raw: string | AttachmentInput[] | null | undefined): AttachmentInput[] {
  if (raw === null || raw === undefined || raw === '') return [];
  if (Array.isArray(raw)) return raw;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw emailRefusal('attachmentInvalid');
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_ATTACHMENTS) throw emailRefusal('attachmentInvalid');
  return parsed.map((item: unknown) => {
    const fileId = item && typeof item === 'object' ? (item as Record<string, unknown>).fileId : undefined;
    if (typeof fileId !== 'string' || fileId === '' || fileId.length > 200) throw emailRefusal('attachmentInvalid');
    const { fileName, name } = item as Record<string, unknown>;
    return { fileId, fileName: typeof fileName === 'string' ? fileName : undefined, name: typeof name === 'string' ? name : undefined };
  });
}

/** Whether the caller may pass the file on: they uploaded it, or it came with a mail they can read (a forward). */
async function mayAttach(db: Db, userId: string, fileId: string, creatorUserId: string | null): Promise<boolean> {
  if (creatorUserId === userId) return true;
  // The stored JSON names the file as "fileId":"<stored name>". fileId is a stored name (its row exists): no '%', and
  // its one '_' matching any character cannot name another file of the fixed yyyyMMdd_<32 hex> shape.
  const pattern = `%"fileId":"${fileId}"%`;
  const own = await db
    .selectFrom('base_email_send')
    .select('id')
    .where('userId', '=', userId)
    .where('deleteMark', '=', 0)
    .where((eb) => eb('attachment', 'like', eb.val(pattern)))
    .executeTakeFirst();
  if (own) return true;
  const received = await db
    .selectFrom('base_email_receive as r')
    .innerJoin('base_email_send as s', 's.id', 'r.mailId')
    .select('r.id')
    .where('r.userId', '=', userId)
    .where('r.deleteMark', '=', 0)
    .where((eb) => eb('s.attachment', 'like', eb.val(pattern)))
    .executeTakeFirst();
  return Boolean(received);
}

/**
 * The attachments a mail keeps, checked: each is a stored `mail` file the caller may pass on;
 * its name and size are the stored file's (what the client says of them is not trusted).
 */
export async function checkedAttachments(db: Db, userId: string, raw: string | AttachmentInput[] | null | undefined): Promise<StoredAttachment[]> {
  const result: StoredAttachment[] = [];
  for (const input of inputsOf(raw)) {
    if (result.some((kept) => kept.fileId === input.fileId)) continue;
    const row = await db
      .selectFrom('base_file')
      .select(['id', 'fullName', 'fileSize', 'creatorUserId'])
      .where('id', '=', input.fileId)
      .where('type', '=', MAIL_FILE_TYPE)
      .executeTakeFirst();
    if (!row || !(await mayAttach(db, userId, row.id, row.creatorUserId))) {
      throw emailRefusal('attachmentMissing', { name: input.fileName ?? input.name ?? input.fileId });
    }
    result.push({ fileId: row.id, fileName: row.fullName || row.id, fileSize: Number(row.fileSize ?? 0) });
  }
  return result;
}
