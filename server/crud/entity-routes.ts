import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import type { EntityDefinition } from './entity-definition.ts';
import type { EntityOverrides } from './entity-overrides.ts';
import type { OperationContext } from './operations/context.ts';
import { ENTITY_BUTTONS, withButton } from './entity-buttons.ts';
import { ok } from '../core/http/envelope.ts';
import { currentUser } from '../core/http/access.ts';
import { languageOf, translate } from '../core/i18n/language.ts';
import { TIME_ZONE_HEADER, timeZoneOf } from '../core/i18n/time-zone.ts';
import { pagingProperties } from '../core/http/paging.ts';
import { listChildren } from './operations/list-children.ts';
import { listPage, type ListQuery } from './operations/list-page.ts';
import { listTree } from './operations/list-tree.ts';
import { exportExcel, type ExportQuery } from './operations/export-excel.ts';
import { selectorTree } from './operations/selector.ts';
import { readRecord } from './operations/info.ts';
import { createRecord } from './operations/create.ts';
import { updateRecord } from './operations/update.ts';
import { deleteRecord } from './operations/delete.ts';
import { toggleState } from './operations/state.ts';
import { exportRecord, importRecord } from './operations/transfer.ts';
import type { ImportContext } from './operations/excel-import/import-context.ts';
import { IMPORT_FILE_LIMIT, uploadImportFile } from './operations/excel-import/import-file.ts';
import { importTemplate } from './operations/excel-import/import-template.ts';
import { importPreview } from './operations/excel-import/import-preview.ts';
import { importData } from './operations/excel-import/import-data.ts';
import { exportImportExceptions } from './operations/excel-import/import-exceptions.ts';
import { importText } from './operations/excel-import/import-texts.ts';
import { BillNumberService } from '../core/numbering/bill-number-service.ts';
import { columnLabelsOf } from '../core/http/validation-message.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** field → keyword → message, used by the error handler for validation failures */
    fieldMessages?: Record<string, Record<string, { zh: string; 'zh-TW': string; en: string }>>;
    /** field → its label, naming the field in a validation failure's message (server/core/http/validation-message.ts) */
    fieldLabels?: Record<string, { zh: string; 'zh-TW': string; en: string }>;
  }
}

/**
 * A list filter's query parameter: empty means no filter; a number column only takes a number, so
 * a word never reaches the database (PostgreSQL refuses to compare it with an integer column).
 */
function filterSchema(entity: EntityDefinition, field: string) {
  const kind = entity.table.columns.find((column) => column.name === field)?.kind;
  if (kind === 'integer' || kind === 'bigint') return { type: 'string', maxLength: 16, pattern: '^(-?[0-9]{1,15})?$' };
  if (kind === 'real') return { type: 'string', maxLength: 32, pattern: '^(-?[0-9]{1,15}(\\.[0-9]{1,15})?)?$' };
  return { type: 'string', maxLength: 64 };
}

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 } } } as const;

/**
 * The HTTP face of one generated entity: its JNPF paths, schemas (with the schema's messages) and
 * access declarations, each route a thin call of an operation (operations/: list, tree, children,
 * selector, info, create, update, delete, state, Excel export and import, record transfer)
 * wrapped in the envelope with its translated success message. What happens lives in the operations.
 */
