import { createHash } from 'node:crypto';
import { readStoredBytes, type FileStorage } from '../../core/files/file-storage.ts';

/**
 * Where the chunks of an upload wait for their merge, in the file store (so they survive a
 * restart and every server process sees them):
 * - `chunks/<user>/<identifier>/<n>`: chunk n of the file whose MD5 is identifier, by that user
 *   only (nobody can probe, fill or merge another user's upload);
 * - `chunks/<user>.<identifier>`: its plan (total size, chunk size, number of chunks, extension)
 *   and the time of its last chunk, which is how stale uploads are found (the store lists files,
 *   not folders).
 */

/** The store folder of every upload's chunks (no upload type may store under it: upload-params.ts). */
export const CHUNKS_FOLDER = 'chunks';

/** What the chunks of one upload are: simple-uploader's totalSize, chunkSize and totalChunks. */
export interface ChunkPlan {
  totalSize: number;
  chunkSize: number;
  totalChunks: number;
  extension: string;
}

interface StoredPlan extends ChunkPlan {
  updatedAt: number;
}

export interface ChunkArea {
  folder: string;
  plan: string;
  chunk(number: number): string;
}

const SAFE_USER = /^[A-Za-z0-9_-]{1,64}$/;

/** A user id as one key segment: as it is when it is safe (ids are digits), else a hash of it. */
const userSegment = (userId: string): string => (SAFE_USER.test(userId) ? userId : `h${createHash('sha256').update(userId).digest('hex').slice(0, 40)}`);

export function chunkArea(userId: string, identifier: string): ChunkArea {
  const user = userSegment(userId);
  const folder = `${CHUNKS_FOLDER}/${user}/${identifier}`;
  return { folder, plan: `${CHUNKS_FOLDER}/${user}.${identifier}`, chunk: (number) => `${folder}/${number}` };
}

/**
 * Whether the numbers describe one way of cutting the file. simple-uploader cuts
 * max(floor(total / chunkSize), 1) chunks, the last one taking the rest (up to twice the chunk
 * size); with forceChunkSize it cuts ceil(total / chunkSize), the last one shorter. Both are
 * accepted: the last chunk holds more than nothing and less than two chunk sizes.
 */
export function isConsistentPlan(plan: ChunkPlan): boolean {
  const { totalSize, chunkSize, totalChunks } = plan;
  if (totalSize === 0) return totalChunks === 1;
  const last = totalSize - (totalChunks - 1) * chunkSize;
  return totalChunks >= 1 && last > 0 && last < 2 * chunkSize;
}

/** The size chunk n (1-based) of a consistent plan must have. */
export const expectedChunkSize = (plan: ChunkPlan, number: number): number =>
  number < plan.totalChunks ? plan.chunkSize : plan.totalSize - (plan.totalChunks - 1) * plan.chunkSize;

const samePlan = (a: ChunkPlan, b: ChunkPlan): boolean =>
  a.totalSize === b.totalSize && a.chunkSize === b.chunkSize && a.totalChunks === b.totalChunks && a.extension === b.extension;

async function readPlan(files: FileStorage, key: string): Promise<StoredPlan | undefined> {
  const bytes = await readStoredBytes(files, key);
  if (!bytes) return undefined;
  try {
    const value = JSON.parse(bytes.toString('utf8')) as Partial<StoredPlan>;
    const numbers = [value.totalSize, value.chunkSize, value.totalChunks, value.updatedAt];
    if (!numbers.every((number) => Number.isSafeInteger(number)) || typeof value.extension !== 'string') return undefined;
    return value as StoredPlan;
  } catch {
    return undefined;
  }
}

/** The plan the chunks already stored were cut by, or undefined when none are. */
export const storedPlan = (files: FileStorage, area: ChunkArea): Promise<ChunkPlan | undefined> => readPlan(files, area.plan);

/**
 * Notes that a chunk of this plan is arriving now. Chunks stored under another plan of the same
 * file (a client that changed its chunk size) cannot be merged with these and are dropped.
 */
export async function touchPlan(files: FileStorage, area: ChunkArea, plan: ChunkPlan, now: number): Promise<void> {
  const previous = await readPlan(files, area.plan);
  if (previous && !samePlan(previous, plan)) await files.remove(area.folder);
  const stored: StoredPlan = { totalSize: plan.totalSize, chunkSize: plan.chunkSize, totalChunks: plan.totalChunks, extension: plan.extension, updatedAt: now };
  await files.write(area.plan, Buffer.from(JSON.stringify(stored)));
}

/** The numbers of the chunks of this plan already stored, in order; none when they were cut by another plan. */
export async function presentChunks(files: FileStorage, area: ChunkArea, plan: ChunkPlan): Promise<number[]> {
  const previous = await readPlan(files, area.plan);
  if (!previous || !samePlan(previous, plan)) return [];
  const names = await files.list(area.folder);
  return names
    .filter((name) => /^[1-9]\d{0,8}$/.test(name))
    .map(Number)
    .filter((number) => number <= plan.totalChunks)
    .sort((a, b) => a - b);
}

/** Removes an upload's chunks and its plan (the chunks first: a plan without chunks is harmless, the reverse would never be swept). */
export async function removeChunks(files: FileStorage, area: ChunkArea): Promise<void> {
  await files.remove(area.folder);
  await files.remove(area.plan);
}

const PLAN_NAME = /^([A-Za-z0-9_-]{1,64})\.([0-9a-f]{32})$/;

/** Removes every upload whose last chunk arrived before `olderThan` (or whose plan cannot be read). */
export async function removeStaleChunks(files: FileStorage, olderThan: number): Promise<number> {
  let removed = 0;
  for (const name of await files.list(CHUNKS_FOLDER)) {
    const match = PLAN_NAME.exec(name);
    if (!match) continue;
    const plan = await readPlan(files, `${CHUNKS_FOLDER}/${name}`);
    if (plan && plan.updatedAt >= olderThan) continue;
    await files.remove(`${CHUNKS_FOLDER}/${match[1]}/${match[2]}`);
    await files.remove(`${CHUNKS_FOLDER}/${name}`);
    removed += 1;
  }
  return removed;
}
