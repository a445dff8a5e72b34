import type { Services } from '../../services.ts';
import { extensionOf, shownFileName, type UploaderVO } from '../../../common/files/file-kinds.ts';
import { AppError } from '../../core/http/app-error.ts';
import { SNIFF_BYTES, storedMimeType } from '../../core/files/content-sniff.ts';
import { saveStoredFile, storeFolderOf, StoredFileMismatch, type StoredFileRow } from '../../core/files/stored-files.ts';
import { checkContent, checkExtensionAndSize, checkOriginalName } from '../../core/files/upload-policy.ts';
import { fileRefusal } from '../../core/files/file-refusal.ts';
import { readStoredBytes } from '../../core/files/file-storage.ts';
import { chunkArea, expectedChunkSize, removeChunks, storedPlan } from './chunk-store.ts';
import { extensionParam, fieldRefusal, identifierParam, integerParam, takesOnlyImages, uploadTypeOf, type RawParams } from './upload-params.ts';
import { uploadRouteTexts } from './upload-texts.ts';
import { uploaderAnswer } from './upload-answer.ts';

/**
 * The merge (POST /api/file/merge, contract §6.2): every chunk of the caller's upload present
 * with its size (else the first missing one is named and nothing changes), joined in order in
 * the store, stored like a simple upload when the result's MD5 is the identifier and its size the
 * fileSize; the chunks are removed. A result that is not the announced file (MD5, size, content)
 * is not kept, and neither are its chunks, so the client's next try uploads them afresh.
 */
export function mergeChunks(services: Services, userId: string, params: RawParams): Promise<UploaderVO> {
  // Two merges of one upload at once (two tabs, or a retry while the first is still joining) share
  // the first one's work in this process, rather than both joining the same chunks.
  const key = `${userId}/${params.get('identifier') ?? ''}/${params.get('type') ?? ''}`;
  const running = mergesUnderway.get(key);
  if (running) return running;
  const merge = mergeOnce(services, userId, params).finally(() => mergesUnderway.delete(key));
  mergesUnderway.set(key, merge);
  return merge;
}

const mergesUnderway = new Map<string, Promise<UploaderVO>>();

/** How long a finished merge answers a repeated one (a retry after its answer was lost) with the same file. */
const REPEATED_MERGE_MS = 60 * 60_000;

/** The file this user stored from the same upload a moment ago (its MD5 is the identifier), if any. */
async function justMerged(services: Services, userId: string, identifier: string, type: string, fileSize: number): Promise<StoredFileRow | undefined> {
  const folder = storeFolderOf(type);
  if (!folder) return undefined;
  return services.db
    .selectFrom('base_file')
    .selectAll()
    .where('md5', '=', identifier)
    .where('creatorUserId', '=', userId)
    .where('type', '=', folder)
    .where('fileSize', '=', fileSize)
    .where('creatorTime', '>', Date.now() - REPEATED_MERGE_MS)
    .orderBy('creatorTime', 'desc')
    .executeTakeFirst();
}

async function mergeOnce(services: Services, userId: string, params: RawParams): Promise<UploaderVO> {
  const identifier = identifierParam(params);
  const type = uploadTypeOf(params.get('type') || 'annex');
  const originalName = checkOriginalName(shownFileName(params.get('fileName') ?? params.get('filename') ?? ''));
  const named = extensionOf(originalName);
  const declared = extensionParam(params);
  if (declared && named && declared !== named) throw fieldRefusal('extension');
  const extension = named || declared;
  // BE36's DTO binds `filesize`; the client sends `fileSize`.
  const fileSize = integerParam(params, params.has('fileSize') ? 'fileSize' : 'filesize', 0, Number.MAX_SAFE_INTEGER);
  await checkExtensionAndSize(services.config, extension, fileSize);

  const area = chunkArea(userId, identifier);
  const plan = await storedPlan(services.files, area);
  if (!plan) {
    // The chunks are gone because this upload was merged already (by another process, or before a
    // lost answer): the same file answers again instead of a missing chunk.
    const merged = await justMerged(services, userId, identifier, type, fileSize);
    if (merged) return uploaderAnswer(type, merged);
    throw fileRefusal(uploadRouteTexts.chunkMissing, { number: 1 });
  }
  if (plan.totalSize !== fileSize) throw fileRefusal(uploadRouteTexts.sizeMismatch);
  const keys: string[] = [];
  for (let number = 1; number <= plan.totalChunks; number += 1) {
    const key = area.chunk(number);
    if ((await services.files.size(key)) !== expectedChunkSize(plan, number)) throw fileRefusal(uploadRouteTexts.chunkMissing, { number });
    keys.push(key);
  }

  try {
    const head = (await readStoredBytes(services.files, keys[0], { start: 0, end: SNIFF_BYTES - 1 })) ?? Buffer.alloc(0);
    checkContent(extension, head, takesOnlyImages(type));
    const row = await saveStoredFile(services, {
      type,
      originalName,
      content: { concatOf: keys },
      mimeType: storedMimeType(extension, head),
      extension,
      expect: { md5: identifier, size: fileSize },
      userId,
    });
    await removeChunks(services.files, area);
    return uploaderAnswer(type, row);
  } catch (error) {
    if (error instanceof StoredFileMismatch) {
      await removeChunks(services.files, area);
      throw fileRefusal(error.what === 'md5' ? uploadRouteTexts.md5Mismatch : uploadRouteTexts.sizeMismatch);
    }
    if (error instanceof AppError) await removeChunks(services.files, area);
    // Another process merged the same upload meanwhile and removed the chunks under this one.
    const merged = await justMerged(services, userId, identifier, type, fileSize);
    if (merged) return uploaderAnswer(type, merged);
    throw error;
  }
}
