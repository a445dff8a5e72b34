import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { issueTicket, previewUrl, readPreview } from '../../core/files/download-tickets.ts';
import { STORED_FILE_NAME, extensionOf } from '../../../common/files/file-kinds.ts';
import { contentTypeOf, PLAIN_TEXT_CONTENT_TYPE } from '../../core/files/content-types.ts';
import { locateStoredFile, originalNameOf, type LocatedStoredFile } from '../../core/files/stored-files.ts';
import { downloadRefusal } from './download-texts.ts';
import { sendFileBytes } from './serve-file.ts';
import { previewKindOf, type PreviewKind } from './preview-kinds.ts';
import { convertToPdf, officeConverter } from './preview-office.ts';

/** PDFs made from Office documents, kept beside the originals (stored files never change, so neither do these). */
const CONVERTED_FOLDER = '_preview';

interface PreviewQuery {
  fileName?: string;
  fileVersionId?: string;
  fileDownloadUrl?: string;
}

const previewQuery = {
  type: 'object',
  properties: {
    fileName: { type: 'string', maxLength: 200 },
    fileVersionId: { type: 'string', maxLength: 200 },
    fileDownloadUrl: { type: 'string', maxLength: 1000 },
  },
} as const;

const ticketQuery = { type: 'object', properties: { encryption: { type: 'string', maxLength: 100 } } } as const;

/**
 * The stored name a preview asks about: fileName (the widget's fileId), else the last part of
 * fileDownloadUrl (`/api/file/Image/annex/{name}`). Anything not of the stored form is no name.
 */
function storedNameOf(query: PreviewQuery): string {
  if (query.fileName && STORED_FILE_NAME.test(query.fileName)) return query.fileName;
  const last = (query.fileDownloadUrl ?? '').split(/[?#]/)[0].split('/').pop() ?? '';
  return STORED_FILE_NAME.test(last) ? last : '';
}

/** What a preview of the file can be: its kind, and whether this server can show it (Office needs the converter). */
function previewOf(file: LocatedStoredFile): { kind: PreviewKind; previewable: boolean } {
  const kind = previewKindOf(file.row.id);
  return { kind, previewable: kind !== 'none' && (kind !== 'office' || officeConverter() !== undefined) };
}

/**
 * Preview (contract §6.4). GET /api/file/Uploader/Preview {fileName, fileVersionId,
 * fileDownloadUrl} answers the address the client frames (it appends `&token=`, which is
 * ignored): /api/file/Preview?encryption=…, a link that shows the file inline for 30 minutes and
 * may be followed any number of times meanwhile (a PDF viewer or a media player asks again and
 * again, by byte ranges). Images, PDF, text (as UTF-8 plain text) and the audio and video formats
 * browsers play are shown as they are; Office documents as a PDF when OFFICE_CONVERTER names
 * LibreOffice, otherwise, like every other file, they are refused with `data.previewable: false`
 * and a message saying to download instead. GET /api/file/Uploader/PreviewInfo answers
 * `{kind, previewable}` so the browser can choose before asking.
 */
export function registerPreviewRoutes(app: FastifyInstance, services: Services): void {
  const find = (query: PreviewQuery) => locateStoredFile(services, undefined, storedNameOf(query));

  app.get<{ Querystring: PreviewQuery }>(
    '/api/file/Uploader/PreviewInfo',
    { config: { access: 'signed-in' }, schema: { querystring: previewQuery } },
    async (request) => {
      const file = await find(request.query);
      if (!file) throw new AppError('fileMissing');
      return ok(previewOf(file));
    },
  );

  app.get<{ Querystring: PreviewQuery }>(
    '/api/file/Uploader/Preview',
    { config: { access: 'signed-in' }, schema: { querystring: previewQuery } },
    async (request) => {
      const user = currentUser(request);
      const file = await find(request.query);
      if (!file) throw new AppError('fileMissing');
      const { kind, previewable } = previewOf(file);
      if (!previewable) throw downloadRefusal('previewUnavailable', { data: { kind, previewable } });
      let target = file.key;
      let shownName = originalNameOf(file.row);
      const converter = officeConverter();
      if (kind === 'office' && converter) {
        target = `${CONVERTED_FOLDER}/${file.row.id}.pdf`;
        const extension = extensionOf(shownName);
        shownName = `${extension ? shownName.slice(0, -(extension.length + 1)) : shownName}.pdf`;
        if ((await services.files.size(target)) === undefined) {
          try {
            await convertToPdf(converter, services.files, file.key, extensionOf(file.row.id), target);
          } catch (error) {
            request.log.warn({ err: error }, 'office preview not converted');
            throw downloadRefusal('previewConversionFailed', { data: { kind, previewable: false } });
          }
        }
      }
      const token = await issueTicket(services.db, { kind: 'preview', target, downloadName: shownName }, user.userId);
      return ok(previewUrl(token));
    },
  );

  app.get<{ Querystring: { encryption?: string } }>(
    '/api/file/Preview',
    { config: { access: 'public' }, exposeHeadRoute: false, schema: { querystring: ticketQuery } },
    async (request, reply) => {
      const ticket = await readPreview(services.db, request.query.encryption ?? '');
      if (!ticket) throw downloadRefusal('linkExpired');
      const size = await services.files.size(ticket.target);
      if (size === undefined) throw new AppError('fileMissing');
      const shown = {
        disposition: 'inline' as const,
        name: ticket.downloadName,
        // Text of any kind (csv, json, xml) shows as text and is never interpreted.
        contentType: previewKindOf(ticket.target) === 'text' ? PLAIN_TEXT_CONTENT_TYPE : contentTypeOf(ticket.target),
        size,
      };
      return sendFileBytes(request, reply, shown, (range) => services.files.read(ticket.target, range));
    },
  );
}
