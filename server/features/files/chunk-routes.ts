import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { currentUser } from '../../core/http/access.ts';
import { fileRefusal } from '../../core/files/file-refusal.ts';
import { LARGEST_CHUNK, storeChunk, testChunks } from './chunk-operations.ts';
import { chunkSweeper } from './chunk-sweeper.ts';
import { readUploadForm } from './upload-form.ts';
import { paramsOf } from './upload-params.ts';
import { refusingFailures } from './upload-failure.ts';
import { uploadRouteTexts } from './upload-texts.ts';

/**
 * The chunked upload's two chunk calls (contract §6.2), simple-uploader's parameters in the query
 * (test) or the multipart form (upload, the chunk in `file`): GET /api/file/chunk answers which
 * chunks the caller already stored, POST /api/file/chunk stores one.
 */
export function registerChunkRoutes(app: FastifyInstance, services: Services): void {
  const sweep = chunkSweeper(services.files);

  app.get('/api/file/chunk', { config: { access: 'signed-in' } }, async (request) => {
    const user = currentUser(request);
    return ok(await refusingFailures(request, () => testChunks(services, user.userId, paramsOf(request.query))));
  });

  app.post('/api/file/chunk', { config: { access: 'signed-in' } }, async (request) => {
    const user = currentUser(request);
    const form = await readUploadForm(request, LARGEST_CHUNK);
    if (form.tooLarge) throw fileRefusal(uploadRouteTexts.chunkSizeMismatch);
    if (!form.file) throw fileRefusal(uploadRouteTexts.noFile);
    const bytes = form.file.bytes;
    const now = Date.now();
    // Abandoned uploads go on the way; a failure there is no reason to refuse this chunk.
    await sweep(now).catch((error: unknown) => request.log.warn({ err: error }, 'sweeping abandoned chunks failed'));
    return ok(await refusingFailures(request, () => storeChunk(services, user.userId, paramsOf(request.query, form.fields), bytes, now)));
  });
}
