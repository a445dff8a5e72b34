import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

const LIFETIME_MS = 10 * 60_000;

/**
 * Export results: stored in the database (so any process can hand them out) under a random
 * 32-byte token, downloadable without a header for ten minutes, as `<a href>` needs.
 */
export async function saveExport(db: Db, fileName: string, content: string): Promise<{ name: string; url: string }> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('base_export_file').where('expiresAt', '<', Date.now()).execute();
  await db.insertInto('base_export_file').values({ id: token, fileName, content, expiresAt: Date.now() + LIFETIME_MS }).execute();
  return { name: fileName, url: `/api/file/Download/export/${token}` };
}

export function registerExportDownloads(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { token: string } }>(
    '/api/file/Download/export/:token',
    { config: { access: 'public' }, schema: { params: { type: 'object', properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } } } } },
    async (request, reply) => {
      const row = await db.selectFrom('base_export_file').selectAll().where('id', '=', request.params.token).executeTakeFirst();
      if (!row || (row.expiresAt ?? 0) < Date.now()) throw new AppError('fileMissing');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName ?? 'export')}`)
        .send(row.content);
    },
  );
}
