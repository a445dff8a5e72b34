import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { languageOf, translate } from '../../core/i18n/language.ts';
import { currentPageSchema, pageSizeSchema } from '../../core/http/paging.ts';
import { readRecord } from '../../crud/operations/info.ts';
import { createRecord } from '../../crud/operations/create.ts';
import { updateRecord } from '../../crud/operations/update.ts';
import { deleteRecord } from '../../crud/operations/delete.ts';
import { withPickerTexts } from '../../crud/picker-texts.ts';
import { assertDesignButton, DESIGN_BUTTONS } from './online-dev-access.ts';
import { designAccessOf, onlineDevRequest, releasedOrRefused, type OnlineDevRequest, type OnlineDevUse } from './online-dev-context.ts';
import { formBody } from './online-dev-body.ts';
import { toDesignNames } from './online-dev-names.ts';
import { designDisplayRows, displayRows } from './online-dev-display.ts';
import { onlineListPage, onlineTreeChildren, onlineListQuery, type OnlineListBody } from './online-dev-list.ts';
import { exportOnlineList, type ExportAsk } from './online-dev-export.ts';
import { registerOnlineDevImport } from './online-dev-import.ts';

/**
 * The runtime data routes of released online designs (contract §7.4, `/api/visualdev/OnlineDev`),
 * each a thin adapter over the SAME generic CRUD operations the schema entities are served by
 * (server/crud/operations): the released design's EntityDefinition and an OperationContext built
 * for it (online-dev-context.ts) stand where entity-routes.ts has a generated entity's. Every
 * route is declared `signed-in`, as the design is named by the path; the handler first refuses a
 * caller without a menu opening the design, then a design that is not released, both as 数据不存在
 * (400), and asks the menu's buttons when it judges them (online-dev-access.ts). A record (info)
 * and Config are also read by the related-form widgets of other designs' forms, for their users
 * (online-dev-relation-access.ts): info then carries only what those widgets show.
 */

const BASE = '/api/visualdev/OnlineDev';

/** The largest page: JNPF asks 10000 rows for a list without paging (contract §7.4). */
const MAX_PAGE_SIZE = 10_000;

const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;
const modelParams = { type: 'object', required: ['modelId'], properties: { modelId: idSchema } } as const;
const recordParams = { type: 'object', required: ['modelId', 'id'], properties: { modelId: idSchema, id: idSchema } } as const;

/** JSON text as the JNPF client sends it, or the object itself. */
const jsonText = { anyOf: [{ type: 'string', maxLength: 100_000 }, { type: 'object' }, { type: 'null' }] } as const;

/** A list question (contract §7.4): paging and sort, the search panel and the advanced query as JSON text (or objects). */
const listProperties = {
  currentPage: currentPageSchema,
  pageSize: pageSizeSchema(MAX_PAGE_SIZE),
  sort: { type: 'string', maxLength: 4 },
  sidx: { type: 'string', maxLength: 64 },
  keyword: { type: 'string', maxLength: 100 },
  menuId: { type: 'string', maxLength: 64 },
  queryJson: jsonText,
  superQueryJson: jsonText,
} as const;
const listBody = { type: 'object', properties: listProperties } as const;
const exportBody = {
  type: 'object',
  properties: {
    ...listProperties,
    selectKey: {
      anyOf: [
        { type: 'string', maxLength: 5000 },
        { type: 'array', maxItems: 500, items: { type: 'string', maxLength: 100 } },
      ],
    },
    dataType: { type: 'integer', enum: [0, 1], default: 1 },
  },
} as const;
/** A create or update: the form model as JSON text (flow fields such as status or candidateList are not used: no flow here). */
const formBodySchema = { type: 'object', required: ['data'], properties: { data: { type: 'string', maxLength: 2_000_000 } } } as const;
const idsBody = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 1000, items: idSchema } },
} as const;

const signedIn = { access: 'signed-in' } as const;

type ModelParams = { Params: { modelId: string } };
type RecordParams = { Params: { modelId: string; id: string } };

const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);

