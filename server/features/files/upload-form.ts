import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/http/app-error.ts';

/** A multipart form as the upload routes read it: its text fields and at most one file, in memory. */
export interface UploadForm {
  fields: ReadonlyMap<string, string>;
  file?: { filename: string; bytes: Buffer };
  /** the file was longer than the limit: its name (its bytes are not kept) */
  tooLarge?: { filename: string };
}

/** Simple-uploader's and the merge's fields are a dozen short values; anything beyond is no upload. */
const FIELD_LIMITS = { fields: 40, fieldSize: 4096, parts: 42 };

/**
 * Reads the whole form, fields before or after the file alike (simple-uploader sends its
 * parameters first, a hand-made FormData may not). The file is read to its end even past the
 * limit, so the request is consumed before the answer; only the first value of a field counts.
 * A body that is no multipart form answers an empty one.
 */
export async function readUploadForm(request: FastifyRequest, fileLimit: number): Promise<UploadForm> {
  const fields = new Map<string, string>();
  if (!request.isMultipart()) return { fields };
  let file: UploadForm['file'];
  let tooLarge: UploadForm['tooLarge'];
  try {
    for await (const part of request.parts({ limits: { ...FIELD_LIMITS, fileSize: fileLimit, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) tooLarge = { filename: part.filename };
        else file = { filename: part.filename, bytes };
      } else {
        // A value cut at fieldSize is not the value that was sent.
        if (part.valueTruncated) throw new AppError('badRequestField', { params: { field: part.fieldname.slice(0, 64) } });
        if (!fields.has(part.fieldname)) fields.set(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    const failure = error as { code?: string; part?: { filename?: string } };
    if (failure.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    tooLarge = { filename: failure.part?.filename ?? '' };
  }
  return tooLarge ? { fields, tooLarge } : { fields, file };
}
