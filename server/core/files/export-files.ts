import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

const LIFETIME_MS = 10 * 60_000;

/** Content types by extension; anything else downloads as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Export results: stored in the database (so any process can hand them out) under a random
 * 32-byte token, downloadable without a header for ten minutes, as `<a href>` needs. Text is
 * kept as it is; binary content (a Buffer) is kept as base64 in the same text column.
 */
export async function saveExport(db: Db, fileName: string, content: string | Buffer): Promise<{ name: string; url: string }> {
  const token = randomBytes(32).toString('base64url');
  const binary = Buffer.isBuffer(content);
  await db.deleteFrom('base_export_file').where('expiresAt', '<', Date.now()).execute();
  await db
    .insertInto('base_export_file')
    .values({
      id: token,
      fileName,
      content: binary ? content.toString('base64') : content,
      encoding: binary ? 'base64' : 'utf8',
      expiresAt: Date.now() + LIFETIME_MS,
    })
    .execute();
  return { name: fileName, url: `/api/file/Download/export/${token}` };
}

export function registerExportDownloads(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { token: string } }>(
    '/api/file/Download/export/:token',
    { config: { access: 'public' }, schema: { params: { type: 'object', properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } } } } },
    async (request, reply) => {
      const row = await db.selectFrom('base_export_file').selectAll().where('id', '=', request.params.token).executeTakeFirst();
      if (!row || (row.expiresAt ?? 0) < Date.now()) throw new AppError('fileMissing');
      const fileName = row.fileName ?? 'export';
      const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(row.encoding === 'base64' ? Buffer.from(row.content ?? '', 'base64') : row.content);
    },
  );
}
