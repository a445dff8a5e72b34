import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/http/app-error.ts';
import { fileRefusal } from '../../core/files/file-refusal.ts';
import { uploadRouteTexts } from './upload-texts.ts';

/**
 * Runs an upload step; a failure that is no refusal (the store or the database failing) is logged
 * and answered as the contract's 上传异常 (code 400), so the client drops or retries the file.
 */
export async function refusingFailures<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.error({ err: error }, 'upload failed');
    throw fileRefusal(uploadRouteTexts.uploadFailed);
  }
}
