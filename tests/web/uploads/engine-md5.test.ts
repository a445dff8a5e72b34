import { describe, expect, it, vi } from 'vitest';
import SparkMD5 from 'spark-md5';
import { HASH_PIECE_SIZE } from '../../../common/files/file-kinds.ts';
import { FileReadError, hashFile } from '../../../src/features/uploads/engine/md5.ts';

/** Bytes that differ from piece to piece, so a piece read twice or skipped changes the hash. */
function patterned(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + (i >> 12)) & 0xff;
  return bytes;
}

describe('whole-file MD5 (contract §6.2 identifier; spec §9 pieces of 10,240,000 bytes)', () => {
  it('equals spark-md5 (the JNPF client) over a file of more than one piece, read piece by piece', async () => {
    const bytes = patterned(HASH_PIECE_SIZE + 12_345);
    const file = new File([bytes], 'big.bin');
    const slices: [number, number][] = [];
    const slice = file.slice.bind(file);
    vi.spyOn(file, 'slice').mockImplementation((start?: number, end?: number) => {
      slices.push([start ?? 0, end ?? file.size]);
      return slice(start, end);
    });
    const progress: number[] = [];
    // jsdom has no Worker: this is the fallback on the page, the same code the worker runs.
    expect(typeof Worker).toBe('undefined');
    const md5 = await hashFile(file, new AbortController().signal, (bytesDone) => progress.push(bytesDone));
    expect(md5).toBe(SparkMD5.ArrayBuffer.hash(bytes.buffer));
    expect(slices).toEqual([
      [0, HASH_PIECE_SIZE],
      [HASH_PIECE_SIZE, HASH_PIECE_SIZE + 12_345],
    ]);
    expect(progress).toEqual([HASH_PIECE_SIZE, HASH_PIECE_SIZE + 12_345]);
  });

  it('hashes an empty file', async () => {
    expect(await hashFile(new File([], 'empty.txt'), new AbortController().signal)).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('rejects with FileReadError when the file cannot be read', async () => {
    const file = new File(['abc'], 'gone.txt');
    vi.spyOn(file, 'slice').mockImplementation(() => ({ arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) }) as unknown as Blob);
    await expect(hashFile(file, new AbortController().signal)).rejects.toBeInstanceOf(FileReadError);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(hashFile(new File(['abc'], 'a.txt'), controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
