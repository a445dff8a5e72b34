import type { Services } from '../../services.ts';
import { CHUNK_SIZE, extensionOf } from '../../../common/files/file-kinds.ts';
import { imageMatchesExtension, SNIFF_BYTES } from '../../core/files/content-sniff.ts';
import { checkExtensionAndSize, uploadTexts } from '../../core/files/upload-policy.ts';
import { fileRefusal } from '../../core/files/file-refusal.ts';
import { chunkArea, expectedChunkSize, isConsistentPlan, presentChunks, touchPlan, type ChunkPlan } from './chunk-store.ts';
import { extensionParam, identifierParam, integerParam, type RawParams } from './upload-params.ts';
import { uploadRouteTexts } from './upload-texts.ts';

/**
 * Chunk sizes taken: the contract's 5 MB at most, 1 MB at least (smaller chunks would only
 * multiply files and requests). The last chunk may hold up to twice the size (chunk-store.ts).
 */
const MIN_CHUNK_SIZE = 1024 * 1024;
const MAX_CHUNK_SIZE = CHUNK_SIZE;
export const LARGEST_CHUNK = 2 * MAX_CHUNK_SIZE;

/** The chunk call's answer (contract §6.2). */
export interface ChunkAnswer {
  merge: boolean;
  chunkNumbers: number[];
}

/** The file a chunk call is about: its MD5 and how it is cut, checked against the upload policy. */
async function checkedPlan(services: Services, params: RawParams): Promise<{ identifier: string; plan: ChunkPlan }> {
  const identifier = identifierParam(params);
  const extension = extensionParam(params) || extensionOf(params.get('filename') ?? '');
  const totalSize = integerParam(params, 'totalSize', 0, Number.MAX_SAFE_INTEGER);
  const chunkSize = integerParam(params, 'chunkSize', MIN_CHUNK_SIZE, MAX_CHUNK_SIZE);
  const totalChunks = integerParam(params, 'totalChunks', 1, Number.MAX_SAFE_INTEGER);
  await checkExtensionAndSize(services.config, extension, totalSize);
  const plan = { totalSize, chunkSize, totalChunks, extension };
  if (!isConsistentPlan(plan)) throw fileRefusal(uploadRouteTexts.chunkInvalid);
  return { identifier, plan };
}

/**
 * The test call (GET /api/file/chunk): which chunks of this file, cut this way, the caller has
 * already stored, and whether they are all there.
 */
export async function testChunks(services: Services, userId: string, params: RawParams): Promise<ChunkAnswer> {
  const { identifier, plan } = await checkedPlan(services, params);
  const present = await presentChunks(services.files, chunkArea(userId, identifier), plan);
  return { merge: present.length === plan.totalChunks, chunkNumbers: present };
}

/**
 * One chunk (POST /api/file/chunk): its number within the plan, its declared size the plan's,
 * its bytes that many; the first chunk of a file named as an image must start as that image.
 * A chunk already stored (it has its size) is not written again.
 */
export async function storeChunk(services: Services, userId: string, params: RawParams, bytes: Buffer, now = Date.now()): Promise<ChunkAnswer> {
  const { identifier, plan } = await checkedPlan(services, params);
  const number = integerParam(params, 'chunkNumber', 1, plan.totalChunks);
  const declared = integerParam(params, 'currentChunkSize', 0, LARGEST_CHUNK);
  if (declared !== expectedChunkSize(plan, number) || bytes.length !== declared) throw fileRefusal(uploadRouteTexts.chunkSizeMismatch);
  if (number === 1 && imageMatchesExtension(bytes.subarray(0, SNIFF_BYTES), plan.extension) === false) throw fileRefusal(uploadTexts.contentMismatch);
  const area = chunkArea(userId, identifier);
  await touchPlan(services.files, area, plan, now);
  const key = area.chunk(number);
  if ((await services.files.size(key)) !== bytes.length) await services.files.write(key, bytes);
  return { merge: number === plan.totalChunks, chunkNumbers: [] };
}
