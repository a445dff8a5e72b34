import type { FastifyReply } from 'fastify';
import { contentDisposition } from './download-names.ts';

/**
 * The policy a served file carries instead of the app's: a sandboxed document with an opaque
 * origin that loads nothing and runs nothing, whatever the bytes are (an HTML page or an SVG
 * renamed to .png, a PDF with scripts). Images, PDFs (checked in Chromium), text and media still
 * show: they are the document itself, not something it loads.
 */
export const SERVED_FILE_POLICY = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'";

export interface ServedFile {
  disposition: 'attachment' | 'inline';
  name: string;
  contentType: string;
  /** the bytes sent, when known */
  length?: number;
}

/** The headers of a file answer: type, name, no sniffing, the sandbox, never cached by a shared cache. */
export function fileHeaders(reply: FastifyReply, file: ServedFile): FastifyReply {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SERVED_FILE_POLICY)
    .header('cache-control', 'private, no-store');
  if (file.length !== undefined) reply.header('content-length', file.length);
  return reply;
}
