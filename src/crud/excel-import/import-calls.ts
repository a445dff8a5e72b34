import { request } from '../../lib/request/request.ts';

/**
 * The import calls (spec shell §7 "Column settings and import", lowcode §7, contract §4.9 and
 * §7.4): the same five under an entity's API base (users: /api/permission/Users) or, for online
 * development, under /api/visualdev/OnlineDev/{modelId}, whose upload goes to the module's own
 * Uploader and whose failed rows export through ImportExceptionData. A non-200 answer has been
 * shown by the request client when these reject.
 */
export interface ImportEndpoints {
  /** the entity's API base, e.g. /api/permission/Users */
  base: string;
  /** where the sheet is uploaded; `${base}/Uploader` unless the module uploads elsewhere */
  uploadUrl: string;
  /** the failed rows' export under the base: ExportExceptionData (system entities) or ImportExceptionData (online development) */
  exceptionPath: string;
}

export interface HeaderCell {
  field: string;
  title: string;
}

export interface ImportPreview {
  headerRow: HeaderCell[];
  dataRow: Record<string, unknown>[];
}

export type ImportRow = Record<string, unknown>;

export interface ImportResult {
  snum: number;
  fnum: number;
  /** the rows that failed, each with `errorsInfo` saying why */
  failResult: ImportRow[];
  /** 0 when every row was imported, 1 when some failed */
  resultType: number;
}

/** A signed single-use link (contract §6.3). */
export interface SignedLink {
  name: string;
  url: string;
}

/** Uploads the sheet (multipart `file`) and answers the stored name the preview asks for. */
export async function uploadSheet(endpoints: ImportEndpoints, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const response = await request<{ name: string }>({ url: endpoints.uploadUrl, method: 'POST', data: form });
  return response.data?.name ?? '';
}

export async function templateLink(endpoints: ImportEndpoints): Promise<SignedLink | undefined> {
  return (await request<SignedLink>({ url: `${endpoints.base}/TemplateDownload` })).data;
}

export async function previewSheet(endpoints: ImportEndpoints, fileName: string): Promise<ImportPreview> {
  const response = await request<Partial<ImportPreview>>({ url: `${endpoints.base}/ImportPreview`, data: { fileName } });
  return { headerRow: response.data?.headerRow ?? [], dataRow: response.data?.dataRow ?? [] };
}

export async function importRows(endpoints: ImportEndpoints, list: ImportRow[]): Promise<ImportResult> {
  const response = await request<Partial<ImportResult>>({ url: `${endpoints.base}/ImportData`, method: 'POST', data: { list } });
  const data = response.data ?? {};
  return { snum: data.snum ?? 0, fnum: data.fnum ?? 0, failResult: data.failResult ?? [], resultType: data.resultType ?? 0 };
}

export async function failedRowsLink(endpoints: ImportEndpoints, list: ImportRow[]): Promise<SignedLink | undefined> {
  return (await request<SignedLink>({ url: `${endpoints.base}/${endpoints.exceptionPath}`, method: 'POST', data: { list } })).data;
}
