import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';

/**
 * The files the upload tests send and what the server made of them: a file of random-ish bytes
 * on disk with its MD5, the chunks the server holds on disk, the stored file as base_file and the
 * file store record it, and as its download link hands it out (server/core/files/stored-files.ts, server/features/files/chunk-store.ts).
 */

export interface LocalFile {
  path: string;
  name: string;
  size: number;
  md5: string;
  remove(): void;
}

const PIECE = 4 * 1024 * 1024;

/**
 * Writes `size` bytes to a new file in os.tmpdir(): a few MiB of random bytes, each following
 * piece that block with its first bytes varied, so no two chunks are alike (a server that mixed
 * chunks up would store the wrong MD5) without asking the kernel for hundreds of random megabytes.
 */
export function makeLocalFile(name: string, size: number): LocalFile {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-upload-'));
  const file = path.join(dir, name);
  const block = randomBytes(PIECE);
  const hash = createHash('md5');
  const fd = fs.openSync(file, 'w');
  try {
    for (let written = 0, piece = 0; written < size; piece += 1) {
      block.writeUInt32LE(piece, 0);
      block.writeUInt32LE(Date.now() >>> 0, 4);
      const part = block.subarray(0, Math.min(PIECE, size - written));
      fs.writeSync(fd, part);
      hash.update(part);
      written += part.length;
    }
  } finally {
    fs.closeSync(fd);
  }
  return { path: file, name, size, md5: hash.digest('hex'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The MD5 of a file on disk, read as a stream. */
export async function md5OfPath(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const part of fs.createReadStream(file)) hash.update(part as Buffer);
  return hash.digest('hex');
}

/** The numbers of the chunks of upload `md5` the server holds in its store (`chunks/<user>/<md5>/<n>`), any user. */
export function heldChunkNumbers(dataDir: string, md5: string): number[] {
  const root = path.join(dataDir, 'files', 'chunks');
  if (!fs.existsSync(root)) return [];
  const numbers: number[] = [];
  for (const user of fs.readdirSync(root, { withFileTypes: true })) {
    const folder = path.join(root, user.name, md5);
    if (!user.isDirectory() || !fs.existsSync(folder)) continue;
    // A chunk is written to a .tmp file and renamed into place: a plain number is a whole chunk.
    for (const name of fs.readdirSync(folder)) if (/^\d+$/.test(name)) numbers.push(Number(name));
  }
  return numbers.sort((a, b) => a - b);
}

export interface StoredFileRecord {
  type: string;
  id: string;
  fullName: string;
  fileSize: number;
  md5: string;
  /** where the bytes are: the file store's `<type>/<id>` */
  path: string;
}

/** The base_file row of a stored name (the widget's fileId), read from the server's SQLite file, and where its bytes are. */
export function storedFileRecord(dataDir: string, fileId: string): StoredFileRecord | undefined {
  const db = new Database(path.join(dataDir, 'portside.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT type, id, fullName, fileSize, md5 FROM base_file WHERE id = ?').get(fileId) as Omit<StoredFileRecord, 'path'> | undefined;
    return row && { ...row, fileSize: Number(row.fileSize), path: path.join(dataDir, 'files', row.type, row.id) };
  } finally {
    db.close();
  }
}

/**
 * The MD5 of a stored file as a user gets it: the signed link of `GET /api/file/Download/{type}/{fileId}`
 * (asked with the page's token), then the bytes from that link, hashed as they stream in.
 */
export async function downloadedMd5(page: Page, baseUrl: string, type: string, fileId: string): Promise<string> {
  const token = await page.evaluate(() => (localStorage.getItem('jnpf_token') ?? '').replace(/\|String$/, ''));
  const answer = await fetch(`${baseUrl}/api/file/Download/${type}/${encodeURIComponent(fileId)}`, { headers: { authorization: token } });
  const { data } = (await answer.json()) as { data?: { url?: string } };
  if (!data?.url) throw new Error(`no download link for ${type}/${fileId}`);
  const download = await fetch(new URL(data.url, baseUrl));
  if (!download.ok || !download.body) throw new Error(`the download link answered ${download.status}`);
  const hash = createHash('md5');
  const reader = download.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) hash.update(next.value);
  return hash.digest('hex');
}
