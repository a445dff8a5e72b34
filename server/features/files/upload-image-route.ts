import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { AppError } from '../../core/http/app-error.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { findStoredFile, openStoredFile, storeKeyOf } from '../../core/files/stored-files.ts';
import { requestedRange } from './upload-byte-range.ts';

/**
 * The policy a served file carries instead of the app's: a sandboxed document that loads and runs
 * nothing, whatever the bytes are; an image or a medium still shows, being the document itself.
 */
const SERVED_FILE_POLICY = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'";

/** `inline` or `attachment` with the original name, encoded as RFC 8187 asks (no quote or bracket left bare). */
const disposition = (kind: 'inline' | 'attachment', name: string): string =>
  `${kind}; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/**
 * GET /api/file/Image/{type}/{name} (contract §6.1): a stored file, without a header as an <img>
 * or <video> needs (the stored name is unguessable and only stored names are looked up). The
 * content type is the one recorded when the bytes were checked; only images show in place,
 * everything else is an attachment, so nothing uploaded ever renders as a page. One byte range
 * may be asked for. The avatar and the chat images keep their own routes (userAvatar, IM).
 */
export function registerStoredImageRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { type: string; name: string } }>(
    '/api/file/Image/:type/:name',
    {
      config: { access: 'public' },
      schema: {
        params: {
          type: 'object',
          required: ['type', 'name'],
          properties: { type: { type: 'string', maxLength: 32 }, name: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const row = await findStoredFile(services.db, request.params.type, request.params.name);
      const size = row ? await services.files.size(storeKeyOf(row)) : undefined;
      if (!row || size === undefined) throw new AppError('fileMissing');
      const range = requestedRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        const language = languageOf(request.headers['accept-language']);
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .send({ code: 416, msg: translate('badRequest', language) });
      }
      const stream = await openStoredFile(services.files, row, range);
      if (!stream) throw new AppError('fileMissing');
      const mimeType = row.mimeType || 'application/octet-stream';
      reply
        .header('content-type', mimeType)
        .header('content-disposition', disposition(mimeType.startsWith('image/') ? 'inline' : 'attachment', row.fullName || row.id))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SERVED_FILE_POLICY)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes');
      if (!range) return reply.header('content-length', size).send(stream);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(stream);
    },
  );
}
