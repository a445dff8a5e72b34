import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import type { FileStorage } from '../../core/files/file-storage.ts';

export interface OfficeConverter {
  /** the converter's executable, LibreOffice's `soffice` (a path, or a name found on PATH) */
  command: string;
  timeoutMs: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * The converter the environment configures: OFFICE_CONVERTER names LibreOffice's `soffice`
 * (e.g. /usr/bin/soffice), OFFICE_CONVERTER_TIMEOUT_MS how long one conversion may take (60 s by
 * default). Read at each preview, so a restart is all a change needs. Undefined when none is set:
 * Office documents then offer the download instead.
 */
export function officeConverter(env: NodeJS.ProcessEnv = process.env): OfficeConverter | undefined {
  const command = env.OFFICE_CONVERTER?.trim();
  if (!command) return undefined;
  const timeout = Number(env.OFFICE_CONVERTER_TIMEOUT_MS);
  return { command, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS };
}

/**
 * Runs the converter without a shell (the arguments are ours; the file is a temporary name we
 * chose, never the user's). It runs in its own process group, so on timeout the whole group is
 * killed: soffice starts soffice.bin, which would otherwise outlive it.
 */
function run(command: string, args: string[], timeoutMs: number, home: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Only what soffice needs from the environment: never the server's secrets (DATABASE_URL …).
    const child = spawn(command, args, { detached: true, stdio: 'ignore', env: { PATH: process.env.PATH ?? '', HOME: home, LANG: 'C.UTF-8' } });
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group has ended already
      }
    };
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // Settled only once the converter has exited (and been reaped), so nothing of it outlives the answer.
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      // whatever soffice left behind in its group goes with it
      killGroup();
      if (timedOut) reject(new Error(`the office converter took more than ${timeoutMs} ms`));
      else if (code === 0) resolve();
      else reject(new Error(`the office converter ended with ${signal ?? `code ${code}`}`));
    });
  });
}

/**
 * Converts the stored document under source to PDF and stores it under target (atomically, so a
 * parallel conversion of the same file is harmless). Works in a temporary folder it removes,
 * with a LibreOffice profile of its own, so conversions may run side by side. Rejects when the
 * converter fails, times out or writes no PDF.
 */
export async function convertToPdf(converter: OfficeConverter, files: FileStorage, source: string, extension: string, target: string): Promise<void> {
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'portside-convert-'));
  try {
    const input = path.join(folder, `document.${extension}`);
    const content = await files.read(source);
    if (!content) throw new Error(`missing from the store: ${source}`);
    await pipeline(content, fs.createWriteStream(input));
    const profile = pathToFileURL(path.join(folder, 'profile')).href;
    const args = [
      '--headless',
      '--norestore',
      '--nologo',
      '--nolockcheck',
      `-env:UserInstallation=${profile}`,
      '--convert-to',
      'pdf',
      '--outdir',
      folder,
      input,
    ];
    await run(converter.command, args, converter.timeoutMs, folder);
    await files.write(target, fs.createReadStream(path.join(folder, 'document.pdf')));
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
