import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { downloadUrl, issueTicket, LINKED_CONTENT_KEPT_MS } from './download-tickets.ts';

/**
 * Export results (lists as Excel, records and dictionaries as files, import templates and failed
 * rows): the content is kept in the database (so any process can hand it out) and handed out
 * through a single-use download ticket like any stored file (contract §6.3):
 * `{ name, url: '/api/file/Download?encryption=…' }`. Text is kept as it is; binary content (a
 * Buffer) as base64 in the same text column. Exports are made in memory by their callers, so the
 * file store is not needed here.
 */
export async function saveExport(db: Db, fileName: string, content: string | Buffer): Promise<{ name: string; url: string }> {
  const now = Date.now();
  const binary = Buffer.isBuffer(content);
  await db.deleteFrom('base_export_file').where('expiresAt', '<', now).execute();
  const id = randomUUID().replace(/-/g, '');
  await db
    .insertInto('base_export_file')
    .values({
      id,
      fileName,
      content: binary ? content.toString('base64') : content,
      encoding: binary ? 'base64' : 'utf8',
      expiresAt: now + LINKED_CONTENT_KEPT_MS,
    })
    .execute();
  const token = await issueTicket(db, { kind: 'export', target: id, downloadName: fileName }, null, now);
  return { name: fileName, url: downloadUrl(token) };
}

/** Takes an export out of the database (its ticket was just spent): its name and bytes, or undefined when it is gone. */
export async function takeExport(db: Db, id: string): Promise<{ fileName: string; bytes: Buffer } | undefined> {
  const row = await db.deleteFrom('base_export_file').where('id', '=', id).returning(['fileName', 'content', 'encoding']).executeTakeFirst();
  if (!row) return undefined;
  const bytes = row.encoding === 'base64' ? Buffer.from(row.content ?? '', 'base64') : Buffer.from(row.content ?? '', 'utf8');
  return { fileName: row.fileName ?? 'export', bytes };
}
