import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { contentDisposition } from './download-names.ts';
import { requestedRange, type ByteRange } from './serve-byte-range.ts';

/**
 * The policy a served file carries instead of the app's: a sandboxed document with an opaque
 * origin that loads nothing and runs nothing, whatever the bytes are (an HTML page or an SVG
 * renamed to .png, a PDF with scripts). Images, PDFs (checked in Chromium), text and media still
 * show: they are the document itself, not something it loads.
 */
export const SERVED_FILE_POLICY = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'";

/**
 * How long a browser may keep a served file: a stored file under its own name never changes (the
 * name is never reused), so `immutable`; what a link hands out is never kept (`no-store`).
 */
const CACHE_CONTROL = { 'no-store': 'private, no-store', immutable: 'private, max-age=31536000, immutable' } as const;

export interface ServedFile {
  disposition: 'attachment' | 'inline';
  name: string;
  contentType: string;
  /** the bytes sent, when known */
  length?: number;
  /** `no-store` unless given */
  caching?: keyof typeof CACHE_CONTROL;
  /** whether Content-Disposition carries a plain ASCII name beside the RFC 5987 one (download-names.ts); yes unless given */
  plainName?: boolean;
}

/** The headers of a file answer: type, name, no sniffing, the sandbox, never cached by a shared cache. */
export function fileHeaders(reply: FastifyReply, file: ServedFile): FastifyReply {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.name, file.plainName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SERVED_FILE_POLICY)
    .header('cache-control', CACHE_CONTROL[file.caching ?? 'no-store']);
  if (file.length !== undefined) reply.header('content-length', file.length);
  return reply;
}

/**
 * Sends a file of `size` bytes whole, or the one byte range the request asks for (206), so a PDF
 * viewer, audio and video can seek; a range that starts past the end is refused with 416 in the
 * envelope. `read` opens the bytes (of the range when given); none there is 文件不存在.
 */
export async function sendFileBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  file: Omit<ServedFile, 'length'> & { size: number },
  read: (range?: ByteRange) => Promise<Readable | undefined>,
): Promise<FastifyReply> {
  const { size, ...served } = file;
  reply.header('accept-ranges', 'bytes');
  const range = requestedRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    const msg = translate('badRequest', languageOf(request.headers['accept-language']));
    return reply.code(416).header('content-range', `bytes */${size}`).send({ code: 416, msg });
  }
  const body = await read(range);
  if (!body) throw new AppError('fileMissing');
  if (!range) return fileHeaders(reply, { ...served, length: size }).send(body);
  return fileHeaders(reply.code(206), { ...served, length: range.end - range.start + 1 })
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .send(body);
}
