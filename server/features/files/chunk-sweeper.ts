import type { FileStorage } from '../../core/files/file-storage.ts';
import { removeStaleChunks } from './chunk-store.ts';

/** An upload nobody added a chunk to for a day is abandoned. */
const STALE_CHUNKS_AFTER_MS = 24 * 60 * 60_000;
/** How often one process looks for abandoned uploads: at its first chunk, then at most hourly. */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Removes abandoned chunks now and then, on the way of an arriving chunk (no timer to stop on
 * shutdown); several processes sweeping the same store at once only remove the same folders.
 */
export function chunkSweeper(files: FileStorage): (now: number) => Promise<void> {
  let next = 0;
  return async (now) => {
    if (now < next) return;
    next = now + SWEEP_EVERY_MS;
    await removeStaleChunks(files, now - STALE_CHUNKS_AFTER_MS);
  };
}
