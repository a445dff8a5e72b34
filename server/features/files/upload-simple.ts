import type { Services } from '../../services.ts';
import type { AppError } from '../../core/http/app-error.ts';
import { extensionOf, type UploaderVO } from '../../../common/files/file-kinds.ts';
import { saveStoredFile } from '../../core/files/stored-files.ts';
import { SNIFF_BYTES, storedMimeType } from '../../core/files/content-sniff.ts';
import { checkContent, checkExtensionAndSize, checkOriginalName, readUploadPolicy, sizeLimitOf } from '../../core/files/upload-policy.ts';
import { takesOnlyImages } from './upload-params.ts';
import { uploaderAnswer } from './upload-answer.ts';

/** A simple upload arrives in one request, which the multipart parser takes up to 10 MB of (server/app.ts). */
export const SIMPLE_UPLOAD_CAP = 10 * 1024 * 1024;

/** The most a simple upload may read now: the larger of the file and image limits, within the cap. */
export async function simpleUploadReadLimit(services: Services): Promise<number> {
  const policy = await readUploadPolicy(services.config);
  return Math.min(Math.max(policy.fileLimit, policy.imageLimit), SIMPLE_UPLOAD_CAP);
}

/** The refusal of a file too large to read, named by the limit its type has. */
export async function simpleUploadTooLarge(services: Services, filename: string): Promise<AppError> {
  return sizeLimitOf(await readUploadPolicy(services.config), extensionOf(filename), SIMPLE_UPLOAD_CAP).refusal;
}

/**
 * Simple upload (contract §6.1): the name, type, size and bytes checked against the upload
 * policy, then stored under a new name of ours in the type's folder. Options such as pathType,
 * isAccount and folder never shape where it goes.
 */
export async function storeSimpleUpload(services: Services, upload: { type: string; filename: string; bytes: Buffer; userId: string }): Promise<UploaderVO> {
  const originalName = checkOriginalName(upload.filename);
  const extension = extensionOf(originalName);
  await checkExtensionAndSize(services.config, extension, upload.bytes.length, SIMPLE_UPLOAD_CAP);
  const head = upload.bytes.subarray(0, SNIFF_BYTES);
  checkContent(extension, head, takesOnlyImages(upload.type));
  const row = await saveStoredFile(services, {
    type: upload.type,
    originalName,
    content: upload.bytes,
    mimeType: storedMimeType(extension, head),
    extension,
    userId: upload.userId,
  });
  return uploaderAnswer(upload.type, row);
}
