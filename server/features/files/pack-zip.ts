import { Readable } from 'node:stream';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { extensionOf } from '../../../common/files/file-kinds.ts';

export interface PackEntry {
  /** where the bytes are in the store */
  key: string;
  /** the name inside the zip: one safe file name, no folder (safeFileName), unique (uniqueNames) */
  name: string;
  size: number;
  mtime: Date;
}

/** Formats that are compressed already: deflating them again costs time and saves nothing. */
const STORED_AS_IS = new Set(['zip', 'rar', '7z', 'gz', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'mp3', 'm4a', 'mp4', 'webm', 'docx', 'xlsx', 'pptx']);

/**
 * The names made unique, compared without case (Windows and macOS unpack `A.pdf` and `a.pdf`
 * over each other): the second `a.pdf` becomes `a (1).pdf`, the third `a (2).pdf`.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    // the extension as written (extensionOf lower-cases it)
    const suffix = extensionOf(name) ? name.slice(name.lastIndexOf('.')) : '';
    const stem = name.slice(0, name.length - suffix.length);
    let candidate = name;
    for (let counter = 1; taken.has(candidate.toLowerCase()); counter += 1) candidate = `${stem} (${counter})${suffix}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * Writes a zip of the entries into the store under target, streamed: yazl reads one file at a
 * time from the store and the zip flows into the store's atomic write, so neither the files nor
 * the zip are ever held in memory whole. Rejects (and leaves nothing under target) when a file
 * cannot be read or its size changed. Answers the zip's size.
 */
export async function writeZip(files: FileStorage, target: string, entries: readonly PackEntry[]): Promise<number> {
  // Imported at the first zip, not at start (server/README.md, start-up).
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  // yazl's output is a stream.PassThrough; wrap() only makes the type say so.
  const output = zip.outputStream instanceof Readable ? zip.outputStream : new Readable().wrap(zip.outputStream);
  zip.on('error', (error: Error) => output.destroy(error));
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.name, { size: entry.size, mtime: entry.mtime, compress: !STORED_AS_IS.has(extensionOf(entry.key)) }, (callback) => {
      // yazl ignores the stream when it is handed an error; the empty one only satisfies the signature.
      const fail = (error: unknown) => callback(error, Readable.from([]));
      files.read(entry.key).then((stream) => {
        if (!stream) return fail(new Error(`missing from the store: ${entry.key}`));
        // yazl does not listen for a lazily opened stream's errors itself.
        stream.once('error', (error) => zip.emit('error', error));
        callback(null, stream);
      }, fail);
    });
  }
  zip.end();
  return files.write(target, output);
}
