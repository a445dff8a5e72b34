import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import type { Services } from '../../services.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { downloadUrl, issueTicket, redeemDownload, type Ticket } from '../../core/files/download-tickets.ts';
import { takeExport } from '../../core/files/export-files.ts';
import { contentTypeOf } from '../../core/files/content-types.ts';
import { readWithSize } from '../../core/files/file-storage.ts';
import { locateStoredFile, originalNameOf } from '../../core/files/stored-files.ts';
import { downloadRefusal } from './download-texts.ts';
import { safeFileName } from './download-names.ts';
import { fileHeaders } from './serve-file.ts';
import { registerPackRoutes } from './pack-routes.ts';
import { registerPreviewRoutes } from './preview-routes.ts';

const fileParams = {
  type: 'object',
  required: ['type', 'name'],
  properties: { type: { type: 'string', maxLength: 100 }, name: { type: 'string', maxLength: 200 } },
} as const;

const redeemQuery = {
  type: 'object',
  properties: { encryption: { type: 'string', maxLength: 100 }, name: { type: 'string', maxLength: 500 } },
} as const;

/** What a spent ticket hands out: the bytes, their length, their content type and the name recorded for them. */
interface Payload {
  body: Readable | Buffer;
  length: number;
  contentType: string;
  fallbackName: string;
}

async function payloadOf(services: Services, ticket: Ticket): Promise<Payload | undefined> {
  if (ticket.kind === 'export') {
    const file = await takeExport(services.db, ticket.target);
    return file && { body: file.bytes, length: file.bytes.length, contentType: contentTypeOf(file.fileName), fallbackName: file.fileName };
  }
  const file = await readWithSize(services.files, ticket.target);
  if (!file) return undefined;
  // A zip was made for this one link: it goes once it has been read out (or the transfer broke off).
  if (ticket.kind === 'pack') file.content.once('close', () => void services.files.remove(ticket.target).catch(() => undefined));
  return { body: file.content, length: file.size, contentType: contentTypeOf(ticket.target), fallbackName: ticket.downloadName };
}

/**
 * Signed downloads (contract §6.3). GET /api/file/Download/{type}/{name} (an annex by its fileId
 * is `annex/{fileId}`) answers `{name, url}`, url a single-use link valid for five minutes;
 * GET /api/file/Download?encryption=…[&name=…] hands the bytes out once, without a header, as an
 * `<a download>` needs, under `name` when given, else the recorded name. Export results
 * (server/core/files/export-files.ts) and zips (pack-routes.ts) come out of the same door.
 */
export function registerDownloadRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { type: string; name: string } }>(
    '/api/file/Download/:type/:name',
    { config: { access: 'signed-in' }, schema: { params: fileParams } },
    async (request) => {
      const user = currentUser(request);
      const file = await locateStoredFile(services, request.params.type, request.params.name);
      if (!file) throw new AppError('fileMissing');
      const name = originalNameOf(file.row);
      const token = await issueTicket(services.db, { kind: 'file', target: file.key, downloadName: name }, user.userId);
      return ok({ name, url: downloadUrl(token) });
    },
  );

  app.get<{ Querystring: { encryption?: string; name?: string } }>(
    '/api/file/Download',
    // No HEAD twin: a HEAD request would spend the single-use link without delivering anything.
    { config: { access: 'public' }, exposeHeadRoute: false, schema: { querystring: redeemQuery } },
    async (request, reply) => {
      const ticket = await redeemDownload(services.db, request.query.encryption ?? '');
      if (!ticket) throw downloadRefusal('linkExpired');
      const payload = await payloadOf(services, ticket);
      if (!payload) throw new AppError('fileMissing');
      const name = safeFileName(request.query.name, safeFileName(payload.fallbackName, 'download'));
      return fileHeaders(reply, { disposition: 'attachment', name, contentType: payload.contentType, length: payload.length }).send(payload.body);
    },
  );

  registerPackRoutes(app, services);
  registerPreviewRoutes(app, services);
}
