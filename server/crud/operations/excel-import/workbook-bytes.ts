import { inflateRawSync } from 'node:zlib';

/**
 * What an upload's bytes are, judged by content rather than by name: an Office Open XML workbook
 * (a zip holding `[Content_Types].xml` and `xl/workbook.xml`), an Excel 97-2003 file (the OLE2
 * compound-file signature; exceljs cannot read those), or anything else. A workbook whose parts
 * would unpack to more than UNPACKED_LIMIT bytes (a zip bomb: 500 KB can hold gigabytes) counts
 * as unreadable, so it never reaches exceljs, which unpacks everything into memory.
 */
export type WorkbookBytes = 'xlsx' | 'xls97' | 'unreadable' | 'other';

/** A real import of 1000 rows unpacks to a few megabytes; this leaves room and bounds the memory one request takes. */
const UNPACKED_LIMIT = 32 * 1024 * 1024;

const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

/** The central directory's entries, or null when the bytes are no plain (non-zip64) zip. */
function zipEntries(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== ZIP_LOCAL) return null;
  // The end record sits in the last 22 bytes plus a comment of at most 65535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) return null;
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** The bytes an entry unpacks to, refusing (undefined) beyond `budget`, encrypted entries and unknown methods. */
function unpackedSize(bytes: Buffer, entry: ZipEntry, budget: number): number | undefined {
  const at = entry.localOffset;
  if ((entry.flags & 1) !== 0 || at + 30 > bytes.length || bytes.readUInt32LE(at) !== ZIP_LOCAL) return undefined;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return undefined;
  if (entry.method === 0) return data.length <= budget ? data.length : undefined;
  if (entry.method !== 8) return undefined;
  try {
    // maxOutputLength stops inflating at the budget instead of filling memory first.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
  } catch {
    return undefined;
  }
}

export function workbookBytesOf(bytes: Buffer): WorkbookBytes {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(OLE2_SIGNATURE)) return 'xls97';
  const entries = zipEntries(bytes);
  if (!entries) return 'other';
  if (!REQUIRED_PARTS.every((part) => entries.some((entry) => entry.name === part))) return 'other';
  let budget = UNPACKED_LIMIT;
  for (const entry of entries) {
    const size = unpackedSize(bytes, entry, budget);
    if (size === undefined) return 'unreadable';
    budget -= size;
  }
  return 'xlsx';
}
