import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

/**
 * The file store on a disk folder (`FILES_DIR`, by default `DATA_DIR/files`). Several server
 * processes share it when they are given the same folder (a shared mount works): every write goes
 * to a uniquely named `.tmp` file first and is renamed into place, so no process reads a half-written file.
 */
export class DiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    const resolved = path.resolve(this.root, ...key.split('/'));
    // assertStorageKey already forbids escaping; this is the second lock on the same door.
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
    return resolved;
  }

  private async writeAtomically(target: string, fill: (temporary: string) => Promise<void>): Promise<number> {
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fill(temporary);
      const { size } = await fs.promises.stat(temporary);
      await fs.promises.rename(temporary, target);
      return size;
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  write(key: string, content: Buffer | Readable): Promise<number> {
    const target = this.pathOf(key);
    return this.writeAtomically(target, async (temporary) => {
      if (Buffer.isBuffer(content)) await fs.promises.writeFile(temporary, content);
      else await pipeline(content, fs.createWriteStream(temporary));
    });
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    try {
      const stat = await fs.promises.stat(file);
      if (!stat.isFile()) return undefined;
    } catch {
      return undefined;
    }
    return fs.createReadStream(file, range);
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const stat = await fs.promises.stat(this.pathOf(key));
      return stat.isFile() ? stat.size : undefined;
    } catch {
      return undefined;
    }
  }

  async list(folder: string): Promise<string[]> {
    try {
      const entries = await fs.promises.readdir(this.pathOf(folder), { withFileTypes: true });
      return entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp')).map((entry) => entry.name);
    } catch {
      return [];
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { recursive: true, force: true });
  }
}
