import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { AppError } from '../../core/http/app-error.ts';
import { locateStoredFile, originalNameOf, recordedContentType } from '../../core/files/stored-files.ts';
import { sendFileBytes } from './serve-file.ts';

const storedFileParams = {
  type: 'object',
  required: ['type', 'name'],
  properties: { type: { type: 'string', maxLength: 32 }, name: { type: 'string', maxLength: 100 } },
} as const;

/**
 * GET /api/file/Image/{type}/{name} (contract §6.1): a stored file, without a header as an <img>
 * or <video> needs (the stored name is unguessable and only stored names are looked up). The
 * content type is the one recorded when the bytes were checked; only images show in place,
 * everything else is an attachment, so nothing uploaded ever renders as a page. One byte range
 * may be asked for. The avatar and the chat images keep their own routes (userAvatar, IM).
 */
export function registerStoredFileRoute(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { type: string; name: string } }>(
    '/api/file/Image/:type/:name',
    { config: { access: 'public' }, schema: { params: storedFileParams } },
    async (request, reply) => {
      const file = await locateStoredFile(services, request.params.type, request.params.name);
      if (!file) throw new AppError('fileMissing');
      const contentType = recordedContentType(file.row);
      const served = {
        disposition: contentType.startsWith('image/') ? ('inline' as const) : ('attachment' as const),
        name: originalNameOf(file.row),
        contentType,
        size: file.size,
        // The stored name is never reused, so the browser may keep the file; the address has
        // always named it by the RFC 5987 form alone.
        caching: 'immutable' as const,
        plainName: false,
      };
      return sendFileBytes(request, reply, served, (range) => services.files.read(file.key, range));
    },
  );
}
