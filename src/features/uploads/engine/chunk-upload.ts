import { MAX_CHUNK_RETRIES } from '../../../../common/files/file-kinds.ts';
import { chunkRange, isChunkHeld, sendChunk, ServerRefusal, type ChunkPlan } from './chunk-protocol.ts';

export { ServerRefusal };
import { TransportError } from './xhr-transport.ts';

/**
 * Sends one file's chunks (contract §6.2): each chunk is first tested and skipped when the server
 * holds it (so an upload resumes after a reload, a pause or a failure), otherwise posted, with up
 * to MAX_CHUNK_RETRIES retries after a transport failure, waiting longer each time so the upload
 * outlives a server restart of several seconds. At most `parallelism` chunks travel at once.
 * Resolves when every chunk is on the server; the merge is the caller's.
 */

export interface ChunkUploadOptions {
  signal: AbortSignal;
  /** 1 to 3 chunks at once */
  parallelism: number;
  /** milliseconds to wait before retry `attempt` (1-based) */
  retryDelay: (attempt: number) => number;
  /** bytes the server holds or has received so far, in-flight bytes included */
  onProgress: (bytes: number) => void;
}

/** 1 s, 2 s, 4 s, 8 s, 8 s: about 23 s of patience over the five retries. */
export const defaultRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** (attempt - 1), 8000);

const aborted = () => new DOMException('aborted', 'AbortError');

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
}

export async function uploadChunks(plan: ChunkPlan, options: ChunkUploadOptions): Promise<void> {
  // One chunk's final failure stops its siblings as a pause would.
  const stop = new AbortController();
  const signal = stop.signal;
  const follow = () => stop.abort();
  if (options.signal.aborted) throw aborted();
  options.signal.addEventListener('abort', follow, { once: true });
  let next = 1;
  let settled = 0;
  const inFlight = new Map<number, number>();
  const report = () => {
    let bytes = settled;
    for (const sent of inFlight.values()) bytes += sent;
    options.onProgress(bytes);
  };

  const sendWithRetries = async (chunkNumber: number, chunkBytes: number) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        // The multipart envelope adds a few hundred bytes to what XHR reports: never count past the chunk.
        const answer = await sendChunk(plan, chunkNumber, signal, (sent) => {
          inFlight.set(chunkNumber, Math.min(sent, chunkBytes));
          report();
        });
        if (answer.code !== 200) throw new ServerRefusal(answer.code, answer.msg ?? '');
        return;
      } catch (error) {
        inFlight.delete(chunkNumber);
        if (!(error instanceof TransportError) || attempt >= MAX_CHUNK_RETRIES) throw error;
        await wait(options.retryDelay(attempt + 1), signal);
      }
    }
  };

  const worker = async () => {
    while (next <= plan.totalChunks) {
      if (signal.aborted) throw aborted();
      const chunkNumber = next++;
      const [start, end] = chunkRange(plan, chunkNumber);
      const held = await isChunkHeld(plan, chunkNumber, signal).catch((error: unknown) => {
        // No answer to the test: send the chunk (the server skips one it already holds).
        if (error instanceof TransportError) return false;
        throw error;
      });
      if (!held) await sendWithRetries(chunkNumber, end - start);
      inFlight.delete(chunkNumber);
      settled += end - start;
      report();
    }
  };

  const workers = Array.from({ length: Math.min(Math.max(options.parallelism, 1), 3, plan.totalChunks) }, worker);
  try {
    // The first failure is the one that counts; the siblings then end with an AbortError.
    await Promise.all(workers);
  } catch (error) {
    stop.abort();
    throw error;
  } finally {
    options.signal.removeEventListener('abort', follow);
  }
}
