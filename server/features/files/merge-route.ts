import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { mergeChunks } from './merge-operation.ts';
import { readUploadForm } from './upload-form.ts';
import { paramsOf } from './upload-params.ts';
import { refusingFailures } from './upload-failure.ts';
import { uploadRouteText } from './upload-texts.ts';

/**
 * POST /api/file/merge (contract §6.2): the client's multipart form (identifier, fileName, fileSize,
 * fileType, extension, type, pathType, isAccount, folder); a url-encoded or JSON body is read the
 * same way. Answers the UploaderVO of the stored file.
 */
export function registerMergeRoute(app: FastifyInstance, services: Services): void {
  app.post('/api/file/merge', { config: { access: 'signed-in' } }, async (request) => {
    const user = currentUser(request);
    // The form carries no file; one sent anyway is read and ignored (nothing larger than a chunk).
    const fields = request.isMultipart() ? (await readUploadForm(request, 0)).fields : paramsOf(request.body);
    const answer = await refusingFailures(request, () => mergeChunks(services, user.userId, paramsOf(request.query, fields)));
    return ok(answer, uploadRouteText('uploadSuccess', languageOf(request.headers['accept-language'])));
  });
}
