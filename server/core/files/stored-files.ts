import { createHash, randomBytes } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { Db } from '../db/database.ts';
import { readWithSize, type FileStorage } from './file-storage.ts';
import type { FileDatabase } from './file-tables.ts';
import { BYTES_CONTENT_TYPE } from './content-types.ts';
import { STORED_FILE_NAME } from '../../../common/files/file-kinds.ts';

/**
 * The one place a file is stored: its bytes go to the file store under `<type>/<stored name>`,
 * what they are to a base_file row. Whoever serves or downloads a file finds it by that row:
 * the store key is always `${row.type}/${row.id}`.
 */

export type StoredFileRow = FileDatabase['base_file'];

/** What the store needs: the database for the row, the file store for the bytes (`Services` is one). */
export interface FileStore {
  db: Db;
  files: FileStorage;
}

/** Upload types as clients name them (annex, annexpic, userAvatar, IM, workFlow, …): letters only. */
export const UPLOAD_TYPE = /^[A-Za-z]{1,32}$/;

/** The store folder (and base_file.type) of an upload type, or undefined for anything that is not one. */
export const storeFolderOf = (type: string): string | undefined => (UPLOAD_TYPE.test(type) ? type.toLowerCase() : undefined);

export const storeKeyOf = (row: Pick<StoredFileRow, 'type' | 'id'>): string => `${row.type}/${row.id}`;

/** An extension a stored name may end in: lower-case letters and digits, at most 10 (STORED_FILE_NAME's). */
export const STORED_EXTENSION = /^[a-z0-9]{1,10}$/;

/** A new stored name, `yyyyMMdd_<32 hex>.<ext>` (contract §6.1): 128 random bits, so nobody guesses another's file. */
export function storedNameFor(extension: string, now = new Date()): string {
  if (extension !== '' && !STORED_EXTENSION.test(extension)) throw new Error(`not a stored extension: ${JSON.stringify(extension)}`);
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `${day}_${randomBytes(16).toString('hex')}${extension ? `.${extension}` : ''}`;
}

/** The bytes: in memory, a stream, or the concatenation of keys already in the store (a merge of chunks). */
export type StoredContent = Buffer | Readable | { concatOf: string[] };

export interface NewStoredFile {
  /** the upload type as the client named it; stored in lower case */
  type: string;
  /** the name the user chose, recorded as it is (it never reaches the store) */
  originalName: string;
  content: StoredContent;
  mimeType: string;
  /** lower case, without the dot; '' for none */
  extension: string;
  /** the MD5 when the caller already has it from the same bytes; computed while storing otherwise */
  md5?: string;
  /** what the stored bytes must be; any difference removes them again and throws StoredFileMismatch */
  expect?: { md5?: string; size?: number };
  userId: string;
}

/** The stored bytes are not what was expected (`expect`): nothing was kept. */
export class StoredFileMismatch extends Error {
  constructor(readonly what: 'md5' | 'size') {
    super(`stored file ${what} mismatch`);
  }
}

/** A pass-through that hashes what flows through it. */
function hashing(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
}

/** The stored parts one after another, as one stream; a part gone meanwhile fails it. */
function joined(files: FileStorage, keys: readonly string[]): Readable {
  return Readable.from(
    (async function* () {
      for (const key of keys) {
        const part = await files.read(key);
        if (!part) throw new Error(`stored part missing: ${key}`);
        yield* part;
      }
    })(),
  );
}

/** Writes the content under key; answers its size and MD5. */
async function writeContent(files: FileStorage, key: string, content: StoredContent, knownMd5: string | undefined): Promise<{ size: number; md5: string }> {
  if (Buffer.isBuffer(content)) {
    const size = await files.write(key, content);
    return { size, md5: knownMd5 ?? createHash('md5').update(content).digest('hex') };
  }
  // The parts are joined through the hasher: a gibibyte is read once, not written and read back.
  const source = 'concatOf' in content ? joined(files, content.concatOf) : content;
  const hash = createHash('md5');
  const hasher = hashing(hash);
  // pipe() does not forward a source's failure: the hasher carries it to the store's write.
  source.on('error', (error) => hasher.destroy(error));
  const size = await files.write(key, source.pipe(hasher));
  return { size, md5: knownMd5 ?? hash.digest('hex') };
}

