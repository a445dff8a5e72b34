import { md5OfFile } from './md5-pieces.ts';
import type { Md5WorkerAnswer } from './md5.worker.ts';

/** The file could not be read: the queue cancels it with 文件{name}读取出错，请检查该文件. */
export class FileReadError extends Error {
  constructor() {
    super('file read failed');
    this.name = 'FileReadError';
  }
}

/**
 * The whole-file MD5, in a Web Worker so a large file does not freeze the page; on the page itself
 * where the runtime has no Worker (jsdom tests, very old browsers). Aborting stops the work.
 * Rejects with FileReadError when the file cannot be read, with an AbortError when aborted.
 */
export function hashFile(file: File, signal: AbortSignal, onProgress?: (hashedBytes: number) => void): Promise<string> {
  if (typeof Worker === 'undefined') return hashOnPage(file, signal, onProgress);
  return new Promise((resolve, reject) => {
    // The literal `new Worker(new URL(…, import.meta.url))` is what Vite recognises and bundles.
    const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('aborted', 'AbortError'));
    };
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    const settle = () => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
    };
    worker.addEventListener('message', (event: MessageEvent<Md5WorkerAnswer>) => {
      const answer = event.data;
      if ('progress' in answer) return onProgress?.(answer.progress);
      settle();
      if ('md5' in answer) resolve(answer.md5);
      else reject(new FileReadError());
    });
    // A worker that cannot start (blocked by a content policy): hash on the page instead.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      settle();
      hashOnPage(file, signal, onProgress).then(resolve, reject);
    });
    worker.postMessage(file);
  });
}

async function hashOnPage(file: File, signal: AbortSignal, onProgress?: (hashedBytes: number) => void): Promise<string> {
  try {
    return await md5OfFile(file, onProgress, () => signal.aborted);
  } catch {
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    throw new FileReadError();
  }
}
