import { createMD5 } from 'hash-wasm';
import { HASH_PIECE_SIZE } from '../../../../common/files/file-kinds.ts';

/**
 * The whole-file MD5 (contract §6.2 `identifier`), read in HASH_PIECE_SIZE pieces so a file of
 * gigabytes never sits in memory at once. Runs in the worker (md5.worker.ts) and, where no worker
 * exists, on the page (md5.ts). Any read failure rejects.
 */
export async function md5OfFile(file: Blob, onProgress?: (hashedBytes: number) => void, isCancelled: () => boolean = () => false): Promise<string> {
  const hasher = await createMD5();
  hasher.init();
  for (let start = 0; start < file.size; start += HASH_PIECE_SIZE) {
    if (isCancelled()) throw new DOMException('cancelled', 'AbortError');
    const piece = await readPiece(file.slice(start, Math.min(start + HASH_PIECE_SIZE, file.size)));
    hasher.update(new Uint8Array(piece));
    onProgress?.(Math.min(start + HASH_PIECE_SIZE, file.size));
  }
  return hasher.digest('hex');
}

/** Blob.arrayBuffer where the runtime has it; FileReader otherwise (jsdom's Blob lacks it). */
function readPiece(piece: Blob): Promise<ArrayBuffer> {
  if (typeof piece.arrayBuffer === 'function') return piece.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(piece);
  });
}
