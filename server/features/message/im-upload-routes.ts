import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { messageText, refusal } from './message-texts.ts';
import { IM_IMAGE_MAX_BYTES, imFileUrl, readImFile, saveImFile } from '../../core/files/im-files.ts';
import { sniffImage } from '../../core/files/content-sniff.ts';
import { isValidOriginalName } from '../../core/files/upload-policy.ts';

/**
 * Chat images (contract §6.1): POST /api/file/Uploader/IM takes one image of at most 5 MB
 * (spec §5), stored like every upload (server/core/files/stored-files.ts), and answers the
 * UploaderVO; GET /api/file/Image/IM/{name} serves it without a header, as an <img> needs
 * (contract §1.4), under an unguessable name.
 */
export function registerImUploadRoutes(app: FastifyInstance, services: Services): void {
  app.post('/api/file/Uploader/IM', { config: { access: 'signed-in' } }, async (request) => {
    const language = languageOf(request.headers['accept-language']);
    const user = currentUser(request);
    if (!request.isMultipart()) return refusal('imageOnly', language);
    let bytes: Buffer;
    let fileName: string;
    try {
      const upload = await request.file({ limits: { fileSize: IM_IMAGE_MAX_BYTES, files: 1 } });
      if (!upload) return refusal('imageOnly', language);
      fileName = upload.filename;
      bytes = await upload.toBuffer();
      // toBuffer usually throws past the limit, but under load the stream can end first and hand
      // back the first 5 MB with the truncated flag set: that file is too large all the same.
      if (upload.file.truncated) return refusal('imageTooLarge', language);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return refusal('imageTooLarge', language);
      throw error;
    }
    const image = sniffImage(bytes);
    if (!image) return refusal('imageOnly', language);
    // The name is only recorded; one that is no plain file name is not worth a refusal here.
    const name = await saveImFile(services, user.userId, bytes, image, isValidOriginalName(fileName) ? fileName.trim() : `image.${image.extension}`);
    return ok(
      { name, url: imFileUrl(name), fileSize: bytes.length, fileExtension: image.extension, originalName: fileName },
      messageText('uploadSuccess', language),
    );
  });

  app.get<{ Params: { name: string } }>(
    '/api/file/Image/IM/:name',
    { config: { access: 'public' }, schema: { params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 100 } } } } },
    async (request, reply) => {
      const file = await readImFile(services, request.params.name);
      if (!file) throw new AppError('fileMissing');
      return (
        reply
          .header('content-type', file.mimeType)
          .header('content-length', file.size)
          // The bytes were checked to be an image; the browser must not guess otherwise.
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(file.content)
      );
    },
  );
}
