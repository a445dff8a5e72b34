import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { fileRefusal } from '../../core/files/file-refusal.ts';
import { UPLOAD_TYPE } from '../../core/files/stored-files.ts';
import { readUploadForm } from './upload-form.ts';
import { simpleUploadReadLimit, simpleUploadTooLarge, storeSimpleUpload } from './upload-simple.ts';
import { uploadTypeOf } from './upload-params.ts';
import { refusingFailures } from './upload-failure.ts';
import { uploadRouteText, uploadRouteTexts } from './upload-texts.ts';

/**
 * POST /api/file/Uploader/{type} (contract §6.1): one file in the multipart field `file`, stored in
 * the type's folder; answers the UploaderVO. pathType, isAccount and folder are accepted and
 * ignored: the stored name and its folder are always the server's. userAvatar and IM have routes
 * of their own (static routes win over this one).
 */
export function registerSimpleUploadRoute(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { type: string } }>(
    '/api/file/Uploader/:type',
    {
      config: { access: 'signed-in' },
      schema: { params: { type: 'object', required: ['type'], properties: { type: { type: 'string', pattern: UPLOAD_TYPE.source } } } },
    },
    async (request) => {
      const user = currentUser(request);
      const type = uploadTypeOf(request.params.type);
      const form = await readUploadForm(request, await simpleUploadReadLimit(services));
      if (form.tooLarge) throw await simpleUploadTooLarge(services, form.tooLarge.filename);
      const file = form.file;
      if (!file) throw fileRefusal(uploadRouteTexts.noFile);
      const answer = await refusingFailures(request, () =>
        storeSimpleUpload(services, { type, filename: file.filename, bytes: file.bytes, userId: user.userId }),
      );
      return ok(answer, uploadRouteText('uploadSuccess', languageOf(request.headers['accept-language'])));
    },
  );
}
