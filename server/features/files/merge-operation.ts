import type { Services } from '../../services.ts';
import { extensionOf, shownFileName, type UploaderVO } from '../../../common/files/file-kinds.ts';
import { AppError } from '../../core/http/app-error.ts';
import { SNIFF_BYTES, storedMimeType } from '../../core/files/content-sniff.ts';
import { saveStoredFile, StoredFileMismatch } from '../../core/files/stored-files.ts';
import { checkContent, checkExtension, checkOriginalName, checkSize, readUploadPolicy, uploadRefusal } from '../../core/files/upload-policy.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { chunkArea, expectedChunkSize, removeChunks, storedPlan } from './chunk-store.ts';
import { extensionParam, identifierParam, integerParam, takesOnlyImages, uploadTypeOf, type RawParams } from './upload-params.ts';
import { uploadRouteTexts } from './upload-texts.ts';
import { uploaderAnswer } from './upload-answer.ts';

async function headOf(files: FileStorage, key: string): Promise<Buffer> {
  const stream = await files.read(key, { start: 0, end: SNIFF_BYTES - 1 });
  const parts: Buffer[] = [];
  if (stream) for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * The merge (POST /api/file/merge, contract §6.2): every chunk of the caller's upload present
 * with its size (else the first missing one is named and nothing changes), joined in order in
 * the store, stored like a simple upload when the result's MD5 is the identifier and its size the
 * fileSize; the chunks are removed. A result that is not the announced file (MD5, size, content)
 * is not kept, and neither are its chunks, so the client's next try uploads them afresh.
 */
export async function mergeChunks(services: Services, userId: string, params: RawParams): Promise<UploaderVO> {
  const identifier = identifierParam(params);
  const type = uploadTypeOf(params.get('type') || 'annex');
  const originalName = checkOriginalName(shownFileName(params.get('fileName') ?? params.get('filename') ?? ''));
  const named = extensionOf(originalName);
  const declared = extensionParam(params);
  if (declared && named && declared !== named) throw new AppError('badRequestField', { params: { field: 'extension' } });
  const extension = named || declared;
  // BE36's DTO binds `filesize`; the client sends `fileSize`.
  const fileSize = integerParam(params, params.has('fileSize') ? 'fileSize' : 'filesize', 0, Number.MAX_SAFE_INTEGER);
  const policy = await readUploadPolicy(services.config);
  checkExtension(policy, extension);
  checkSize(policy, extension, fileSize);

  const area = chunkArea(userId, identifier);
  const plan = await storedPlan(services.files, area);
  if (!plan) throw uploadRefusal(uploadRouteTexts.chunkMissing, { number: 1 });
  if (plan.totalSize !== fileSize) throw uploadRefusal(uploadRouteTexts.sizeMismatch);
  const keys: string[] = [];
  for (let number = 1; number <= plan.totalChunks; number += 1) {
    const key = area.chunk(number);
    if ((await services.files.size(key)) !== expectedChunkSize(plan, number)) throw uploadRefusal(uploadRouteTexts.chunkMissing, { number });
    keys.push(key);
  }

  try {
    const head = await headOf(services.files, keys[0]);
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
      throw uploadRefusal(error.what === 'md5' ? uploadRouteTexts.md5Mismatch : uploadRouteTexts.sizeMismatch);
    }
    if (error instanceof AppError) await removeChunks(services.files, area);
    throw error;
  }
}
