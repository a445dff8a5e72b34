import { http, HttpResponse } from 'msw';
import type { EntityDefinition } from '../../server/crud/entity-definition.ts';
import { EXPORT_ROW_LIMIT, exportColumns, exportFileName, workbookOf } from '../../server/crud/excel-workbook.ts';
import { fail, languageOfRequest, ok } from './mock-envelope.ts';

type Row = { id: string } & Record<string, unknown>;

/** Files the mock exports produced, by token, as the server keeps them in base_export_file. */
const files = new Map<string, { name: string; bytes: Uint8Array }>();

const newToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};

/**
 * The msw twin of GET base/ExportExcel (server/crud/register-excel-export.ts): the same columns,
 * paging choice and workbook, answering `{ name, url }` with a link the download handler serves.
 */
export function excelExportHandler(entity: EntityDefinition, guard: (request: Request) => { userId: string } | Response, listed: (query: URLSearchParams) => Row[]) {
  return http.get(`${entity.api.base}/ExportExcel`, async ({ request }) => {
    const denied = guard(request);
    if (denied instanceof Response) return denied;
    const spec = entity.excelExport;
    if (!spec) return fail(request, 'notFound', 404);
    const query = new URL(request.url).searchParams;
    const columns = exportColumns(spec.columns, query.get('selectKey') ?? undefined);
    if ('unknown' in columns) return fail(request, 'exportColumnUnknown', 400, { column: columns.unknown });
    const rows = listed(query);
    const currentPage = Number(query.get('currentPage') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 20);
    const chosen = query.get('dataType') === '0' ? rows.slice((currentPage - 1) * pageSize, currentPage * pageSize) : rows.slice(0, EXPORT_ROW_LIMIT);
    const language = languageOfRequest(request);
    const name = exportFileName(spec.title[language]);
    const token = newToken();
    files.set(token, { name, bytes: await workbookOf(spec.title[language], columns, chosen, language) });
    return ok({ name, url: `/api/file/Download/export/${token}` });
  });
}

/** Export downloads, without a header as `<a href>` asks for them. */
export const exportDownloadHandlers = [
  http.get('/api/file/Download/export/:token', ({ request, params }) => {
    const file = files.get(String(params.token));
    if (!file) return fail(request, 'fileMissing');
    return new HttpResponse(file.bytes, {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    });
  }),
];
