import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live, behind one interface so the disk store can give way to an
 * S3-compatible one. Keys are relative paths of `[A-Za-z0-9_.-]` segments joined by `/`
 * (`annex/20261124_<hex>.pdf`, `chunks/<userId>/<md5>/3`); anything else is refused
 * (`assertStorageKey`), so no name a client sends can leave the store.
 */
export interface FileStorage {
  /** Writes the whole content under key, atomically: a reader sees the old bytes or the new, never a part. Answers the bytes written. */
  write(key: string, content: Buffer | Readable): Promise<number>;
  /** The bytes under key (a byte range when asked, both ends inclusive), or undefined when there are none. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable | undefined>;
  /** The size under key, or undefined when nothing is stored there. */
  size(key: string): Promise<number | undefined>;
  /** The names directly under a folder key (no paths), empty when it does not exist. */
  list(folder: string): Promise<string[]>;
  /** Removes a key or a whole folder; nothing happens when it is absent. */
  remove(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_.-]{1,128}$/;

/** Throws unless key is a relative path of safe segments (no `..`, no `.`, no empty or absolute part). */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (segments.length === 0 || segments.length > 8 || segments.some((segment) => !SEGMENT.test(segment) || segment === '.' || segment === '..')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/** The bytes under key (a byte range when asked) in memory, or undefined when there are none: for small reads only. */
export async function readStoredBytes(files: FileStorage, key: string, range?: { start: number; end: number }): Promise<Buffer | undefined> {
  const stream = await files.read(key, range);
  if (!stream) return undefined;
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The bytes under key with their size, as an answer needs them, or undefined when there are none. */
export async function readWithSize(files: FileStorage, key: string): Promise<{ size: number; content: Readable } | undefined> {
  const size = await files.size(key);
  const content = size === undefined ? undefined : await files.read(key);
  return content && size !== undefined ? { size, content } : undefined;
}