export function registerOnlineDevRoutes(app: FastifyInstance, services: Services): void {
  const online = (request: FastifyRequest, modelId: string, use: OnlineDevUse = 'use') => onlineDevRequest(services, request, modelId, use);
  // Rows as the list shows them: display values (the export writes these), then under the design's names for the page.
  const display = (request: OnlineDevRequest) => (rows: Parameters<typeof displayRows>[2]) =>
    displayRows(services, request.definition, rows, request.context.caller.timeZone);
  const designRows = (request: OnlineDevRequest) => (rows: Parameters<typeof displayRows>[2]) =>
    designDisplayRows(services, request.definition, request.converted.renamed, rows, request.context.caller.timeZone);
  const button = (request: OnlineDevRequest, code: string) => assertDesignButton(services, request.access, code);

  // The design as the page reads it (`webType`: 1 form only, 4 view form, otherwise a list), in its released state.
  app.get<ModelParams & { Querystring: { type?: string } }>(
    `${BASE}/:modelId/Config`,
    { config: signedIn, schema: { params: modelParams, querystring: { type: 'object', properties: { type: { type: 'string', maxLength: 16 } } } } },
    async (request) => ok(await releasedConfig(services, request, request.params.modelId, 'read')),
  );
  app.get<ModelParams>(`${BASE}/:modelId/ColumnData`, { config: signedIn, schema: { params: modelParams } }, async (request) => {
    const { columnData } = await releasedConfig(services, request, request.params.modelId);
    return ok({ columnData });
  });
  app.get<ModelParams>(`${BASE}/:modelId/FormData`, { config: signedIn, schema: { params: modelParams } }, async (request) => {
    const { formData } = await releasedConfig(services, request, request.params.modelId);
    return ok({ formData });
  });

  app.post<ModelParams & { Body: OnlineListBody }>(
    `${BASE}/:modelId/List`,
    { config: signedIn, schema: { params: modelParams, body: listBody } },
    async (request) => {
      const asked = await online(request, request.params.modelId);
      return ok(await onlineListPage(asked, request.body ?? {}, designRows(asked)));
    },
  );
  // A tree list's children of one row (list type 5).
  app.post<RecordParams & { Body: OnlineListBody }>(
    `${BASE}/:modelId/List/:id`,
    { config: signedIn, schema: { params: recordParams, body: listBody } },
    async (request) => {
      const asked = await online(request, request.params.modelId);
      return ok(await onlineTreeChildren(asked, request.params.id, request.body ?? {}, designRows(asked)));
    },
  );

  app.post<ModelParams & { Body: OnlineListBody & ExportAsk }>(
    `${BASE}/:modelId/Actions/Export`,
    { config: signedIn, schema: { params: modelParams, body: exportBody } },
    async (request) => {
      const asked = await online(request, request.params.modelId);
      await button(asked, DESIGN_BUTTONS.export);
      const body = request.body ?? {};
      const { query, filters } = onlineListQuery(asked, body);
      return ok(await exportOnlineList(asked, query, filters, body, display(asked)));
    },
  );

  // One record's raw values, as the edit form reads them (`data` a JSON string; the client spreads it beside the id);
  // also the related-form picker's echo and detail of the chosen record, for the users of a form picking from this design.
  app.get<RecordParams>(`${BASE}/:modelId/:id`, { config: signedIn, schema: { params: recordParams } }, async (request) => {
    const asked = await online(request, request.params.modelId, 'read');
    const row = await readRecord(asked.context, request.params.id);
    return ok({ id: request.params.id, data: JSON.stringify(toDesignNames(asked.converted.renamed, row ?? {})) });
  });
  // The same record as the detail view shows it: display values.
  app.get<RecordParams>(`${BASE}/:modelId/:id/DataChange`, { config: signedIn, schema: { params: recordParams } }, async (request) => {
    const asked = await online(request, request.params.modelId);
    const row = await readRecord(asked.context, request.params.id);
    const withPickers = row ? await withPickerTexts(services.db, asked.definition, [row], asked.context.caller) : [];
    const [shown] = await designRows(asked)(withPickers);
    return ok({ id: request.params.id, data: JSON.stringify(shown ?? {}) });
  });

  app.post<ModelParams & { Body: { data?: unknown } }>(
    `${BASE}/:modelId`,
    { config: signedIn, schema: { params: modelParams, body: formBodySchema } },
    async (request) => {
      const asked = await online(request, request.params.modelId);
      await button(asked, DESIGN_BUTTONS.create);
      await createRecord(asked.context, formBody(asked.definition, request.body, asked.converted.renamed));
      return ok(undefined, translate('createSuccess', lang(request)));
    },
  );

  app.put<RecordParams & { Body: { data?: unknown } }>(
    `${BASE}/:modelId/:id`,
    { config: signedIn, schema: { params: recordParams, body: formBodySchema } },
    async (request) => {
      const asked = await online(request, request.params.modelId);
      await button(asked, DESIGN_BUTTONS.update);
      await updateRecord(asked.context, request.params.id, formBody(asked.definition, request.body, asked.converted.renamed));
      return ok(undefined, translate('updateSuccess', lang(request)));
    },
  );

  app.delete<RecordParams>(`${BASE}/:modelId/:id`, { config: signedIn, schema: { params: recordParams } }, async (request) => {
    const asked = await online(request, request.params.modelId);
    await button(asked, DESIGN_BUTTONS.delete);
    await deleteRecord(asked.context, request.params.id);
    return ok(undefined, translate('deleteSuccess', lang(request)));
  });

  // Several records at once, each as the one-record delete would (the first refusal stops the rest).
  app.post<ModelParams & { Body: { ids: string[] } }>(
    `${BASE}/batchDelete/:modelId`,
    { config: signedIn, schema: { params: modelParams, body: idsBody } },
    async (request) => {
      const asked = await online(request, request.params.modelId);
      await button(asked, DESIGN_BUTTONS.batchDelete);
      for (const id of new Set(request.body.ids)) await deleteRecord(asked.context, id);
      return ok(undefined, translate('deleteSuccess', lang(request)));
    },
  );

  // The Excel import wizard's routes, over the generic import operations.
  registerOnlineDevImport(app, services);
}

/**
 * The released design's page configuration (contract §7.4 DataInfoVO): formData, columnData and
 * appColumnData as the JSON text they were released with, webType, no flow. Access is asked
 * first (`read`: Config also draws a related record's detail); a caller without it and a design
 * not released are both answered 数据不存在 (non-200: the JNPF client then opens its 404 page).
 */
async function releasedConfig(services: Services, request: FastifyRequest, modelId: string, use: OnlineDevUse = 'use') {
  await designAccessOf(services, request, modelId, use);
  const { design } = await releasedOrRefused(services, modelId);
  const stored = await services.db
    .selectFrom('base_visual_dev')
    .select(['releasedFormData', 'releasedColumnData', 'releasedAppColumnData'])
    .where('id', '=', design.id)
    .executeTakeFirst();
  return {
    id: design.id,
    fullName: design.fullName,
    enCode: design.enCode,
    webType: design.webType,
    enableFlow: 0,
    formData: stored?.releasedFormData || JSON.stringify(design.formData),
    columnData: stored?.releasedColumnData || (design.columnData ? JSON.stringify(design.columnData) : ''),
    appColumnData: stored?.releasedAppColumnData ?? '',
  };
}
