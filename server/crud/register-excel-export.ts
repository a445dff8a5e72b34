import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../services.ts';
import type { EntityDefinition } from './entity-definition.ts';
import type { Row } from './row-decorators.ts';
import { ok } from '../http/envelope.ts';
import { AppError } from '../http/app-error.ts';
import { languageOf } from '../i18n/language.ts';
import { EXPORT_ROW_LIMIT, exportColumns, exportFileName, workbookOf } from './excel-workbook.ts';
import { saveExport } from '../files/export-files.ts';
import { grantedFields, isGranted } from './granted-fields.ts';

type ExportQuery = Record<string, string | number | undefined> & { selectKey?: string; dataType?: number; currentPage?: number; pageSize?: number };

/**
 * GET base/ExportExcel (contract §4.9 for users; any paged entity whose schema sets
 * x-portside.excelExport): the list's keyword, filters and sort, `selectKey` naming the fields to
 * export (comma-joined, default every exportable one) and `dataType` (0 the asked page, 1 every
 * matching row up to EXPORT_ROW_LIMIT). Answers `{ name, url }`, the url a short-lived download (§6.3).
 * When the menu judges columns (spec §6) only granted columns can be asked for and are written
 * (granted-fields.ts: a column is granted by its field's code or by the code of the name the list
 * shows for it, `organize` for `organizeId`).
 */
export function registerExcelExport(
  app: FastifyInstance,
  services: Services,
  entity: EntityDefinition,
  shared: {
    config: FastifyContextConfig;
    querystring: { type: string; properties: Record<string, unknown> };
    pageRows: (request: FastifyRequest, query: ExportQuery, window: { limit: number; offset: number }) => Promise<Row[]>;
  },
): void {
  const spec = entity.excelExport;
  if (!spec) return;
  const querystring = {
    ...shared.querystring,
    properties: {
      ...shared.querystring.properties,
      selectKey: { type: 'string', maxLength: 2000 },
      dataType: { type: 'integer', enum: [0, 1], default: 1 },
    },
  };
  const grants = grantedFields(services, entity);
  app.get<{ Querystring: ExportQuery }>(`${entity.api.base}/ExportExcel`, { config: shared.config, schema: { querystring } }, async (request) => {
    const language = languageOf(request.headers['accept-language']);
    const granted = await grants.columns(request);
    const allowed = granted ? spec.columns.filter((column) => isGranted(entity, granted, column.field) || (column.shownAs !== undefined && isGranted(entity, granted, column.shownAs))) : spec.columns;
    if (allowed.length === 0) throw new AppError('exportNoGrantedColumn');
    // the sheet keeps the schema's column order whatever order they were asked in; a column not granted is refused as unknown
    const columns = exportColumns(allowed, request.query.selectKey);
    if ('unknown' in columns) throw new AppError('exportColumnUnknown', { params: { column: columns.unknown } });
    const { currentPage = 1, pageSize = 20 } = request.query;
    const window = request.query.dataType === 0 ? { limit: pageSize, offset: (currentPage - 1) * pageSize } : { limit: EXPORT_ROW_LIMIT, offset: 0 };
    const rows = await shared.pageRows(request, request.query, window);
    const title = spec.title[language];
    const file = Buffer.from(await workbookOf(title, columns, rows, language));
    return ok(await saveExport(services.db, exportFileName(title), file));
  });
}
