import { createHash, randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { TestApp } from './helpers/test-app.ts';
import { extensionOf } from '../../common/files/file-kinds.ts';

/**
 * Helpers of the file-download tests: a stored file put in place the way uploads store one (bytes
 * in the store under `<type>/<stored name>`, a base_file row), so these tests need no upload
 * route; and a zip reader (yazl only writes).
 */

export interface PutFile {
  id: string;
  key: string;
  bytes: Buffer;
}

export async function putFile(t: TestApp, fullName: string, content: Buffer | string, type = 'annex'): Promise<PutFile> {
  const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  const extension = extensionOf(fullName);
  const id = `20260301_${randomBytes(16).toString('hex')}${extension ? `.${extension}` : ''}`;
  const key = `${type}/${id}`;
  await t.services.files.write(key, bytes);
  await t.services.db
    .insertInto('base_file')
    .values({
      id,
      type,
      fullName,
      fileSize: bytes.length,
      fileExtension: extension,
      mimeType: 'application/octet-stream',
      md5: createHash('md5').update(bytes).digest('hex'),
      creatorUserId: 'user-admin',
      creatorTime: Date.now(),
    })
    .execute();
  return { id, key, bytes };
}

/** The token of a link `/api/file/Download?encryption=<token>` (or a preview link). */
export const tokenOfUrl = (url: string): string => new URL(url, 'http://x').searchParams.get('encryption') ?? '';

export const ticketCount = async (t: TestApp): Promise<number> =>
  Number(
    (
      await t.services.db
        .selectFrom('base_file_ticket')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

export interface ZipEntry {
  name: string;
  /** the UTF-8 flag (general purpose bit 11) */
  utf8: boolean;
  method: number;
  bytes: Buffer;
}

/**
 * The entries of a zip, read the way unzip does: the end-of-central-directory record, then each
 * central directory header, then the local header and data it points to (deflated or stored).
 * Checks each entry's CRC-32 against the central directory.
 */
export function readZip(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory header');
    const flags = zip.readUInt16LE(offset + 8);
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    offset += 46 + nameLength + extraLength + commentLength;

    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error('bad local header');
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    const bytes = method === 8 ? zlib.inflateRawSync(data) : Buffer.from(data);
    if (zlib.crc32(bytes) !== crc) throw new Error(`CRC mismatch in ${name}`);
    entries.push({ name, utf8: (flags & 0x800) !== 0, method, bytes });
  }
  return entries;
}
