import { randomBytes } from 'node:crypto';
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { ok } from '../../core/http/envelope.ts';
import { AppError } from '../../core/http/app-error.ts';
import { currentUser } from '../../core/http/access.ts';
import { languageOf } from '../../core/i18n/language.ts';
import { downloadUrl, issueTicket, LINKED_CONTENT_KEPT_MS } from '../../core/files/download-tickets.ts';
import { STORED_FILE_NAME, formatFileSize } from '../../../common/files/file-kinds.ts';
import { locateStoredFile, originalNameOf } from '../../core/files/stored-files.ts';
import { safeFileName } from './download-names.ts';
import { downloadRefusal, downloadTexts } from './download-texts.ts';
import { uniqueNames, writeZip, type PackEntry } from './pack-zip.ts';

/**
 * Zips live in this store folder until their link is spent. Upload types are letters only
 * (stored-files.ts UPLOAD_TYPE), so no upload type (and no download of one) can name it.
 */
const PACK_FOLDER = '_pack';
const PACK_NAME = /^(\d{13})_[0-9a-f]{16}\.zip$/;

/** What one zip may hold: it is written to the store before the link is handed out. */
export const PACK_MAX_FILES = 100;
export const PACK_MAX_BYTES = 1024 * 1024 * 1024;

interface PackItem {
  fileId?: string;
  fileName?: string;
}

const packParams = { type: 'object', required: ['type'], properties: { type: { type: 'string', maxLength: 100 } } } as const;
const packBody = {
  type: 'array',
  items: { type: 'object', properties: { fileId: { type: 'string', maxLength: 200 }, fileName: { type: 'string', maxLength: 500 } } },
} as const;

/** Zips whose link has expired (or whose making broke off) are removed by the next zip made. */
async function sweepStalePacks(files: FileStorage, now: number): Promise<void> {
  for (const name of await files.list(PACK_FOLDER)) {
    const made = PACK_NAME.exec(name)?.[1];
    if (made && Number(made) < now - LINKED_CONTENT_KEPT_MS) await files.remove(`${PACK_FOLDER}/${name}`);
  }
}

/**
 * Download all (contract §6.3): POST /api/file/PackDownload/{type} with `[{fileId, fileName}]`
 * answers `{downloadVo: {name, url}, downloadName}`, a single-use link to a zip of the listed
 * stored files of that type under their given names (made safe and unique), in the listed order.
 * Unknown or missing files are left out; 未发现文件 when none is left; at most 100 files and 1 GB.
 */
export function registerPackRoutes(app: FastifyInstance, services: Services): void {
  app.post<{ Params: { type: string }; Body: PackItem[] }>(
    '/api/file/PackDownload/:type',
    { config: { access: 'signed-in' }, schema: { params: packParams, body: packBody } },
    async (request) => {
      const user = currentUser(request);
      const language = languageOf(request.headers['accept-language']);
      const limits = { params: { count: PACK_MAX_FILES, size: formatFileSize(PACK_MAX_BYTES) } };
      const wanted = new Map<string, string>();
      for (const item of request.body) {
        if (item.fileId && STORED_FILE_NAME.test(item.fileId) && !wanted.has(item.fileId)) wanted.set(item.fileId, item.fileName ?? '');
      }
      if (wanted.size > PACK_MAX_FILES) throw downloadRefusal('packTooLarge', limits);
      const found: Omit<PackEntry, 'name'>[] = [];
      const names: string[] = [];
      for (const [fileId, fileName] of wanted) {
        const file = await locateStoredFile(services, request.params.type, fileId);
        if (!file) continue;
        found.push({ key: file.key, size: file.size, mtime: new Date(file.row.creatorTime ?? Date.now()) });
        names.push(safeFileName(fileName || originalNameOf(file.row), fileId));
      }
      if (found.length === 0) throw downloadRefusal('noFilesFound');
      if (found.reduce((total, entry) => total + entry.size, 0) > PACK_MAX_BYTES) throw downloadRefusal('packTooLarge', limits);

      const now = Date.now();
      await sweepStalePacks(services.files, now);
      const key = `${PACK_FOLDER}/${now}_${randomBytes(8).toString('hex')}.zip`;
      const unique = uniqueNames(names);
      try {
        await writeZip(
          services.files,
          key,
          found.map((entry, index) => ({ ...entry, name: unique[index] })),
        );
      } catch (error) {
        // A file went from the store (or changed) while the zip was being made: nothing was kept.
        request.log.warn({ err: error }, 'zip not made');
        throw new AppError('fileMissing');
      }
      const downloadName = `${downloadTexts.packName[language]}_${dayjs(now).format('YYYYMMDDHHmmss')}.zip`;
      const token = await issueTicket(services.db, { kind: 'pack', target: key, downloadName }, user.userId, now);
      return ok({ downloadVo: { name: downloadName, url: downloadUrl(token) }, downloadName });
    },
  );
}