export function registerEntityRoutes(app: FastifyInstance, services: Services, entity: EntityDefinition, overrides: EntityOverrides = {}): void {
  const access = { permission: entity.permission };
  const config = { access, fieldMessages: entity.messages, fieldLabels: { ...entity.labels, ...columnLabelsOf(entity.formItems) } };
  // list, tree and detail answers: the same question by the same user under unchanged data gets the kept bytes
  const readConfig = { ...config, responseCache: true };
  const lang = (request: FastifyRequest) => languageOf(request.headers['accept-language']);
  const numbers = new BillNumberService(services.db, services.dialect);
  const contextOf = (request: FastifyRequest): OperationContext => {
    const user = currentUser(request);
    return {
      db: services.db,
      grants: services.authorization,
      caller: { userId: user.userId, isAdministrator: user.isAdministrator, language: lang(request), timeZone: timeZoneOf(request.headers[TIME_ZONE_HEADER]) },
      entity,
      overrides,
      billNumber: (enCode) => numbers.generate(enCode),
    };
  };

  if (entity.api.list === 'children' && entity.tree) {
    // Lazily loaded trees (areas): GET base/{parentId} lists one level; the root is asked for as -1.
    app.get<{ Params: { parentId: string }; Querystring: { keyword?: string } }>(
      `${entity.api.base}/:parentId`,
      {
        config: readConfig,
        schema: {
          params: { type: 'object', required: ['parentId'], properties: { parentId: { type: 'string', minLength: 1, maxLength: 64 } } },
          querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } },
        },
      },
      async (request) => ok(await listChildren(contextOf(request), { parentId: request.params.parentId, keyword: request.query.keyword })),
    );
  } else if (entity.api.list !== 'none') {
    const querystring = {
      type: 'object',
      properties: {
        keyword: { type: 'string', maxLength: 100 },
        ...pagingProperties(500),
        sidx: { type: 'string', maxLength: 64 },
        sort: { type: 'string', maxLength: 4 },
        ...Object.fromEntries(Object.entries(entity.filters).map(([parameter, field]) => [parameter, filterSchema(entity, field)])),
      },
    };
    const list = async (request: FastifyRequest, query: ListQuery) =>
      ok(entity.api.list === 'tree' && entity.tree ? await listTree(contextOf(request), query) : await listPage(contextOf(request), query));
    app.get<{ Querystring: ListQuery }>(entity.api.base, { config: readConfig, schema: { querystring } }, async (request) => list(request, request.query));
    if (entity.excelExport && entity.api.list === 'page') {
      // GET base/ExportExcel: the list's question plus selectKey and dataType; answers { name, url }.
      const exportQuerystring = {
        ...querystring,
        properties: {
          ...querystring.properties,
          selectKey: { type: 'string', maxLength: 2000 },
          dataType: { type: 'integer', enum: [0, 1], default: 1 },
        },
      };
      app.get<{ Querystring: ExportQuery }>(
        `${entity.api.base}/ExportExcel`,
        { config: withButton(config, ENTITY_BUTTONS.excelExport), schema: { querystring: exportQuerystring } },
        async (request) => ok(await exportExcel(contextOf(request), request.query)),
      );
    }
    if (entity.excelImport && entity.api.list === 'page') registerExcelImport(app, services, entity.api.base, config, contextOf);
    if (entity.api.listPath) {
      // The second path's parameters filter the fields of the same name (the menu's systemId).
      const names = [...entity.api.listPath.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1] as string);
      const params = {
        type: 'object',
        required: names,
        properties: Object.fromEntries(names.map((name) => [name, { type: 'string', minLength: 1, maxLength: 64 }])),
      };
      app.get<{ Querystring: ListQuery; Params: Record<string, string> }>(
        `${entity.api.base}${entity.api.listPath.replace(/\{([A-Za-z]+)\}/g, ':$1')}`,
        { config: readConfig, schema: { querystring, params } },
        async (request) => list(request, { ...request.query, ...request.params }),
      );
    }
  }

  if (entity.api.selector && entity.tree) {
    // Pickers need the tree on every screen that holds such an id, so any signed-in user may read it.
    app.get<{ Params: { id: string } }>(
      `${entity.api.base}/Selector/:id`,
      { config: { access: 'signed-in', responseCache: true }, schema: { params: idParams } },
      async (request) => ok(await selectorTree(contextOf(request), request.params.id)),
    );
  }

  app.get<{ Params: { id: string } }>(
    `${entity.api.base}${entity.api.info.replace('{id}', ':id')}`,
    { config: readConfig, schema: { params: idParams } },
    async (request) => ok(await readRecord(contextOf(request), request.params.id)),
  );

  app.post<{ Body: Record<string, unknown> }>(
    entity.api.base,
    { config: withButton(config, ENTITY_BUTTONS.create), schema: { body: entity.bodySchema } },
    async (request) => {
      await createRecord(contextOf(request), request.body);
      return ok(undefined, translate('createSuccess', lang(request)));
    },
  );

  if (entity.transfer) {
    // One record out as a file and back in (contract §4: `/Action/Export` as FE347 calls it and
    // `/Actions/Export` as BE36 maps it; imports as multipart uploads).
    for (const action of ['Action', 'Actions']) {
      app.get<{ Params: { id: string } }>(
        `${entity.api.base}/:id/${action}/Export`,
        { config: withButton(config, ENTITY_BUTTONS.recordExport), schema: { params: idParams } },
        async (request) => ok(await exportRecord(contextOf(request), request.params.id)),
      );
      app.post(`${entity.api.base}/${action}/Import`, { config: withButton(config, ENTITY_BUTTONS.recordImport) }, async (request) => {
        const upload = await request.file();
        await importRecord(contextOf(request), upload && { fileName: upload.filename, read: () => upload.toBuffer() });
        return ok(undefined, translate('importSuccess', lang(request)));
      });
    }
  }

  app.put<{ Params: { id: string }; Body: Record<string, unknown> }>(
    `${entity.api.base}/:id`,
    { config: withButton(config, ENTITY_BUTTONS.update), schema: { params: idParams, body: entity.bodySchema } },
    async (request) => {
      await updateRecord(contextOf(request), request.params.id, request.body);
      return ok(undefined, translate('updateSuccess', lang(request)));
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${entity.api.base}/:id`,
    { config: withButton(config, ENTITY_BUTTONS.delete), schema: { params: idParams } },
    async (request) => {
      await deleteRecord(contextOf(request), request.params.id);
      return ok(undefined, translate('deleteSuccess', lang(request)));
    },
  );

  if (entity.api.state) {
    app.put<{ Params: { id: string } }>(
      `${entity.api.base}/:id/Actions/State`,
      { config: withButton(config, ENTITY_BUTTONS.state), schema: { params: idParams } },
      async (request) => {
        await toggleState(contextOf(request), request.params.id);
        return ok(undefined, translate('updateSuccess', lang(request)));
      },
    );
  }
}

/** The body of ImportData and of the exception export: the wizard's rows (checked by the operations, which word the refusals). */
const listBody = { type: 'object', properties: { list: { type: 'array' } } } as const;

/**
 * The Excel import wizard of an entity whose schema opts in (x-portside.excelImport; spec §5, §7):
 * POST Uploader (multipart `file`), GET TemplateDownload, GET ImportPreview?fileName=, POST
 * ImportData {list}, POST ExportExceptionData {list} (and ImportExceptionData, the same under online
 * development's name), each needing the entity's permission and the import button.
 */
function registerExcelImport(
  app: FastifyInstance,
  services: Services,
  base: string,
  config: FastifyContextConfig,
  contextOf: (request: FastifyRequest) => OperationContext,
): void {
  const access = withButton(config, ENTITY_BUTTONS.excelImport);
  const importContextOf = (request: FastifyRequest): ImportContext => ({
    ...contextOf(request),
    files: services.files,
    report: (error) => request.log.error({ err: error }, 'an import row failed unexpectedly'),
  });
  app.post(`${base}/Uploader`, { config: access }, async (request) => {
    // Read no further than the limit: a larger file is refused without being held in memory.
    const upload = await request.file({ limits: { fileSize: IMPORT_FILE_LIMIT }, throwFileSizeLimit: false });
    const content = upload ? await upload.toBuffer() : undefined;
    const sent = upload && content ? { fileName: upload.filename, content, truncated: upload.file.truncated } : undefined;
    const context = importContextOf(request);
    return ok(await uploadImportFile(context, sent), importText('uploadSuccess', context.caller.language));
  });
  app.get(`${base}/TemplateDownload`, { config: access }, async (request) => ok(await importTemplate(importContextOf(request))));
  app.get<{ Querystring: { fileName?: string } }>(
    `${base}/ImportPreview`,
    { config: access, schema: { querystring: { type: 'object', properties: { fileName: { type: 'string', maxLength: 200 } } } } },
    async (request) => ok(await importPreview(importContextOf(request), request.query.fileName)),
  );
  app.post<{ Body: { list?: unknown } }>(`${base}/ImportData`, { config: access, schema: { body: listBody } }, async (request) =>
    ok(await importData(importContextOf(request), request.body?.list)),
  );
  for (const path of ['ExportExceptionData', 'ImportExceptionData']) {
    app.post<{ Body: { list?: unknown } }>(`${base}/${path}`, { config: access, schema: { body: listBody } }, async (request) =>
      ok(await exportImportExceptions(importContextOf(request), request.body?.list)),
    );
  }
}