/**
 * Stores a file under a new unguessable name and records it; answers the base_file row. When the
 * bytes are not what `expect` says, or the row cannot be written, the bytes are removed again.
 */
export async function saveStoredFile(store: FileStore, input: NewStoredFile): Promise<StoredFileRow> {
  const type = storeFolderOf(input.type);
  if (!type) throw new Error(`not an upload type: ${JSON.stringify(input.type)}`);
  const name = storedNameFor(input.extension);
  const key = `${type}/${name}`;
  const written = await writeContent(store.files, key, input.content, input.md5);
  try {
    if (input.expect?.size !== undefined && written.size !== input.expect.size) throw new StoredFileMismatch('size');
    if (input.expect?.md5 !== undefined && written.md5 !== input.expect.md5) throw new StoredFileMismatch('md5');
    const row: StoredFileRow = {
      id: name,
      type,
      fullName: input.originalName,
      fileSize: written.size,
      fileExtension: input.extension,
      mimeType: input.mimeType,
      md5: written.md5,
      creatorUserId: input.userId,
      creatorTime: Date.now(),
    };
    await store.db.insertInto('base_file').values(row).execute();
    return row;
  } catch (error) {
    await store.files.remove(key);
    throw error;
  }
}

/**
 * The record of a stored file a client names, or undefined. Only a stored name (and an upload type,
 * when given) is ever looked up, so no name a client sends reaches the store otherwise (`..`, `/`,
 * `\` and encoded forms of them fail the patterns). Without a type the name alone finds it
 * (stored names are unique).
 */
export async function findStoredFile(db: Db, type: string | undefined, name: string): Promise<StoredFileRow | undefined> {
  if (!STORED_FILE_NAME.test(name)) return undefined;
  let query = db.selectFrom('base_file').selectAll().where('id', '=', name);
  if (type !== undefined) {
    const folder = storeFolderOf(type);
    if (!folder) return undefined;
    query = query.where('type', '=', folder);
  }
  const row = await query.executeTakeFirst();
  // A row of another shape (written by hand) is no stored file: its key might not be a store key.
  return row?.type && storeFolderOf(row.type) === row.type ? row : undefined;
}

/** A recorded file whose bytes are in the store: its row, its store key and its size there. */
export interface LocatedStoredFile {
  row: StoredFileRow;
  key: string;
  size: number;
}

/** A stored file a client names (findStoredFile) whose bytes the store has, or undefined. */
export async function locateStoredFile(store: FileStore, type: string | undefined, name: string): Promise<LocatedStoredFile | undefined> {
  const row = await findStoredFile(store.db, type, name);
  if (!row) return undefined;
  const key = storeKeyOf(row);
  const size = await store.files.size(key);
  return size === undefined ? undefined : { row, key, size };
}

/** The name a stored file is shown and saved under: the one the user chose, else its stored name. */
export const originalNameOf = (row: Pick<StoredFileRow, 'fullName' | 'id'>): string => row.fullName || row.id;

/** The content type a stored file is sent with: the one recorded when its bytes were checked. */
export const recordedContentType = (row: Pick<StoredFileRow, 'mimeType'>): string => row.mimeType || BYTES_CONTENT_TYPE;

/** A file as an answer sends it: its content type, its length and its bytes. */
export interface SendableFile {
  mimeType: string;
  size: number;
  content: Readable | Buffer;
}

/** A recorded file's bytes with what an answer needs, or undefined when the store has none. */
export async function sendableStoredFile(files: FileStorage, row: StoredFileRow): Promise<SendableFile | undefined> {
  const file = await readWithSize(files, storeKeyOf(row));
  return file && { mimeType: recordedContentType(row), ...file };
}

/**
 * A file kept as base64 in a table row before the store existed (avatars, chat images; read
 * only, nothing is written there any more) as an answer sends it.
 */
export function sendableLegacyFile(row: { mimeType: string | null; content: string | null }): SendableFile {
  const bytes = Buffer.from(row.content ?? '', 'base64');
  return { mimeType: row.mimeType ?? BYTES_CONTENT_TYPE, size: bytes.length, content: bytes };
}
