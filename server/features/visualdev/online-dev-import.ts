import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import type { ImportContext } from '../../crud/operations/excel-import/import-context.ts';
import { IMPORT_FILE_LIMIT, uploadImportFile } from '../../crud/operations/excel-import/import-file.ts';
import { importTemplate } from '../../crud/operations/excel-import/import-template.ts';
import { importPreview } from '../../crud/operations/excel-import/import-preview.ts';
import { importData } from '../../crud/operations/excel-import/import-data.ts';
import { exportImportExceptions } from '../../crud/operations/excel-import/import-exceptions.ts';
import { importText } from '../../crud/operations/excel-import/import-texts.ts';
import { assertDesignButton } from './online-dev-access.ts';
import { onlineDevRequest } from './online-dev-context.ts';

/**
 * The Excel import wizard of a released online design (contract §7.4: TemplateDownload,
 * ImportPreview?fileName=, ImportData, ImportExceptionData under `/api/visualdev/OnlineDev/{modelId}`),
 * each route a thin adapter over the SAME generic operations the schema entities' wizard is served
 * by (server/crud/operations/excel-import, registered for entities in server/crud/entity-routes.ts):
 * the released design's definition carries `excelImport` when its list design has the upload button
 * (common/online-forms/design-to-model.ts), so a design without it answers the generic "no such
 * record". Beside the contract's routes: `{modelId}/Uploader`, where the generic browser wizard
 * (src/crud/excel-import) uploads under its resource's base, and ExportExceptionData, the name that
 * wizard exports failed rows by (entity-routes.ts serves both names too).
 *
 * Access: the routes are declared `signed-in` (the design is named by the path); each handler
 * refuses a caller without a menu opening the design and a design not released alike (400
 * 数据不存在), then, when the menu judges buttons, a caller not granted the upload button (401),
 * before it reads a file or a row.
 */

const BASE = '/api/visualdev/OnlineDev';

/** JNPF's button code of the list's 导入 button: 'btn_' + the btnsList value 'upload' (contract §7.3). */
const IMPORT_BUTTON = 'btn_upload';

const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: idSchema } } as const;
const previewQuery = { type: 'object', properties: { fileName: { type: 'string', maxLength: 200 } } } as const;
/** The wizard's rows (checked by the operations, which word the refusals). */
const listBody = { type: 'object', properties: { list: { type: 'array' } } } as const;

const signedIn = { access: 'signed-in' } as const;

type ModelParams = { Params: { modelId: string } };

export function registerOnlineDevImport(app: FastifyInstance, services: Services): void {
  /** The import's context for this request, once the caller may use the design and its upload button. */
  const importContextOf = async (request: FastifyRequest, modelId: string): Promise<ImportContext> => {
    const asked = await onlineDevRequest(services, request, modelId);
    await assertDesignButton(services, asked.access, IMPORT_BUTTON);
    return {
      ...asked.context,
      files: services.files,
      report: (error) => request.log.error({ err: error }, 'an online import row failed unexpectedly'),
    };
  };

  app.post<ModelParams>(`${BASE}/:modelId/Uploader`, { config: signedIn, schema: { params: modelParams } }, async (request) => {
    // Access first: a refused caller's file is never read.
    const context = await importContextOf(request, request.params.modelId);
    // Read no further than the limit: a larger file is refused without being held in memory.
    const upload = await request.file({ limits: { fileSize: IMPORT_FILE_LIMIT }, throwFileSizeLimit: false });
    const content = upload ? await upload.toBuffer() : undefined;
    const sent = upload && content ? { fileName: upload.filename, content, truncated: upload.file.truncated } : undefined;
    return ok(await uploadImportFile(context, sent), importText('uploadSuccess', context.caller.language));
  });

  app.get<ModelParams>(`${BASE}/:modelId/TemplateDownload`, { config: signedIn, schema: { params: modelParams } }, async (request) =>
    ok(await importTemplate(await importContextOf(request, request.params.modelId))),
  );

  app.get<ModelParams & { Querystring: { fileName?: string } }>(
    `${BASE}/:modelId/ImportPreview`,
    { config: signedIn, schema: { params: modelParams, querystring: previewQuery } },
    async (request) => ok(await importPreview(await importContextOf(request, request.params.modelId), request.query.fileName)),
  );

  app.post<ModelParams & { Body: { list?: unknown } }>(
    `${BASE}/:modelId/ImportData`,
    { config: signedIn, schema: { params: modelParams, body: listBody } },
    async (request) => ok(await importData(await importContextOf(request, request.params.modelId), request.body?.list)),
  );

  for (const path of ['ImportExceptionData', 'ExportExceptionData']) {
    app.post<ModelParams & { Body: { list?: unknown } }>(
      `${BASE}/:modelId/${path}`,
      { config: signedIn, schema: { params: modelParams, body: listBody } },
      async (request) => ok(await exportImportExceptions(await importContextOf(request, request.params.modelId), request.body?.list)),
    );
  }
}
